/**
 * The direct path (src/mcp/transport/direct.ts) against the SDK path, byte for byte: the same requests sent to the /mcp
 * router with the direct path on and off must get the same status, headers and body, for every revision. The
 * SDK's connections are counted, so each case also proves which path answered it: what the direct path
 * recognises never reaches the SDK, and what it does not (invalid arguments, unknown tools, cursors, odd
 * headers) still does. Both paths run the same tool handlers, so each tool's result is also held to the REST
 * API's answer to the same query, which no handler writes.
 */
import { McpServer } from "@modelcontextprotocol/server";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_POLICY } from "../../src/http/rate-limit/policy.js";
import { PROTOCOL_VERSIONS, type ProtocolVersion } from "../../src/mcp/protocol.js";
import { prepareServer } from "../../src/mcp/server.js";
import { directPath } from "../../src/mcp/transport/direct.js";
import { SEARCH_TYPES } from "../../src/schema/search-type.js";
import { lazySearchIndex } from "../../src/search/index.js";
import { describeService } from "../../src/service-description.js";
import { TEST_ORIGIN, testApp, testSite } from "../support/app.js";
import { CHAPTER_IDS } from "../support/content.js";
import { MCP_ACCEPT } from "../support/mcp-raw.js";
import { mcpRouter } from "../support/mcp-router.js";
import { NEAR_WORDS } from "../support/near-words.js";

const connect = vi.spyOn(McpServer.prototype, "connect");

let routers: { sdk: Hono; direct: Hono };
let freshRouter: () => Hono;
let rest: Hono;
beforeAll(async () => {
  const site = await testSite();
  const index = lazySearchIndex(site, NEAR_WORDS);
  freshRouter = () => mcpRouter(site, index, true);
  routers = { sdk: mcpRouter(site, index, false), direct: freshRouter() };
  rest = await testApp({ site });
  // The handler loads on the first POST; the lists are captured from the SDK on their own first requests.
  await routers.direct.request(`${TEST_ORIGIN}/mcp`, { method: "POST", body: "{}" });
});

/** Numbers and strings, including the edges of the safe integers and strings that need JSON escaping. */
const IDS: readonly (string | number)[] = [
  1,
  0,
  -7,
  Number.MAX_SAFE_INTEGER,
  "abc",
  "",
  'quote " and back\\slash',
  "line\nbreak\ttab",
  "ünïcødé ✓ 𝄞",
  "</script>\u2028\u0001",
];

const MODERN = "2026-07-28";
const VIEW_URI = "ui://profile/view.html";
const VIEW_MIME = "text/html;profile=mcp-app";

interface Case {
  readonly method: string;
  readonly params?: Record<string, unknown>;
  readonly id?: string | number;
  /** Headers to add to (or, with an empty value, remove from) what a conforming client of the revision sends. */
  readonly headers?: Record<string, string>;
  readonly clientInfo?: Record<string, unknown>;
  readonly clientCapabilities?: Record<string, unknown>;
  /** Leave `params` out of the message, as 2025 clients may for the lists. */
  readonly withoutParams?: boolean;
}

let client = 0;

const send = async (router: Hono, revision: ProtocolVersion, c: Case, clientAddress: string): Promise<Response> => {
  const modern = revision === MODERN;
  const params = c.params ?? {};
  const name = typeof params.name === "string" ? params.name : undefined;
  const envelope = {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientInfo": c.clientInfo ?? { name: "direct-test", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": c.clientCapabilities ?? {},
  };
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: MCP_ACCEPT,
    "mcp-protocol-version": revision,
    "x-test-client": clientAddress,
    ...(modern ? { "mcp-method": c.method, ...(name === undefined ? {} : { "mcp-name": name }) } : {}),
    ...c.headers,
  };
  for (const [key, value] of Object.entries(headers)) if (value === "") delete headers[key];
  const body = {
    jsonrpc: "2.0",
    id: c.id ?? 1,
    method: c.method,
    ...(c.withoutParams ? {} : { params: modern ? { ...params, _meta: envelope } : params }),
  };
  return router.request(`${TEST_ORIGIN}/mcp`, { method: "POST", headers, body: JSON.stringify(body) });
};

const snapshot = async (response: Response) => ({
  status: response.status,
  headers: [...response.headers].sort(([a], [b]) => a.localeCompare(b)),
  body: await response.text(),
});

