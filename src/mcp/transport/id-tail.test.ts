import { describe, expect, it } from "vitest";
import { idTail } from "./direct.js";

const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

describe("idTail", () => {
  it("ends a kept answer with the id as JSON, the same bytes for an id seen before", () => {
    expect(text(idTail(7))).toBe("7}");
    expect(idTail(7)).toBe(idTail(7));
    expect(text(idTail('q " \\ ✓'))).toBe(`${JSON.stringify('q " \\ ✓')}}`);
    expect(idTail("7")).not.toBe(idTail(7));
  });

  it("encodes a long string id each time rather than keep it", () => {
    const long = "x".repeat(100);
    expect(text(idTail(long))).toBe(`"${long}"}`);
    expect(idTail(long)).not.toBe(idTail(long));
  });
});
