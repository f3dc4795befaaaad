import { startServer } from "./test/helpers/server.js";
const s = await startServer();
const post = async (label: string, body: unknown, headers: Record<string, string> = {}) => {
  const r = await fetch(`${s.origin}/mcp`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers }, body: JSON.stringify(body) });
  console.log(label, r.status, r.headers.get("content-type"), (await r.text()).slice(0, 400));
};
const meta = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}, "io.modelcontextprotocol/clientInfo": { name: "c", version: "1" } };
for (const v of ["2024-11-05", "2026-07-28", "nonsense", ""]) await post(`hdr ${v}`, { jsonrpc: "2.0", id: 1, method: "tools/list" }, { "mcp-protocol-version": v });
await post("discover", { jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: meta } }, { "mcp-protocol-version": "2026-07-28", "mcp-method": "server/discover" });
await post("nohdr-modern", { jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: meta } }, {});
await post("unsup", { jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: {...meta, "io.modelcontextprotocol/protocolVersion": "2027-01-01"} } }, { "mcp-protocol-version": "2027-01-01", "mcp-method": "tools/list" });
await post("read-missing-modern", { jsonrpc: "2.0", id: 1, method: "resources/read", params: { uri: `${s.origin}/nope.md`, _meta: meta } }, { "mcp-protocol-version": "2026-07-28", "mcp-method": "resources/read", "mcp-name": `${s.origin}/nope.md` });
await post("badargs-0618", { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "search", arguments: { query: "a" } } }, { "mcp-protocol-version": "2025-06-18" });
await post("badargs-1125", { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "search", arguments: { query: "a" } } }, { "mcp-protocol-version": "2025-11-25" });
await post("batch", [{ jsonrpc: "2.0", id: 1, method: "ping" }, { jsonrpc: "2.0", method: "notifications/initialized" }, { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "search", arguments: { query: "a" } } }]);
await s.close();
