import { describe, expect, it } from "vitest";
import { pack, unpack } from "./pack.js";

describe("pack", () => {
  it("gives back plain data with every kind of typed array, element for element", () => {
    const data = {
      text: "naïve — ünïcode",
      numbers: [0, -1, 0.1 + 0.2, 1e-300, Number.MAX_SAFE_INTEGER],
      nested: [{ flag: true, none: null }, []],
      bytes: Uint8Array.from([0, 255, 7]),
      shorts: Uint16Array.from([65535, 1, 2]),
      ids: Uint32Array.from([4294967295, 0, 3, 9]),
      signed: Int32Array.from([-1, 2147483647, -2147483648]),
      floats: Float64Array.from([Math.PI, -0.5, 1 / 3]),
      empty: new Uint32Array(0),
    };
    expect(unpack(pack(data))).toEqual(data);
  });

  it("writes its JSON as ASCII, every other character escaped, and reads each back", () => {
    const text = "é – “quoted” 😀 \ud800 end";
    const packed = pack({ text });
    expect(packed.every((byte) => byte < 0x80)).toBe(true);
    expect(unpack(packed)).toEqual({ text });
  });

  it("reads its bytes wherever they lie in a larger buffer", () => {
    const packed = pack({ floats: Float64Array.from([1.5, 2.5]), odd: Uint8Array.from([1, 2, 3]) });
    const shifted = new Uint8Array(packed.byteLength + 3);
    shifted.set(packed, 3);
    expect(unpack(shifted.subarray(3))).toEqual({
      floats: Float64Array.from([1.5, 2.5]),
      odd: Uint8Array.from([1, 2, 3]),
    });
  });

  it("puts a typed array back in an array, in an object, or as the whole", () => {
    const data = { rows: [Uint32Array.from([1]), { inner: [Float64Array.from([2])] }], "a.b": Uint8Array.from([3]) };
    expect(unpack(pack(data))).toEqual(data);
    expect(unpack(pack(Int32Array.from([-5])))).toEqual(Int32Array.from([-5]));
  });

  it("gives a typed array only the part of its buffer it views", () => {
    const whole = Uint32Array.from([1, 2, 3, 4]);
    expect(unpack(pack({ part: whole.subarray(1, 3) }))).toEqual({ part: Uint32Array.from([2, 3]) });
  });

  it("refuses what would not come back as it went in", () => {
    expect(() => pack({ table: new Map([["a", 1]]) })).toThrow(/Map is not plain data/);
    expect(() => pack({ keys: new Set(["a"]) })).toThrow(/Set is not plain data/);
    expect(() => pack({ lookup: () => 1 })).toThrow(/function is not plain data/);
    expect(() => pack({ wide: new BigInt64Array(1) })).toThrow(/not one of the typed arrays/);
    expect(() => pack({ class: new (class Point {})() })).toThrow(/Point is not plain data/);
    expect(() => pack({ big: Number.POSITIVE_INFINITY })).toThrow(/no JSON form/);
  });
});
