import { compileContent } from "./src/content/compile.js";
import { loadContentFiles } from "./src/content/load.js";
import { lazySearchIndex } from "./src/search/index.js";
import { mcpRouter } from "./test/support/mcp-router.js";
const compiled = compileContent(await loadContentFiles("content"), "http://127.0.0.1:8787");
if (!compiled.ok) throw new Error("x");
const r = mcpRouter(compiled.site, lazySearchIndex(compiled.site), true);
const META = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientInfo": { name: "b", version: "1" }, "io.modelcontextprotocol/clientCapabilities": {} };
const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "search", arguments: { query: "design systems" }, _meta: META } });
let c = 0;
const t0 = performance.now();
for (let i = 0; i < 6000; i++) {
  c++;
  const res = await r.request("http://127.0.0.1:8787/mcp", { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": "search", "x-test-client": `10.0.${(c>>8)&255}.${c&255}` }, body });
  await res.arrayBuffer();
}
console.log((performance.now() - t0) / 6000 * 1000, "µs");