/** Both paths' answers to one request (each from the same fresh client, so the quota headers agree). */
const compare = async (revision: ProtocolVersion, c: Case) => {
  client += 1;
  const address = `10.9.${(client >> 8) & 255}.${client & 255}`;
  const expected = await snapshot(await send(routers.sdk, revision, c, address));
  const before = connect.mock.calls.length;
  const actual = await snapshot(await send(routers.direct, revision, c, address));
  return { expected, actual, reachedSdk: connect.mock.calls.length > before };
};

const expectDirect = async (revision: ProtocolVersion, c: Case) => {
  const { expected, actual, reachedSdk } = await compare(revision, c);
  expect(actual, `${revision} ${JSON.stringify(c)}`).toEqual(expected);
  expect(reachedSdk, `${revision} ${JSON.stringify(c)} was answered by the SDK`).toBe(false);
  return actual;
};

/**
 * What the direct path can never have written: it answers only with a 200 result that is not an error, so an
 * answer that built an SDK server, or is an HTTP or JSON-RPC error or an `isError` result (some of which the
 * SDK writes before building a server, or the legacy serving writes beside it), came from the SDK path.
 */
const notDirect = (answer: { status: number; body: string }, reachedSdk: boolean): boolean => {
  if (reachedSdk || answer.status !== 200) return true;
  const parsed = JSON.parse(answer.body) as { error?: unknown; result?: { isError?: boolean } };
  return parsed.error !== undefined || parsed.result?.isError === true;
};

const expectSdk = async (revision: ProtocolVersion, c: Case) => {
  const { expected, actual, reachedSdk } = await compare(revision, c);
  expect(actual, `${revision} ${JSON.stringify(c)}`).toEqual(expected);
  expect(notDirect(actual, reachedSdk), `${revision} ${JSON.stringify(c)} did not reach the SDK`).toBe(true);
  return actual;
};

const tool = (name: string, args: Record<string, unknown> = {}): Case => ({
  method: "tools/call",
  params: { name, arguments: args },
});

const SEARCHES: readonly Record<string, unknown>[] = [
  { query: "design systems" },
  { query: "podcast", limit: 1 },
  { query: "design", limit: 20 },
  { query: "zzqxv nothing" },
  { query: "Austin", type: "chapter" },
  ...SEARCH_TYPES.map((type) => ({ query: "design", type, limit: 3 })),
  { query: "🎨🎨 design ✓" },
  { query: "   leadership   " },
];

const VALID_CALLS: readonly Case[] = [
  ...SEARCHES.map((args) => tool("search", args)),
  tool("get_profile"),
  tool("get_profile", { format: "markdown" }),
  tool("list_chapters"),
  tool("list_chapters", { format: "markdown" }),
  ...CHAPTER_IDS.flatMap((id) => [tool("get_chapter", { id }), tool("get_chapter", { id, format: "markdown" })]),
  tool("list_talks"),
  tool("list_talks", { kind: "podcast" }),
  tool("list_talks", { year: 2019 }),
  tool("list_writing", { kind: "article" }),
  tool("list_writing", { year: 1999 }),
  tool("fetch", { id: `chapter:${CHAPTER_IDS[0]}` }),
];

const INVALID_CALLS: readonly Case[] = [
  tool("search", { query: "design", limit: 21 }),
  tool("search", { query: "a" }),
  tool("search", { query: "design", page: 2 }),
  tool("search", {}),
  tool("get_chapter", { id: "nowhere" }),
  tool("list_talks", { year: "2019" }),
  tool("fetch", { id: "chapter:nowhere" }),
  tool("fetch", {}),
  tool("nope"),
  { method: "tools/call", params: { name: "search" } },
  { method: "tools/call", params: { name: "search", arguments: ["design"] } },
];

interface Envelope {
  readonly data: unknown;
  readonly meta: Record<string, unknown>;
}

