/**
 * Browser clients: a preflight naming the request headers of each revision is allowed, and a response lets a
 * browser read the MCP and quota headers. A real browser test (Chromium) follows in browser.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPOSED_HEADERS } from "../../src/mcp/route.js";
import { type RunningServer, startServer } from "../helpers/server.js";
import { postModern } from "./helpers.js";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** The request headers each revision's Streamable HTTP transport defines, besides Content-Type and Accept. */
const REVISION_HEADERS: Record<string, string[]> = {
  "2025-03-26": ["mcp-session-id", "last-event-id"],
  "2025-06-18": ["mcp-protocol-version", "mcp-session-id", "last-event-id"],
  "2025-11-25": ["mcp-protocol-version", "mcp-session-id", "last-event-id"],
  "2026-07-28": ["mcp-protocol-version", "mcp-method", "mcp-name", "mcp-param-region"],
};

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
