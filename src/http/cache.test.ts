import { describe, expect, it } from "vitest";
import { DAY_CACHE, matchesIfMatch, matchesIfNoneMatch, prepare, prepareJson, strongEtag } from "./cache.js";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("strongEtag", () => {
  it("is a quoted, strong tag that depends only on the bytes and their kind", async () => {
    const tag = await strongEtag(bytes("hello"));
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(await strongEtag(bytes("hello"))).toBe(tag);
    expect(await strongEtag(bytes("hello!"))).not.toBe(tag);
    expect(await strongEtag(bytes("hello"), "text/markdown")).not.toBe(tag);
  });
});

/**
 * One header against the current tag `"abc"`, as both conditions read it: If-Match compares strongly (a weak tag
 * never matches), If-None-Match weakly.
 */
describe("matchesIfMatch and matchesIfNoneMatch", () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true, true],
    [' "abc" ', true, true],
    ['"x", "abc"', true, true],
    ['"abc","x"', true, true],
    ['W/"abc"', false, true],
    ["*", true, true],
    [" * ", true, true],
    ['"abd"', false, false],
    ['"ab"', false, false],
    ['W/"x"', false, false],
    ["abc", false, false],
    ["", false, false],
  ])("%j → If-Match %s, If-None-Match %s", (header, ifMatch, ifNoneMatch) => {
    expect(matchesIfMatch(header, etag)).toBe(ifMatch);
    expect(matchesIfNoneMatch(header, etag)).toBe(ifNoneMatch);
  });

  it("reads an absent If-None-Match as no match", () => {
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
});

describe("prepare", () => {
  it("holds the bytes, their ETag and day-long public caching, base headers included", async () => {
    const prepared = await prepareJson({ a: "é" }, { Link: "<x>" });
    expect(new TextDecoder().decode(prepared.body)).toBe('{"a":"é"}');
    expect(prepared.etag).toBe(await strongEtag(bytes('{"a":"é"}'), "application/json; charset=utf-8"));
    expect(prepared.headers).toMatchObject({
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": DAY_CACHE,
      Link: "<x>",
      ETag: prepared.etag,
      "X-Content-Type-Options": "nosniff",
      "Access-Control-Allow-Origin": "*",
    });
  });

  it("caches for at most a day", () => {
    const ages = [...DAY_CACHE.matchAll(/max-age=(\d+)/g)].map((m) => Number(m[1]));
    expect(ages.length).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(86_400);
  });

  it("never lets a caller's header replace the ETag", async () => {
    const prepared = await prepare("x", "text/plain", { ETag: '"forged"' });
    expect(prepared.headers.ETag).toBe(prepared.etag);
  });
});

describe("gzip representation", () => {
  const large = "design systems ".repeat(200);

  it("is prepared for bodies worth compressing, with its own validator and Vary", async () => {
    const prepared = await prepare(large, "text/plain; charset=utf-8", { Vary: "Accept" });
    expect(prepared.gzip).toBeDefined();
    const gzip = prepared.gzip as NonNullable<typeof prepared.gzip>;
    expect(gzip.body.length).toBeLessThan(prepared.body.length / 4);
    expect(gzip.etag).not.toBe(prepared.etag);
    expect(gzip.headers).toMatchObject({
      "Content-Encoding": "gzip",
      ETag: gzip.etag,
      Vary: "Accept, Accept-Encoding",
    });
    expect(prepared.headers.Vary).toBe("Accept, Accept-Encoding");
    const unzipped = await new Response(
      new Blob([gzip.body]).stream().pipeThrough(new DecompressionStream("gzip")),
    ).text();
    expect(unzipped).toBe(large);
  });

  it("is skipped for small bodies, which then do not vary by coding", async () => {
    const prepared = await prepare("small", "text/plain; charset=utf-8");
    expect(prepared.gzip).toBeUndefined();
    expect(prepared.headers.Vary).toBeUndefined();
  });
});
