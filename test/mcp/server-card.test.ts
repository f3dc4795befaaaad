/** The server card at its three paths: shape, media types, caching, and agreement with the live server. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withClient } from "../support/mcp-client.js";
import { type RunningServer, startServer } from "../support/server.js";

const PATHS = ["/mcp/server-card", "/.well-known/mcp", "/.well-known/mcp/server-card.json"];
const CARD_TYPE = "application/mcp-server-card+json";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const fetchCard = (path: string, headers: Record<string, string> = {}) => fetch(`${server.origin}${path}`, { headers });

describe("server card", () => {
  it.each(PATHS)("%s serves one cacheable JSON document, open to any origin", async (path) => {
    const res = await fetchCard(path, { Origin: "https://agent.example" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("vary")).toMatch(/Accept/);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(await res.text()).toBe(await (await fetchCard(PATHS[0] ?? "")).text());
  });

  it("has the SEP-2127 fields and the legacy ones", async () => {
    const card = (await (await fetchCard("/mcp/server-card")).json()) as Record<string, unknown>;
    expect(card).toMatchObject({
      $schema: "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json",
      version: "1.0.0",
      websiteUrl: server.site.urls.developers,
      remotes: [
        {
          type: "streamable-http",
          url: `${server.origin}/mcp`,
          supportedProtocolVersions: ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"],
        },
      ],
      transport: { type: "streamable-http", endpoint: `${server.origin}/mcp` },
    });
    expect(card.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
    expect(String(card.description).length).toBeLessThanOrEqual(100);
    expect(card.serverInfo).toEqual({ name: card.name, title: card.title, version: card.version });
  });

  it("names the card media type when Accept asks for it, with its own ETag", async () => {
    const json = await fetchCard("/.well-known/mcp");
    const card = await fetchCard("/.well-known/mcp", { Accept: `${CARD_TYPE}, application/json;q=0.5` });
    expect(card.headers.get("content-type")).toBe(CARD_TYPE);
    expect(card.headers.get("etag")).not.toBe(json.headers.get("etag"));
    expect(await card.text()).toBe(await json.text());
    const refused = await fetchCard("/.well-known/mcp", { Accept: `${CARD_TYPE};q=0, application/json` });
    expect(refused.headers.get("content-type")).toBe("application/json; charset=utf-8");
    // Named, but ranked below JSON: the client's order of preference decides, as for the AI catalog.
    const ranked = await fetchCard("/.well-known/mcp", { Accept: `application/json, ${CARD_TYPE};q=0.1` });
    expect(ranked.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("answers If-None-Match with 304 for each representation", async () => {
    for (const accept of ["application/json", CARD_TYPE]) {
      const first = await fetchCard("/mcp/server-card", { Accept: accept });
      const etag = first.headers.get("etag") ?? "";
      const again = await fetchCard("/mcp/server-card", { Accept: accept, "If-None-Match": etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
    }
  });

  it("agrees with what the server says over MCP: identity, capabilities and every tool", async () => {
    const card = (await (await fetchCard("/mcp/server-card")).json()) as {
      name: string;
      version: string;
      title: string;
      websiteUrl: string;
      capabilities: unknown;
      tools: { name: string; title: string; description: string }[];
    };
    await withClient(server.origin, async (client) => {
      expect(client.getServerVersion()).toMatchObject({
        name: card.name,
        version: card.version,
        title: card.title,
        websiteUrl: card.websiteUrl,
      });
      expect(client.getServerCapabilities()).toEqual(card.capabilities);
      const { tools } = await client.listTools();
      expect(card.tools).toEqual(tools.map(({ name, title, description }) => ({ name, title, description })));
    });
  });
});
