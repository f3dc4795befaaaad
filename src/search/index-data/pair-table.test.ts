import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pairTable, pairTableFrom } from "./pair-table.js";

describe("pairTable", () => {
  it("gives each new pair the next id and a known pair its id, order mattering", () => {
    const table = pairTable();
    let next = 100;
    const take = () => next++;
    expect(table.intern(1, 2, take)).toBe(100);
    expect(table.intern(2, 1, take)).toBe(101);
    expect(table.intern(1, 2, take)).toBe(100);
    expect(table.get(2, 1)).toBe(101);
    expect(table.get(3, 3)).toBeUndefined();
    expect(table.size).toBe(2);
  });

  it("agrees with a Map through many growths", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(5000), fc.nat(5000)), { maxLength: 3000 }), (pairs) => {
        const table = pairTable(16);
        const reference = new Map<string, number>();
        for (const [a, b] of pairs) {
          const id = table.intern(a, b, () => reference.size);
          if (!reference.has(`${a},${b}`)) reference.set(`${a},${b}`, id);
          expect(id).toBe(reference.get(`${a},${b}`));
        }
        expect(table.size).toBe(reference.size);
        for (const [key, id] of reference) {
          const [a = 0, b = 0] = key.split(",").map(Number);
          expect(table.get(a, b)).toBe(id);
        }
      }),
      { numRuns: 30 },
    );
  });

  it("loaded from another table's slots, answers as it does and grows on", () => {
    const table = pairTable(16);
    let next = 0;
    for (let a = 0; a < 40; a++) table.intern(a, a + 1, () => next++);
    const { firsts, seconds, values, size } = table.slots;
    const loaded = pairTableFrom({ firsts: firsts.slice(), seconds: seconds.slice(), values: values.slice(), size });
    expect(loaded.size).toBe(40);
    for (let a = 0; a < 40; a++) expect(loaded.get(a, a + 1)).toBe(table.get(a, a + 1));
    expect(loaded.get(1, 0)).toBeUndefined();
    for (let a = 40; a < 100; a++) loaded.intern(a, a + 1, () => next++);
    expect(loaded.get(99, 100)).toBe(99);
    expect(loaded.get(0, 1)).toBe(0);
  });
});
