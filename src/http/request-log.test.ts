import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoTime } from "./request-log.js";

describe("isoTime", () => {
  it("writes what toISOString writes, for any time, one after another within a second or not", () => {
    const at = fc.oneof(
      fc.integer({ min: 0, max: 253_402_300_799_999 }),
      fc.integer({ min: 1_764_000_000_000, max: 1_764_000_003_000 }),
      fc.constantFrom(
        0,
        999,
        1000,
        1_764_000_000_999,
        253_402_300_799_999,
        253_402_300_800_000,
        -1,
        1.5,
        -62_198_755_200_001,
      ),
    );
    fc.assert(
      fc.property(fc.array(at, { minLength: 1, maxLength: 20 }), (times) => {
        for (const time of times) expect(isoTime(time)).toBe(new Date(time).toISOString());
      }),
      { numRuns: 2_000 },
    );
  });
});
