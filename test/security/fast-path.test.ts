/**
 * The Node fast path against the app: every response-table entry, each representation (by Accept), identity
 * and gzip, GET and HEAD, 200, 304 and 412, sent over raw sockets to two servers, one handing everything to the
 * app and one answering table hits itself, over an app restored from a start snapshot of the first (as a server
 * started from the build runs). Status, headers (Date aside) and body bytes must be the same; so must a few
 * requests the fast path has to leave to the app.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, TABLE_CHOOSERS } from "../../src/app.js";
import type { ResponseTable } from "../../src/http/table.js";
import { decodeSnapshot, encodeSnapshot } from "../../src/http/table-snapshot.js";
import { createNodeServer } from "../../src/node/http-server.js";
import { buildSearchIndex } from "../../src/search/index.js";
import { encodeSearchIndex } from "../../src/search/index-data/index-data.js";
import { testSite } from "../support/app.js";
import { NEAR_WORDS } from "../support/near-words.js";
import { type RawResponse, rawRequest } from "../support/raw-http.js";
import { unlimitedStore } from "../support/stores.js";

let table: ResponseTable;
let fastPort: number;
let appPort: number;
const servers: ReturnType<typeof createNodeServer>[] = [];

const listen = async (server: ReturnType<typeof createNodeServer>): Promise<number> => {
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  const site = await testSite();
  const built = await buildApp({ site, store: unlimitedStore(), clientAddress: () => "192.0.2.1" });
  const snapshot = decodeSnapshot(
    encodeSnapshot(
      { key: "", site, contents: built.contents, searchIndex: encodeSearchIndex(buildSearchIndex(site, NEAR_WORDS)) },
      TABLE_CHOOSERS,
    ),
    TABLE_CHOOSERS,
  );
  const restored = await buildApp({
    site: snapshot.site,
    prebuilt: snapshot.contents,
    searchIndex: snapshot.searchIndex,
    store: unlimitedStore(),
    clientAddress: () => "192.0.2.1",
  });
  table = restored.table;
  const docsUrl = site.urls.errorDoc;
  fastPort = await listen(
    createNodeServer({
      fetch: restored.app.fetch,
      docsUrl: snapshot.site.urls.errorDoc,
      origin: () => snapshot.site.urls.base,
      table: () => restored.table,
    }),
  );
  appPort = await listen(createNodeServer({ fetch: built.app.fetch, docsUrl, origin: () => site.urls.base }));
});
afterAll(() => {
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
});

const send = (port: number, method: string, path: string, headers: Record<string, string>): Promise<RawResponse> =>
  rawRequest(
    port,
    `${[`${method} ${path} HTTP/1.1`, "Host: localhost:8787", ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), "Connection: close"].join("\r\n")}\r\n\r\n`,
  );

/**
 * Headers by lower-case name, the clock aside: Date, and the seconds to the quota window's end in RateLimit
 * (two requests sent together may fall either side of a second).
 */
const comparable = (res: RawResponse) => {
  const { date: _date, ...headers }: Record<string, string> = res.headers;
  if (headers.ratelimit) headers.ratelimit = headers.ratelimit.replace(/;t=\d+/, ";t=(seconds)");
  return { status: res.status, headers, bytes: res.bytes.toString("base64") };
};

const same = async (method: string, path: string, headers: Record<string, string>): Promise<RawResponse> => {
  const [fast, slow] = await Promise.all([send(fastPort, method, path, headers), send(appPort, method, path, headers)]);
  expect(comparable(fast), `${method} ${path} ${JSON.stringify(headers)}`).toEqual(comparable(slow));
  return fast;
};

/** One Accept value per representation of an entry (its own media type), plus none and a browser's. */
const acceptValues = (entry: ReturnType<ResponseTable["entries"]>[number]): string[] => [
  "",
  "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  ...entry.representations.map((r) => (r.headers["Content-Type"] ?? "").split(";")[0] ?? ""),
];

