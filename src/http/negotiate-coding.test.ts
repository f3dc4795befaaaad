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
    // The client's preference between gzip and no coding (RFC 9110 §12.5.3): a tie goes to gzip.
    ["gzip;q=0.5, identity", false],
    ["identity;q=1, gzip;q=0.9", false],
    ["gzip;q=0.5, *", false],
    ["gzip, identity", true],
    ["gzip;q=0.5, identity;q=0.5", true],
    ["gzip, identity;q=0", true],
    ["identity;q=0", false],
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
