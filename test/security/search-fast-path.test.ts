/**
 * Repeated searches written by the Node server itself (src/node/search-listener.ts) against the app: the same
 * GET /api/v1/search requests, over raw sockets, to a server with the fast path and one without, must get the same
 * status, headers (Date aside, in the same order) and body bytes, and leave the same log lines: first searches and
 * their repeats, validators (search answers carry no ETag, so nothing is a 304), bad parameters, the quota's 429s,
 * and requests the fast path must leave to the app.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_POLICY } from "../../src/http/rate-limit/policy.js";
import { fastPathTwins } from "../support/fast-path-twins.js";

const POLICY = { ...DEFAULT_POLICY, quota: 6 };
const TRUST = "X-Test-Client";
const { same, written } = fastPathTwins(POLICY, TRUST);

let clientNumber = 0;
const newClient = (): string => `10.8.0.${++clientNumber}`;

/** A request as bytes: the request line's target and method, then the given header lines. */
const get = (target: string, lines: readonly string[] = [], method = "GET"): string => {
  const has = (pattern: RegExp) => lines.some((line) => pattern.test(line));
  const head = [
    `${method} ${target} HTTP/1.1`,
    ...(has(/^host:/i) ? [] : ["Host: localhost:8787"]),
    ...(has(new RegExp(`^${TRUST}:`, "i")) ? [] : [`${TRUST}: ${newClient()}`]),
    "User-Agent: probe/2.1",
    ...lines,
    "Connection: close",
  ];
  return `${head.join("\r\n")}\r\n\r\n`;
};

const QUERIES = [
  "/api/v1/search?q=design+systems",
  "/api/v1/search?q=design%20systems&limit=3",
  "/api/v1/search?q=keynote&type=talk",
  "/api/v1/search?limit=2&q=where+did+he+study",
  "/api/v1/search?q=zzqx+nothing+here",
  "/api/v1/search?q=caf%C3%A9&",
];

describe("the Node server's written search answers and the app's", () => {
  it("are the same for a first search and its repeats, with or without validators", async () => {
    const before = written();
    for (const target of QUERIES) {
      for (const lines of [
        [],
        ['If-None-Match: "x"'],
        ["If-None-Match: *"],
        ['If-Match: "x"'],
        ["Accept-Encoding: gzip"],
        ["Host: other.example"],
      ]) {
        expect((await same(get(target, lines))).status).toBe(200);
      }
    }
    expect(written() - before, "repeats the fast path wrote").toBeGreaterThanOrEqual(QUERIES.length * 5);
  }, 60_000);

  it("are the same when the quota refuses a repeat", async () => {
    const client = `${TRUST}: ${newClient()}`;
    const before = written();
    const statuses: number[] = [];
    for (let i = 0; i < POLICY.quota + 2; i++) statuses.push((await same(get(QUERIES[0] as string, [client]))).status);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(written() - before, "answers and refusals the fast path wrote").toBe(POLICY.quota + 2);
  });

  it("are the same for bad parameters, asked again and again", async () => {
    const before = written();
    const bad = [
      "/api/v1/search?q=a",
      "/api/v1/search?q=design&limit=0",
      "/api/v1/search?q=design&type=nope",
      "/api/v1/search?q=design&q=systems",
      "/api/v1/search?",
      "/api/v1/search?limit=3",
    ];
    for (const target of bad) for (let i = 0; i < 2; i++) expect((await same(get(target))).status).toBe(400);
    expect(written() - before, "bad parameters are the app's to refuse").toBe(0);
  });

  it("are the same for repeats the fast path leaves to the app", async () => {
    const target = QUERIES[0] as string;
    await same(get(target));
    const before = written();
    const cases: [string, string[], string?][] = [
      [target, [], "HEAD"],
      [target, ["Host: LOCALHOST:8787"]],
      [target, ["Host: [::1]:8787"]],
      [target, ["Content-Length: 0"]],
      ["/api/v1/search/?q=design+systems", []],
      ["/api/v1/searc%68?q=design+systems", []],
      ["/api/v1/search?q=design+systems#frag", []],
      ["/api/v1/search?q='design'+systems", []],
      ["/api/v1/search?q=design+systems", [], "POST"],
    ];
    for (const [path, lines, method] of cases) await same(get(path, lines, method));
    expect(written() - before, "requests the fast path should have left to the app").toBe(0);
  });
});
