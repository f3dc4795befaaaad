/**
 * MCP's kept answers written by the Node server itself (src/node/mcp-listener.ts) against the app: the same
 * POST /mcp requests, over raw sockets, to two servers over the same site, one handing every request to the app,
 * must get the same status, headers (Date aside, in the same order) and body bytes, and leave the same request
 * log lines. Each app counts its own quota on a clock that never moves, so equal sequences give equal RateLimit
 * headers, and a small quota makes the refusals compare too. The written answers are counted, so the comparison
 * cannot pass by the fast path never answering.
 */
import type { AddressInfo } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltApp, buildApp } from "../../src/app.js";
import type { Site } from "../../src/content/site.js";
import { MemoryStore } from "../../src/http/rate-limit/memory.js";
import { DEFAULT_POLICY } from "../../src/http/rate-limit/policy.js";
import { createNodeServer } from "../../src/node/http-server.js";
import { requestObserver } from "../../src/node/request-observer.js";
import { testSite } from "../support/app.js";
import { MCP_ACCEPT, MODERN_META } from "../support/mcp-raw.js";
import { type RawResponse, rawRequest } from "../support/raw-http.js";

const servers: ReturnType<typeof createNodeServer>[] = [];
const listen = async (server: ReturnType<typeof createNodeServer>): Promise<number> => {
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return (server.address() as AddressInfo).port;
};
afterAll(() => {
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
});

/** A few requests of a client go over this quota, so refusals are compared too. */
const POLICY = { ...DEFAULT_POLICY, quota: 6 };
const TRUST = "X-Test-Client";

interface Side {
  readonly port: number;
  readonly lines: Record<string, unknown>[];
}

let site: Site;
let fast: Side;
let slow: Side;
let written = 0;

const side = async (withFastPath: boolean): Promise<Side> => {
  const lines: Record<string, unknown>[] = [];
  const observer = requestObserver({
    log: (line) => lines.push({ ...line }),
    metrics: undefined,
    trustProxy: TRUST,
    salt: "s",
  });
  const now = () => 0;
  const built: BuiltApp = await buildApp({
    site,
    now,
    policy: POLICY,
    store: new MemoryStore(now),
    trustProxy: TRUST,
    clientAddress: (c) => getConnInfo(c).remote.address,
    observer: observer.app,
  });
  const counted: BuiltApp["mcp"] = (request) =>
    built.mcp(request)?.then((answer) => {
      if (answer) written++;
      return answer;
    });
  const server = createNodeServer({
    fetch: built.app.fetch,
    docsUrl: site.urls.errorDoc,
    origin: () => site.urls.base,
    table: () => built.table,
    onFacts: observer.onFacts,
    ...(withFastPath ? { mcp: () => counted } : {}),
  });
  if (observer.onRequest) server.prependListener("request", observer.onRequest);
  return { port: await listen(server), lines };
};

beforeAll(async () => {
  site = await testSite();
  [fast, slow] = await Promise.all([side(true), side(false)]);
});

let clientNumber = 0;
const newClient = (): string => `10.9.0.${++clientNumber}`;

/** A POST /mcp as bytes: header lines as given (repeats kept), the body with its length unless lines say otherwise. */
const post = (lines: readonly string[], body: string): string => {
  const has = (pattern: RegExp) => lines.some((line) => pattern.test(line));
  const head = [
    "POST /mcp HTTP/1.1",
    ...(has(/^host:/i) ? [] : ["Host: localhost:8787"]),
    ...lines,
    ...(has(/^(content-length|transfer-encoding):/i) ? [] : [`Content-Length: ${Buffer.byteLength(body)}`]),
    "Connection: close",
  ];
  return `${head.join("\r\n")}\r\n\r\n${body}`;
};

const comparable = (res: RawResponse) => {
  const { date: _date, ...headers } = res.headers;
  // The order the names came in, which an object keyed by name would not keep.
  return { status: res.status, names: Object.keys(res.headers), headers, body: res.bytes.toString("base64") };
};

let sent = 0;

/** Sends the same bytes to both servers, one after the other, and requires the same answer and log line. */
const same = async (raw: string): Promise<RawResponse> => {
  const a = await rawRequest(fast.port, raw);
  const b = await rawRequest(slow.port, raw);
  sent++;
  expect(comparable(a), raw.slice(0, 400)).toEqual(comparable(b));
  // A line is written when its response closes, which may be after the client has read it.
  await expect.poll(() => [fast.lines.length, slow.lines.length]).toEqual([sent, sent]);
  const line = ({ time: _t, ms: _m, ...rest }: Record<string, unknown>) => rest;
  expect(line(fast.lines.at(-1) ?? {}), raw.slice(0, 400)).toEqual(line(slow.lines.at(-1) ?? {}));
  return a;
};