let restClient = 0;
/** A REST body, each request from its own client so that the search quota never answers instead. */
const restBody = async (path: string): Promise<Envelope> => {
  restClient += 1;
  const res = await rest.request(path, { headers: { "x-test-client": `10.7.${restClient >> 8}.${restClient & 255}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as Envelope;
};

/** The search tool's default limit in the contract (REST's is 10, so the REST query states it). */
const MCP_SEARCH_LIMIT = 8;

/** A list's items of that kind and year, as list_talks and list_writing promise, chosen here, not by the handler. */
const filtered = (list: Envelope, { kind, year }: Record<string, unknown>): Envelope => {
  const items = list.data as readonly { readonly kind: string; readonly year: number | null }[];
  const data = items.filter(
    (item) => (kind === undefined || item.kind === kind) && (year === undefined || item.year === year),
  );
  return { data, meta: { ...list.meta, count: data.length } };
};

/** What a tool call must return as structuredContent: the REST API's answer to the same query. */
const restExpectation = async (name: string, args: Record<string, unknown>): Promise<object | undefined> => {
  switch (name) {
    case "search": {
      const query = new URLSearchParams({ q: String(args.query), limit: String(args.limit ?? MCP_SEARCH_LIMIT) });
      if (typeof args.type === "string") query.set("type", args.type);
      const body = await restBody(`/api/v1/search?${query}`);
      // Plus the same hits as ChatGPT's search-and-fetch contract reads them.
      const hits = body.data as readonly { type: string; id: string; title: string; url: string }[];
      return { ...body, results: hits.map((r) => ({ id: `${r.type}:${r.id}`, title: r.title, url: r.url })) };
    }
    case "get_profile":
      return restBody("/api/v1/profile");
    case "list_chapters":
      return restBody("/api/v1/chapters");
    case "get_chapter":
      return restBody(`/api/v1/chapters/${String(args.id)}`);
    case "list_talks":
      return filtered(await restBody("/api/v1/talks"), args);
    case "list_writing":
      return filtered(await restBody("/api/v1/writing"), args);
    case "fetch":
      // One record as a document: no REST body has that shape (test/mcp/search-fetch.test.ts checks it).
      return undefined;
    default:
      throw new Error(`no REST counterpart is known for the tool ${name}`);
  }
};

describe.each(PROTOCOL_VERSIONS)("under %s the direct path answers exactly as the SDK", (revision) => {
  const modern = revision === MODERN;
  const lists = ["tools/list", "resources/list", "resources/templates/list", "prompts/list"];
  if (modern) lists.push("server/discover");

  it("every list (and server/discover): captured on its first request, then with numeric and string ids spliced in", async () => {
    for (const method of lists) {
      // The first request makes the capture, the SDK's answer to a canonical request, and is answered from it.
      const first = await compare(revision, { method, id: 0 });
      expect(first.actual, `${revision} ${method}`).toEqual(first.expected);
      for (const id of IDS) await expectDirect(revision, { method, id });
    }
  });

  it("every tool with valid arguments: searches with results, without, with limits and types, JSON and Markdown", async () => {
    for (const [i, c] of VALID_CALLS.entries()) {
      const answer = await expectDirect(revision, { ...c, id: IDS[i % IDS.length] as string | number });
      expect(answer.status).toBe(200);
    }
  });

  it("every tool with valid arguments answers what the REST API answers to the same query", async () => {
    for (const c of VALID_CALLS) {
      const { name, arguments: args } = c.params as { name: string; arguments: Record<string, unknown> };
      const expected = await restExpectation(name, args);
      if (expected === undefined) continue;
      const answer = await expectDirect(revision, c);
      const { result } = JSON.parse(answer.body) as { result: { structuredContent?: unknown } };
      expect(result.structuredContent, `${revision} ${name} ${JSON.stringify(args)}`).toEqual(expected);
    }
  });

  it("every tool again, from the answer cache: the first answer's bytes with each request's own id", async () => {
    for (const [i, c] of VALID_CALLS.entries()) {
      for (const id of [IDS[(i + 1) % IDS.length], IDS[(i + 2) % IDS.length]] as (string | number)[]) {
        await expectDirect(revision, { ...c, id });
      }
    }
  });

  it("agrees with the SDK on the MCP Apps view: linked in tools/list, listed in resources/list, read by the SDK", async () => {
    for (const method of ["tools/list", "resources/list"]) await compare(revision, { method, id: 0 });
    const tools = JSON.parse((await expectDirect(revision, { method: "tools/list", id: 5 })).body) as {
      result: { tools: { name: string; _meta?: { ui?: { resourceUri?: string } } }[] };
    };
    const linked = tools.result.tools.filter((t) => t._meta?.ui?.resourceUri === VIEW_URI).map((t) => t.name);
    expect(linked).toEqual(["get_profile", "list_chapters", "get_chapter"]);
    const resources = JSON.parse((await expectDirect(revision, { method: "resources/list", id: 6 })).body) as {
      result: { resources: { uri: string; mimeType?: string }[] };
    };
    expect(resources.result.resources.filter((r) => r.uri === VIEW_URI)).toEqual([
      expect.objectContaining({ mimeType: VIEW_MIME }),
    ]);
    // 2026-07-28 names the resource in the Mcp-Name header too.
    const headers: Record<string, string> = modern ? { "mcp-name": VIEW_URI } : {};
    const read = JSON.parse(
      (await expectSdk(revision, { method: "resources/read", params: { uri: VIEW_URI }, headers })).body,
    );
    expect(read.result.contents).toEqual([expect.objectContaining({ uri: VIEW_URI, mimeType: VIEW_MIME })]);
  });

  it("leaves invalid arguments and unknown tools to the SDK, which answers them as the revision says", async () => {
    // Twice: an answer the SDK gave is never cached, so a refused call stays refused by the SDK.
    for (const c of [...INVALID_CALLS, ...INVALID_CALLS]) await expectSdk(revision, c);
  });

  it("leaves requests it does not recognise to the SDK: a cursor, extra params, another method", async () => {
    await expectSdk(revision, { method: "tools/list", params: { cursor: "abc" } });
    await expectSdk(revision, { method: "tools/call", params: { name: "get_profile", arguments: {}, extra: 1 } });
    await expectSdk(revision, { method: "prompts/get", params: { name: "summarise_career" } });
    await expectSdk(revision, { method: "tools/list", id: 1.5 });
  });

  it("leaves a request without the headers a conforming client sends to the SDK", async () => {
    await expectSdk(revision, { method: "tools/list", headers: { accept: "application/json" } });
    await expectSdk(revision, { method: "tools/list", headers: { "content-type": "text/plain" } });
    await expectSdk(revision, { ...tool("get_profile"), headers: { "mcp-protocol-version": "" } });
  });
});

describe("the lists' captures", () => {
  it("leave a list to the SDK when the capture fails, rather than fail the request", async () => {
    const site = await testSite();
    const prepared = prepareServer(site, lazySearchIndex(site, NEAR_WORDS), describeService(site, DEFAULT_POLICY));
    const { answer } = directPath(prepared, () => Promise.reject(new Error("the SDK is unavailable")));
    const headers = { "content-type": "application/json", accept: MCP_ACCEPT, "mcp-protocol-version": "2025-11-25" };
    const message = { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} };
    const request = new Request(`${TEST_ORIGIN}/mcp`, { method: "POST", headers, body: JSON.stringify(message) });
    await expect(answer(request, message)).resolves.toBeUndefined();
  });

  it("are made when a list is first asked for, once, and never for a server that answers only tools/call", async () => {
    const router = freshRouter();
    const connects = () => connect.mock.calls.length;
    const before = connects();
    for (let i = 0; i < 3; i++) await send(router, "2025-11-25", tool("get_profile"), "10.8.0.1");
    expect(connects() - before, "tools/call built an SDK server").toBe(0);
    const lists = await Promise.all(
      [1, 2, 3].map(() => send(router, "2025-11-25", { method: "tools/list" }, "10.8.0.2")),
    );
    expect(lists.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(connects() - before, "three concurrent first requests made one capture").toBe(1);
    await send(router, "2025-11-25", { method: "tools/list" }, "10.8.0.3");
    expect(connects() - before).toBe(1);
  });
});

describe("2026-07-28 specifics", () => {
  it("answers whatever client facts the envelope carries the same, directly", async () => {
    await expectDirect(MODERN, {
      ...tool("search", { query: "design systems" }),
      clientInfo: { name: "other", version: "9.9.9", title: "Another client" },
      clientCapabilities: { elicitation: {}, sampling: {}, roots: { listChanged: true } },
    });
    await expectDirect(MODERN, { method: "tools/list", clientCapabilities: { elicitation: {} } });
  });

  it("leaves header/body disagreements and bad envelopes to the SDK's -32020 and -32602", async () => {
    const name = await expectSdk(MODERN, { ...tool("search", { query: "design" }), headers: { "mcp-name": "nope" } });
    expect(name.status).toBe(400);
    const method = await expectSdk(MODERN, { method: "tools/list", headers: { "mcp-method": "prompts/list" } });
    expect(method.status).toBe(400);
    const envelope = await expectSdk(MODERN, { method: "tools/list", clientInfo: { name: 5 } });
    expect(envelope.status).toBe(400);
    await expectSdk(MODERN, { ...tool("get_profile"), headers: { "mcp-name": "" } });
  });
});

describe("2025 specifics", () => {
  it.each(["2025-11-25", "2025-06-18", "2025-03-26"] as const)(
    "answers a %s list sent without params directly",
    async (revision) => {
      for (const method of ["tools/list", "prompts/list"])
        await expectDirect(revision, { method, withoutParams: true });
    },
  );

  it("leaves a 2025 request carrying _meta, or sent without MCP-Protocol-Version, to the SDK", async () => {
    await expectSdk("2025-11-25", { method: "tools/list", params: { _meta: { progressToken: 1 } } });
    await expectSdk("2025-03-26", { method: "tools/list", headers: { "mcp-protocol-version": "" } });
  });
});
