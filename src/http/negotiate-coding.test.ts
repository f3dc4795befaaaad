import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./negotiate.js";

describe("acceptsGzip", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["identity", false],
    ["gzip", true],
    ["GZip", true],
    ["x-gzip", true],
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["gzip;q=0", false],
    ["gzip;q=0.000", false],
    ["*", true],
    ["*;q=0", false],
    ["gzip;q=0, *", false],
    ["deflate, *;q=0.1", true],
    ["gzip;q=abc", false],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe("acceptsGzip, remembering answers", () => {
  it("answers each header the same the second time, also after more distinct headers than it keeps", () => {
    const headers = Array.from({ length: 600 }, (_, i) => (i % 2 ? `gzip;q=0.${i}` : `gzip;q=0, br;v=${i}`));
    const first = headers.map(acceptsGzip);
    expect(headers.map(acceptsGzip)).toEqual(first);
    expect(first.filter(Boolean)).toHaveLength(300);
  });
});
