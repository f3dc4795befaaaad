import { describe, expect, it } from "vitest";
import { prepare } from "./cache.js";
import { preconditionFailed } from "./precondition.js";
import { createTable, type LookupRequest } from "./table.js";

const FAILED = preconditionFailed((code) => `https://example.com/errors#${code}`);

const filled = async () => {
  const table = createTable(FAILED);
  const html = await prepare("<p>page</p>", "text/html");
  const twin = await prepare("# page", "text/markdown");
  const big = await prepare("x".repeat(4096), "text/plain");
  table.add({ path: "/page", representations: [html, twin], choose: (accept) => (accept === "text/markdown" ? 1 : 0) });
  table.add({ path: "/big", representations: [big] });
  return { table, html, twin, big };
};

describe("the response table", () => {
  it("answers GET of a path it holds with the representation Accept chooses", async () => {
    const { table, html, twin } = await filled();
    expect(table.lookup({ method: "GET", path: "/page" })).toEqual({
      status: 200,
      body: html.body,
      headers: html.headers,
    });
    expect(table.lookup({ method: "GET", path: "/page", accept: "text/markdown" })?.headers).toBe(twin.headers);
  });

  it("misses other paths and methods", async () => {
    const { table } = await filled();
    expect(table.lookup({ method: "GET", path: "/nothing" })).toBeUndefined();
    expect(table.lookup({ method: "POST", path: "/page" })).toBeUndefined();
    expect(table.lookup({ method: "OPTIONS", path: "/page" })).toBeUndefined();
  });

  it("answers HEAD with the GET headers, the length of the body it would send, and no body", async () => {
    const { table, html, big } = await filled();
    expect(table.lookup({ method: "HEAD", path: "/page" })).toEqual({
      status: 200,
      body: null,
      headers: { ...html.headers, "Content-Length": String(html.body.byteLength) },
    });
    const gzip = table.lookup({ method: "HEAD", path: "/big", acceptEncoding: "gzip" });
    expect(gzip?.headers["Content-Length"]).toBe(String(big.gzip?.body.byteLength));
  });

  it("answers If-Match with no current strong ETag 412, before If-None-Match, HEAD with the length and no body", async () => {
    const { table, html, big } = await filled();
    const lookup = (ifMatch: string, extra: Partial<LookupRequest> = {}) =>
      table.lookup({ method: "GET", path: "/page", ifMatch, ...extra });
    const failed = lookup('"nope"');
    expect(failed).toBe(FAILED.get);
    expect(lookup(`W/${html.etag}`)).toBe(FAILED.get);
    expect(lookup('"nope"', { ifNoneMatch: html.etag })).toBe(FAILED.get);
    expect(lookup('"nope"', { method: "HEAD" })).toBe(FAILED.head);
    expect(lookup(html.etag)?.status).toBe(200);
    expect(lookup(`"x", ${html.etag}`)?.status).toBe(200);
    expect(lookup("*")?.status).toBe(200);
    expect(lookup(html.etag, { ifNoneMatch: html.etag })?.status).toBe(304);
    // The tag of the representation chosen: the gzip twin's when gzip is taken.
    const gzipTag = big.gzip?.etag ?? "";
    expect(table.lookup({ method: "GET", path: "/big", acceptEncoding: "gzip", ifMatch: gzipTag })?.status).toBe(200);
    expect(table.lookup({ method: "GET", path: "/big", ifMatch: gzipTag })).toBe(FAILED.get);
  });

  it("serves the gzip twin to clients that take gzip, with its own ETag", async () => {
    const { table, big } = await filled();
    const hit = table.lookup({ method: "GET", path: "/big", acceptEncoding: "br, gzip" });
    expect(hit?.headers["Content-Encoding"]).toBe("gzip");
    expect(hit?.headers.ETag).toBe(big.gzip?.etag);
    expect(table.lookup({ method: "GET", path: "/big" })?.headers.ETag).toBe(big.etag);
  });

  it("answers 304 without body, type or coding when If-None-Match holds the chosen ETag", async () => {
    const { table, big } = await filled();
    const hit = table.lookup({ method: "GET", path: "/big", acceptEncoding: "gzip", ifNoneMatch: big.gzip?.etag });
    expect(hit?.status).toBe(304);
    expect(hit?.body).toBeNull();
    expect(hit?.headers).not.toHaveProperty("Content-Type");
    expect(hit?.headers).not.toHaveProperty("Content-Encoding");
    expect(table.lookup({ method: "GET", path: "/big", ifNoneMatch: big.gzip?.etag })?.status).toBe(200);
  });

  it("enumerates every entry and refuses a path twice", async () => {
    const { table, big } = await filled();
    expect(table.entries().map((e) => e.path)).toEqual(["/page", "/big"]);
    expect(() => table.add({ path: "/big", representations: [big] })).toThrow("/big");
  });
});
