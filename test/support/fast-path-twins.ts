/**
 * Two Node servers over the same site for the fast-path equality suites (test/security/*-fast-path.test.ts): one
 * writing the app's kept answers itself (MCP, search), one handing every request to the app. `same` sends the same
 * bytes to both over raw sockets and requires the same status, headers (Date aside, in the same order), body bytes
 * and request log line. Each app counts its own quota on a clock that never moves, so equal sequences give equal
 * RateLimit headers. The answers the fast side wrote are counted, so a suite cannot pass by it never answering.
 */
import type { AddressInfo } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import { afterAll, beforeAll, expect } from "vitest";
import { type BuiltApp, buildApp } from "../../src/app.js";
import type { Site } from "../../src/content/site.js";
import { MemoryStore } from "../../src/http/rate-limit/memory.js";
import type { RateLimitPolicy } from "../../src/http/rate-limit/policy.js";
import type { WrittenReply } from "../../src/http/written-answer.js";
import { createNodeServer } from "../../src/node/http-server.js";
import { requestObserver } from "../../src/node/request-observer.js";
import { testSite } from "./app.js";
import { type RawResponse, rawRequest } from "./raw-http.js";

interface Side {
  readonly port: number;
  readonly lines: string[];
}

export interface FastPathTwins {
  readonly site: () => Site;
  /** Answers the fast side wrote itself so far. */
  readonly written: () => number;
  readonly same: (raw: string) => Promise<RawResponse>;
}

const comparable = (res: RawResponse) => {
  const { date: _date, ...headers } = res.headers;
  // The order the names came in, which an object keyed by name would not keep.
  return { status: res.status, names: Object.keys(res.headers), headers, body: res.bytes.toString("base64") };
};

/** `trust`: the header naming the client (TRUST_PROXY), so each request can come from a client of its own. */
export const fastPathTwins = (policy: RateLimitPolicy, trust: string): FastPathTwins => {
  const servers: ReturnType<typeof createNodeServer>[] = [];
  let site: Site | undefined;
  let fast: Side | undefined;
  let slow: Side | undefined;
  let written = 0;
  let sent = 0;

  const counted =
    <R>(answer: (request: R) => WrittenReply) =>
    (request: R): WrittenReply =>
      answer(request)?.then((reply) => {
        if (reply) written++;
        return reply;
      });

  const side = async (compiled: Site, withFastPath: boolean): Promise<Side> => {
    const lines: string[] = [];
    const observer = requestObserver({
      log: (line) => lines.push(line),
      metrics: undefined,
      trustProxy: trust,
      salt: "s",
    });
    const now = () => 0;
    const built: BuiltApp = await buildApp({
      site: compiled,
      now,
      policy,
      store: new MemoryStore(now),
      trustProxy: trust,
      clientAddress: (c) => getConnInfo(c).remote.address,
      observer: observer.app,
    });
    const [mcp, search] = [counted(built.mcp), counted(built.search)];
    const server = createNodeServer({
      fetch: built.app.fetch,
      docsUrl: compiled.urls.errorDoc,
      origin: () => compiled.urls.base,
      table: () => built.table,
      onFacts: observer.onFacts,
      policy,
      ...(withFastPath ? { mcp: () => mcp, search: () => search } : {}),
      observe: observer.observe,
    });
    servers.push(server);
    server.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    return { port: (server.address() as AddressInfo).port, lines };
  };

  beforeAll(async () => {
    site = await testSite();
    [fast, slow] = await Promise.all([side(site, true), side(site, false)]);
  });
  afterAll(() => {
    for (const server of servers) {
      server.close();
      server.closeAllConnections();
    }
  });

  const same = async (raw: string): Promise<RawResponse> => {
    if (!fast || !slow) throw new Error("the servers are not listening yet");
    const [a, b] = [await rawRequest(fast.port, raw), await rawRequest(slow.port, raw)];
    sent++;
    expect(comparable(a), raw.slice(0, 400)).toEqual(comparable(b));
    const [fastLines, slowLines] = [fast.lines, slow.lines];
    // A line is written when its response closes, which may be after the client has read it.
    await expect.poll(() => [fastLines.length, slowLines.length]).toEqual([sent, sent]);
    // The same bytes but the two readings of the clock.
    const line = (text = "") => text.replace(/^\{"time":"[^"]*"/, "").replace(/,"ms":[^,]*,/, ",");
    expect(line(fastLines.at(-1)), raw.slice(0, 400)).toBe(line(slowLines.at(-1)));
    return a;
  };

  return {
    site: () => {
      if (!site) throw new Error("the site is not compiled yet");
      return site;
    },
    written: () => written,
    same,
  };
};
