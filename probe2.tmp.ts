import { startServer } from "./test/helpers/server.js";
const s = await startServer();
const r = await fetch(`${s.origin}/mcp`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "resources/read", params: { uri: `${s.origin}/story/texas.md` } }) });
console.log(await r.text());
await s.close();
