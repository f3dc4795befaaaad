/**
 * MCP Apps (extension io.modelcontextprotocol/ui) through a real client of every revision: the extension is
 * declared, the view tools link the `ui://` view in `_meta.ui.resourceUri`, the view reads back as a complete
 * HTML document of the MCP Apps type that loads nothing from the network, and the linked tools still return
 * their ordinary results for hosts without the extension.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENTS, type TestClient } from "../support/mcp-clients.js";
import { type RunningServer, startServer } from "../support/server.js";

const VIEW_URI = "ui://profile/view.html";
const MIME = "text/html;profile=mcp-app";
const VIEW_TOOLS = ["get_profile", "get_chapter", "list_chapters"];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/**
 * Everything in the document that would make a browser fetch something: script, style, image, frame and font
 * sources, stylesheet links, CSS url() and @import. Anchors are links a person follows, not loads.
 */
const externalLoads = (html: string): string[] => [
  ...[...html.matchAll(/<(script|img|iframe|link|source|video|audio|embed|object)\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\b(src|href|data|srcset)\s*=/i.test(tag)),
  ...[...html.matchAll(/url\(|@import/gi)].map(([hit]) => hit),
];

describe.each(CLIENTS)("$label", (kind) => {
  let client: TestClient;
  beforeAll(async () => {
    client = await kind.connect(server.origin);
  });
  afterAll(async () => {
    await client.close();
  });

  it("links the view from get_profile, get_chapter and list_chapters, and from no other tool", async () => {
    const { tools } = await client.listTools();
    for (const tool of tools) {
      const meta = (tool as { _meta?: { ui?: { resourceUri?: string }; "ui/resourceUri"?: string } })._meta;
      if (VIEW_TOOLS.includes(tool.name)) {
        expect(meta?.ui?.resourceUri, tool.name).toBe(VIEW_URI);
        expect(meta?.["ui/resourceUri"], `${tool.name}: the flat key older hosts read`).toBe(VIEW_URI);
      } else {
        expect(meta?.ui, tool.name).toBeUndefined();
      }
    }
  });

  it("lists the view and reads it as one self-contained HTML document of the MCP Apps type", async () => {
    const { resources } = await client.listResources();
    expect(resources.find((r) => r.uri === VIEW_URI)).toMatchObject({ mimeType: MIME });
    const { contents } = await client.readResource({ uri: VIEW_URI });
    expect(contents).toHaveLength(1);
    const [view] = contents;
    expect(view).toMatchObject({ uri: VIEW_URI, mimeType: MIME });
    const html = view?.text ?? "";
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain(server.site.profile.name);
    expect(externalLoads(html)).toEqual([]);
  });

  it("still answers the linked tools with the text and structured result hosts without the extension read", async () => {
    const result = await client.callTool({ name: "get_profile", arguments: {} });
    expect(result.isError).toBeFalsy();
    const [block] = result.content;
    expect(JSON.parse(block?.text ?? "")).toMatchObject({ data: { name: server.site.profile.name } });
  });
});

it("declares the extension in initialize (2025 revisions) and in server/discover (2026-07-28)", async () => {
  const expected = { "io.modelcontextprotocol/ui": { mimeTypes: [MIME] } };
  const initialize = await fetch(`${server.origin}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "1" } },
    }),
  });
  const init = (await initialize.json()) as { result: { capabilities: { extensions?: unknown } } };
  expect(init.result.capabilities.extensions).toEqual(expected);

  const discover = await fetch(`${server.origin}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": "server/discover",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 2,
      method: "server/discover",
      params: {
        _meta: {
          "io.modelcontextprotocol/protocolVersion": "2026-07-28",
          "io.modelcontextprotocol/clientInfo": { name: "t", version: "1" },
          "io.modelcontextprotocol/clientCapabilities": {},
        },
      },
    }),
  });
  const found = (await discover.json()) as { result: { capabilities: { extensions?: unknown } } };
  expect(found.result.capabilities.extensions).toEqual(expected);
});