const MODERN = "2026-07-28";
const LEGACY = ["2025-11-25", "2025-06-18", "2025-03-26"];
const LISTS = ["tools/list", "resources/list", "resources/templates/list", "prompts/list"];

const message = (method: string, id: unknown, params: Record<string, unknown>) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, params });

/** What a conforming client of `version` sends for `method`, from `client`. */
const request = (
  version: string,
  method: string,
  id: unknown,
  client: string,
  params: Record<string, unknown> = {},
) => {
  const modern = version === MODERN;
  const name = typeof params.name === "string" ? params.name : undefined;
  return post(
    [
      "Content-Type: application/json",
      `Accept: ${MCP_ACCEPT}`,
      `MCP-Protocol-Version: ${version}`,
      `${TRUST}: ${client}`,
      "User-Agent: probe/2.1",
      ...(modern ? [`Mcp-Method: ${method}`, ...(name ? [`Mcp-Name: ${name}`] : [])] : []),
    ],
    message(method, id, modern ? { ...params, _meta: MODERN_META } : params),
  );
};

const IDS: readonly unknown[] = [1, 0, -7, Number.MAX_SAFE_INTEGER, "abc", "", 'q " \\ ✓ 𝄞 \u2028'];

describe("the Node server's written MCP answers and the app's", () => {
  it("are the same for the lists and discovery of every revision, whatever the id", async () => {
    const before = written;
    for (const version of [MODERN, ...LEGACY]) {
      for (const method of version === MODERN ? [...LISTS, "server/discover"] : LISTS) {
        for (const id of IDS) await same(request(version, method, id, newClient()));
      }
    }
    expect(written - before, "lists the fast path wrote").toBeGreaterThan(100);
  }, 60_000);

  it("are the same for tool calls, first computed by the app, then repeated", async () => {
    const before = written;
    const calls = [
      { name: "search", arguments: { query: "design systems" } },
      { name: "search", arguments: { query: "design systems", limit: 3 } },
      { name: "get_profile", arguments: {} },
      { name: "list_chapters", arguments: {} },
    ];
    for (const version of [MODERN, ...LEGACY]) {
      for (const params of calls) {
        for (const id of IDS.slice(0, 3)) await same(request(version, "tools/call", id, newClient(), params));
      }
    }
    expect(written - before, "repeated calls the fast path wrote").toBeGreaterThan(30);
  }, 60_000);

  it("are the same when the quota refuses, and the refusal carries the request's id", async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < POLICY.quota + 2; i++) {
      statuses.push((await same(request("2025-11-25", "tools/list", `n${i}`, client))).status);
    }
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it("are the same for requests the fast path leaves to the app", async () => {
    const before = written;
    const list = message("tools/list", 5, {});
    const base = ["Content-Type: application/json", `Accept: ${MCP_ACCEPT}`, "MCP-Protocol-Version: 2025-11-25"];
    const cases: [string[], string][] = [
      [[...base, "Host: evil.example"], list],
      [[...base, "Origin: http://evil.example"], list],
      [[...base, "Origin: null"], list],
      [[...base, "Content-Type: text/plain"], list],
      [["Content-Type: application/json", "Accept: application/json", "MCP-Protocol-Version: 2025-11-25"], list],
      [base, "{not json"],
      [base, `[${list}]`],
      [base, message("tools/list", 1.5, {})],
      [base, message("tools/list", 1, { cursor: "x" })],
      [base, JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })],
      [base, message("tools/call", 1, { name: "search", arguments: { query: "x" } })],
      [[...base, "Transfer-Encoding: chunked"], `${Buffer.byteLength(list).toString(16)}\r\n${list}\r\n0\r\n\r\n`],
      [[...base, "Content-Length: 70000"], list],
      [[...base.slice(0, 2), "MCP-Protocol-Version: 2025-11-25", "MCP-Protocol-Version: 2025-06-18"], list],
    ];
    for (const [lines, body] of cases) await same(post([...lines, `${TRUST}: ${newClient()}`], body));
    expect(written - before, "requests the fast path should have left to the app").toBe(0);
  });

  it("accept an https Origin and the site's own, and a body led by a byte-order mark, as the app does", async () => {
    const before = written;
    for (const origin of ["https://agent.example", site.urls.base]) {
      const raw = request("2025-11-25", "tools/list", 1, newClient()).replace("\r\n", `\r\nOrigin: ${origin}\r\n`);
      expect((await same(raw)).status).toBe(200);
    }
    const lines = ["Content-Type: application/json", `Accept: ${MCP_ACCEPT}`, "MCP-Protocol-Version: 2025-11-25"];
    const bom = await same(post([...lines, `${TRUST}: ${newClient()}`], `\uFEFF${message("tools/list", 2, {})}`));
    expect(bom.status).toBe(200);
    expect(written - before).toBe(3);
  });
});
