import { describe, expect, it } from "vitest";
import { openBidiControl } from "./open-bidi.js";

describe("openBidiControl", () => {
  it.each([
    ["Kyle Ledbetter", undefined],
    ["\u202Ereversed\u202C and back", undefined],
    ["\u2067שלום\u2069 Org B", undefined],
    ["marks only: \u200Fשלום\u200E", undefined],
    ["stray closers: \u202C\u2069", undefined],
    ["name\u202E", 0x202e],
    ["\u202Bnested \u202Dtwo\u202C", 0x202b],
    ["\u2066isolate \u202Eclosed by its PDI\u2069", undefined],
    ["\u202Aembedding not closed by a PDI\u2069", 0x202a],
  ])("%j → %s", (text, open) => {
    expect(openBidiControl(text)).toBe(open);
  });
});
