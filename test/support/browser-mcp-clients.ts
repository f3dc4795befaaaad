/**
 * Runs inside a browser page (bundled by esbuild in test/mcp/browser-cors.test.ts): the v2 client pinned to
 * 2026-07-28 and the SDK 1.32 client (2025-11-25), each listing the tools and calling search over /mcp from
 * the page's origin, so the browser's CORS rules apply to everything the client libraries send.
 */
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from "@modelcontextprotocol/client";
import { Client as Client132 } from "mcp-sdk-1-32/client/index.js";
import { StreamableHTTPClientTransport as Transport132 } from "mcp-sdk-1-32/client/streamableHttp.js";

const INFO = { name: "browser-test", version: "1.0.0" };

export interface BrowserClientRun {
  readonly revision: string;
  readonly tools: string[];
  readonly structuredContent: unknown;
}

interface Session {
  listTools(): Promise<{ tools: { name: string }[] }>;
  callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<object>;
  close(): Promise<void>;
}

const exercise = async (revision: string, client: Session): Promise<BrowserClientRun> => {
  try {
    const { tools } = await client.listTools();
    const result = await client.callTool({ name: "search", arguments: { query: "design systems", limit: 2 } });
    const structuredContent = "structuredContent" in result ? result.structuredContent : undefined;
    return { revision, tools: tools.map((tool) => tool.name), structuredContent };
  } finally {
    await client.close();
  }
};

const run = async (url: string): Promise<BrowserClientRun[]> => {
  const modern = new ClientV2(INFO, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
  await modern.connect(new TransportV2(new URL(url)));
  const legacy = new Client132(INFO);
  await legacy.connect(new Transport132(new URL(url)));
  return [await exercise("2026-07-28", modern), await exercise("2025-11-25", legacy)];
};

(globalThis as { mcpBrowserClients?: typeof run }).mcpBrowserClients = run;
