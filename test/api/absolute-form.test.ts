/**
 * A request-target in absolute form (`POST http://host/mcp HTTP/1.1`, RFC 9112 §3.2.2): the origin server must
 * ignore the Host header and use the target's host. The host MCP checks against DNS rebinding is then the
 * target's, whatever Host says. Over raw sockets, as HTTP clients send the origin form to an origin server.
 */
import { describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http.js";
import { rawServer } from "../support/server.js";

const { port, origin } = rawServer();

const INITIALIZE = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "probe", version: "1" } },
});

const post = (target: string, host: string) =>
  rawRequest(
    port(),
    [
      `POST ${target} HTTP/1.1`,
      `Host: ${host}`,
      "Accept: application/json, text/event-stream",
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(INITIALIZE)}`,
      "Connection: close",
      "",
      INITIALIZE,
    ].join("\r\n"),
    5_000,
  );

describe("an absolute-form target", () => {
  it("is served for its own host when Host names another", async () => {
    const res = await post(`${origin()}/mcp`, "evil.example");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).result.serverInfo).toBeDefined();
  });

  it("is refused by MCP when its host is not served here, whatever Host says", async () => {
    const res = await post("http://evil.example/mcp", new URL(origin()).host);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).error.message).toContain("evil.example");
  });

  it("reads a page as the origin form does", async () => {
    const res = await rawRequest(
      port(),
      `GET ${origin()}/api/v1/profile HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).data.id).toBeTruthy();
  });
});
