/**
 * Real MCP clients of every revision the server speaks, each over real HTTP: the 1.x SDK lines that speak
 * 2025-03-26, 2025-06-18 and 2025-11-25 (pinned npm aliases), and the v2 client pinned to 2026-07-28.
 * One small interface over them, so every test runs unchanged against each.
 */
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from "@modelcontextprotocol/client";
import { Client as Client111 } from "mcp-sdk-1-11/client/index.js";
import { StreamableHTTPClientTransport as Transport111 } from "mcp-sdk-1-11/client/streamableHttp.js";
import { Client as Client117 } from "mcp-sdk-1-17/client/index.js";
import { StreamableHTTPClientTransport as Transport117 } from "mcp-sdk-1-17/client/streamableHttp.js";
import { Client as Client132 } from "mcp-sdk-1-32/client/index.js";
import { StreamableHTTPClientTransport as Transport132 } from "mcp-sdk-1-32/client/streamableHttp.js";
import type { ProtocolVersion } from "../../src/mcp/protocol.js";

export interface TextBlock {
  readonly type: string;
  readonly text?: string;
}

export interface ToolResult {
  readonly content: readonly TextBlock[];
  readonly structuredContent?: unknown;
  readonly isError?: boolean;
}

export interface ToolDefinition {
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  readonly inputSchema: Record<string, unknown>;
  readonly outputSchema?: Record<string, unknown>;
  readonly annotations?: Record<string, unknown>;
}

/** What every test needs from a client; results are typed by what the tests read. */
export interface TestClient {
  readonly label: string;
  readonly revision: ProtocolVersion;
  listTools(): Promise<{ tools: ToolDefinition[] }>;
  callTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<ToolResult>;
  listResources(): Promise<{ resources: { uri: string; name: string; title?: string; mimeType?: string }[] }>;
  readResource(params: { uri: string }): Promise<{ contents: { uri: string; mimeType?: string; text?: string }[] }>;
  listResourceTemplates(): Promise<{ resourceTemplates: { name: string; uriTemplate: string }[] }>;
  listPrompts(): Promise<{ prompts: { name: string; title?: string; arguments?: unknown[] }[] }>;
  getPrompt(params: {
    name: string;
    arguments?: Record<string, string>;
  }): Promise<{ messages: { role: string; content: TextBlock }[] }>;
  complete(params: {
    ref: { type: "ref/resource"; uri: string };
    argument: { name: string; value: string };
  }): Promise<{ completion: { values: string[] } }>;
  close(): Promise<void>;
}

const INFO = { name: "profile-service-tests", version: "1.0.0" };

interface Connectable {
  connect(transport: never): Promise<void>;
}

const connected = async <C extends Connectable>(client: C, transport: unknown): Promise<C> => {
  await client.connect(transport as never);
  return client;
};

export interface ClientKind {
  readonly label: string;
  readonly revision: ProtocolVersion;
  readonly connect: (origin: string) => Promise<TestClient>;
}

type Methods = Omit<TestClient, "label" | "revision">;
const METHODS = [
  "listTools",
  "callTool",
  "listResources",
  "readResource",
  "listResourceTemplates",
  "listPrompts",
  "getPrompt",
  "complete",
  "close",
] as const satisfies readonly (keyof Methods)[];

/** Each SDK line's Client has these methods with its own types; the tests read the results structurally. */
const wrap = (label: string, revision: ProtocolVersion, client: object): TestClient => {
  const methods = client as Record<(typeof METHODS)[number], (...args: unknown[]) => Promise<unknown>>;
  const bound = Object.fromEntries(METHODS.map((name) => [name, methods[name].bind(client)]));
  return { label, revision, ...(bound as unknown as Methods) };
};

const url = (origin: string) => new URL(`${origin}/mcp`);

/** One client line: its label, the revision it speaks, and its client and transport for an /mcp URL. */
const kind = (
  label: string,
  revision: ProtocolVersion,
  make: (url: URL) => readonly [Connectable, unknown],
  clientLabel = label,
): ClientKind => ({
  label,
  revision,
  connect: async (origin) => {
    const [client, transport] = make(url(origin));
    return wrap(clientLabel, revision, await connected(client, transport));
  },
});

export const CLIENTS: readonly ClientKind[] = [
  kind("SDK 1.11.5", "2025-03-26", (at) => [new Client111(INFO), new Transport111(at)]),
  kind("SDK 1.17.5", "2025-06-18", (at) => [new Client117(INFO), new Transport117(at)]),
  kind("SDK 1.32.2", "2025-11-25", (at) => [new Client132(INFO), new Transport132(at)]),
  kind(
    "client 2.4.0 pinned to 2026-07-28",
    "2026-07-28",
    (at) => [new ClientV2(INFO, { versionNegotiation: { mode: { pin: "2026-07-28" } } }), new TransportV2(at)],
    "client 2.4.0",
  ),
];

/** The client of one revision. */
export const clientFor = (revision: ProtocolVersion): ClientKind => {
  const kind = CLIENTS.find((k) => k.revision === revision);
  if (!kind) throw new Error(`no client speaks ${revision}`);
  return kind;
};

export const textOf = (result: ToolResult): string => {
  const [block] = result.content;
  if (block?.type !== "text" || block.text === undefined) {
    throw new Error(`expected a text block, got ${JSON.stringify(block)}`);
  }
  return block.text;
};

/** The JSON-RPC error a client call was rejected with (every SDK line puts the code on the error). */
export const rejection = async (promise: Promise<unknown>): Promise<{ code: number; message: string }> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof Error) || typeof (error as { code?: unknown }).code !== "number") {
    throw new Error(`expected a JSON-RPC error, got ${String(error)}`);
  }
  return error as Error & { code: number };
};
