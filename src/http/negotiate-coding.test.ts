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
