import { describe, expect, it } from "vitest";
import { encodeIco } from "./ico.js";

describe("encodeIco", () => {
  it("writes the header, one directory entry per image and the images after them", () => {
    const a = new Uint8Array([1, 2, 3]);
    const b = new Uint8Array(5).fill(9);
    const ico = encodeIco([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 2]);
    expect(view.getUint8(6)).toBe(16);
    expect(view.getUint8(22)).toBe(0); // 256 is written as 0
    expect(view.getUint32(6 + 8, true)).toBe(3);
    expect(view.getUint32(6 + 12, true)).toBe(6 + 32);
    expect([...ico.subarray(38, 41)]).toEqual([1, 2, 3]);
    expect([...ico.subarray(41)]).toEqual([9, 9, 9, 9, 9]);
  });
});