describe("fast path and app give the same bytes", () => {
  it("for every table entry, representation, coding, method and validator", async () => {
    let compared = 0;
    for (const entry of table.entries()) {
      for (const accept of acceptValues(entry)) {
        for (const coding of ["", "gzip", "gzip;q=0, identity"]) {
          const headers: Record<string, string> = {
            ...(accept ? { Accept: accept } : {}),
            ...(coding ? { "Accept-Encoding": coding } : {}),
          };
          for (const method of ["GET", "HEAD"]) {
            const full = await same(method, entry.path, headers);
            expect(full.status, entry.path).toBe(200);
            const etag = full.headers.etag ?? "";
            expect((await same(method, entry.path, { ...headers, "If-None-Match": etag })).status).toBe(304);
            await same(method, `${entry.path}?x=1`, { ...headers, "If-None-Match": `"other", W/${etag}` });
            expect((await same(method, entry.path, { ...headers, "If-Match": `"other", W/${etag}` })).status).toBe(412);
            expect((await same(method, entry.path, { ...headers, "If-Match": etag })).status).toBe(200);
            compared += 5;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1_000);
  }, 120_000);

  it("for requests it must leave to the app", async () => {
    // Same bytes do not say who answered (a fast path that decoded %65 would agree with the app): over an app
    // that answers everything 503, as in the search case below, anything else came from the fast path.
    const appOnly = await listen(
      createNodeServer({
        fetch: () => new Response("app", { status: 503 }),
        docsUrl: () => "",
        origin: () => "http://localhost:8787",
        table: () => table,
      }),
    );
    const profile = "/api/v1/profile";
    for (const [method, path, headers] of [
      ["GET", "/api/v1/profil%65", {}],
      ["GET", `${profile}/`, {}],
      ["GET", "/api/v1/search?q=design", {}],
      ["OPTIONS", profile, { Origin: "https://elsewhere.example" }],
      ["POST", profile, { "Content-Length": "0" }],
      ["GET", "/nope", { Accept: "text/markdown" }],
    ] as const) {
      await same(method, path, headers);
      const answered = await send(appOnly, method, path, headers);
      expect(answered.status, `${method} ${path} was answered by the fast path`).toBe(503);
    }
  });

  it("for framing headers: Transfer-Encoding, Content-Length and both", async () => {
    // Both servers share ResponseTable.lookup, so only headers the lookup never reads can tell them apart: the
    // ones that frame a body. The status, headers, bytes and whether the connection closes must all agree.
    const framings: [headers: string[], body: string][] = [
      ...["chunked", "CHUNKED", "xchunked", "gzip", "identity", "chunked, gzip", "gzip, chunked", "", "chunked;x"].map(
        (coding): [string[], string] => [[`Transfer-Encoding: ${coding}`], "0\r\n\r\n"],
      ),
      [["Transfer-Encoding: gzip", "Transfer-Encoding: chunked"], "0\r\n\r\n"],
      [["Transfer-Encoding: chunked", "Transfer-Encoding: chunked"], "0\r\n\r\n"],
      [["Content-Length: 0"], ""],
      [["Content-Length: 3"], "abc"],
      [["Content-Length: 1", "Content-Length: 2"], "ab"],
      [["Content-Length: -1"], ""],
      [["Transfer-Encoding: chunked", "Content-Length: 5"], "0\r\n\r\n"],
      [["Content-Length: 5", "Transfer-Encoding: chunked"], "0\r\n\r\n"],
      [["Content-Length: 5", "Transfer-Encoding: xchunked"], "0\r\n\r\n"],
      [["Transfer-Encoding: chunked", "X-Folded: a", " b"], "0\r\n\r\n"],
    ];
    const statuses = new Map<string, number>();
    for (const [framing, body] of framings) {
      for (const method of ["GET", "HEAD"]) {
        for (const version of ["HTTP/1.1", "HTTP/1.0"]) {
          const raw = `${[`${method} /api/v1/profile ${version}`, "Host: localhost:8787", ...framing].join("\r\n")}\r\n\r\n${body}`;
          const [fast, slow] = await Promise.all([rawRequest(fastPort, raw), rawRequest(appPort, raw)]);
          const label = JSON.stringify(raw);
          expect({ ...comparable(fast), closed: fast.closed }, label).toEqual({
            ...comparable(slow),
            closed: slow.closed,
          });
          statuses.set(label, fast.status);
        }
      }
    }
    // The guard itself: a Transfer-Encoding that is not chunked alone is 400 on both sides.
    const xchunked = [...statuses].filter(([label]) => label.includes("Transfer-Encoding: xchunked"));
    expect(xchunked.length).toBeGreaterThan(0);
    for (const [label, status] of xchunked) expect(status, label).toBe(400);
  }, 60_000);

  it("answers table hits without the app at all", async () => {
    const port = await listen(
      createNodeServer({
        fetch: () => new Response("app", { status: 503 }),
        docsUrl: () => "",
        origin: () => "http://localhost:8787",
        table: () => table,
      }),
    );
    expect((await send(port, "GET", "/api/v1/profile", {})).status).toBe(200);
    expect((await send(port, "HEAD", "/agent", { Accept: "text/markdown" })).status).toBe(200);
    expect((await send(port, "GET", "/api/v1/search?q=design", {})).status).toBe(503);
  });

  it("leaves an unusual Host to the app's adapter, which refuses what it cannot read", async () => {
    const port = await send(fastPort, "GET", "/api/v1/profile", {});
    expect(port.status).toBe(200);
    const raw = (host: string) =>
      rawRequest(fastPort, `GET /api/v1/profile HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect((await raw("a/b@c")).status).toBe(400);
    expect((await raw("localhost:99999")).status).toBe(400);
  });
});
