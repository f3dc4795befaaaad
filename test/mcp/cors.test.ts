/**
 * Browser clients: a preflight naming the request headers of each revision is allowed, and a response lets a
 * browser read the MCP and quota headers. The same in a real browser (Chromium): browser-cors.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPOSED_HEADERS } from "../../src/mcp/transport/route.js";
import { postModern, REVISION_HEADERS } from "../support/mcp-raw.js";
import { type RunningServer, startServer } from "../support/server.js";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe("preflight", () => {
  it.each(Object.entries(REVISION_HEADERS))(
    "allows a browser client of %s to send its headers",
    async (_revision, headers) => {
      const requested = ["content-type", "accept", ...headers].join(", ");
      const res = await fetch(`${server.origin}/mcp`, {
        method: "OPTIONS",
        headers: {
          Origin: "https://agent.example",
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": requested,
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      expect(res.headers.get("access-control-allow-methods")).toBe("POST");
      const allowed = (res.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(/\s*,\s*/);
      for (const header of requested.split(", ")) expect(allowed).toContain(header);
      expect(res.headers.get("vary")).toMatch(/Access-Control-Request-Headers/);
      expect(res.headers.get("access-control-max-age")).toBe("86400");
      expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    },
  );
});

describe("responses", () => {
  it("expose the MCP and quota headers to the page", async () => {
    const res = await postModern(server.origin, "tools/list", {}, { Origin: "https://agent.example" });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const exposed = (res.headers.get("access-control-expose-headers") ?? "").split(",");
    expect(exposed).toEqual(EXPOSED_HEADERS);
    for (const header of ["Mcp-Session-Id", "MCP-Protocol-Version", "RateLimit", "RateLimit-Policy", "Retry-After"]) {
      expect(exposed).toContain(header);
    }
  });
});
