import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze } from "../analysis/analyze.js";
import { bestSentence, closestSentence, SNIPPET_MAX, sentences, truncate } from "./snippet.js";

const codePoints = (s: string): number => [...s].length;

describe("sentences", () => {
  it("splits passages into sentences and never joins two passages", () => {
    expect(sentences(["One here. Two there.", "Three"])).toEqual(["One here.", "Two there.", "Three"]);
  });

  it("keeps a passage with no inner sentence end whole, without the segmenter", () => {
    expect(sentences(["  Keynote at AI Product Conf, San Francisco, 2022.  ", "v2.1 (beta)"])).toEqual([
      "Keynote at AI Product Conf, San Francisco, 2022.",
      "v2.1 (beta)",
    ]);
  });

  it("gives what Intl.Segmenter gives, with or without the shortcut", () => {
    const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });
    const reference = (text: string): string[] =>
      [...segmenter.segment(text)].map((s) => s.segment.trim()).filter(Boolean);
    const ascii = fc.string({ unit: fc.constantFrom(..."ab A.!?'\")(][{}9:;-\t ,\n".split("")), maxLength: 40 });
    fc.assert(
      fc.property(ascii, (text) => {
        fc.pre(!/\b(?:dr|mr|mrs|ms|prof|st|jr|sr|vs|mt|ft|no)\./i.test(text));
        expect(sentences([text])).toEqual(reference(text));
      }),
      { numRuns: 500 },
    );
  });

  it("segments text in other scripts", () => {
    expect(sentences(["Élan. Über alles!"])).toEqual(["Élan.", "Über alles!"]);
  });

  it("does not end a sentence after a title abbreviation", () => {
    expect(sentences(["Dr. Lena Ortiz said so. Then more."])).toEqual(["Dr. Lena Ortiz said so.", "Then more."]);
  });
});

describe("truncate", () => {
  it("leaves short text alone", () => {
    expect(truncate("short text", 20)).toBe("short text");
  });

  it("cuts on a word boundary and adds an ellipsis", () => {
    expect(truncate("alpha beta gamma delta", 13)).toBe("alpha beta…");
  });

  it("keeps a word that ends exactly at the limit", () => {
    expect(truncate("alpha beta gamma", 11)).toBe("alpha beta…");
  });

  it("never exceeds the limit in code points, even for astral characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), fc.integer({ min: 2, max: 320 }), (text, max) => {
        const out = truncate(text, max);
        expect(codePoints(out)).toBeLessThanOrEqual(Math.max(max, codePoints(text) <= max ? codePoints(text) : 0));
        if (codePoints(text) > max) expect(out.endsWith("…")).toBe(true);
      }),
    );
  });
});

describe("bestSentence", () => {
  /** Rates each sentence by how many of the query's words it holds. */
  const byWords = (texts: string[], query: string) => {
    const wanted = new Set(analyze(query).words.map((w) => w.term));
    return (i: number): number => analyze(texts[i] ?? "").words.filter((w) => wanted.has(w.term)).length;
  };
  const best = (texts: string[], query: string): string => bestSentence(texts, byWords(texts, query));

  it("picks the sentence rated highest", () => {
    expect(best(["Kyle leads product at Org D.", "He built design systems at Org A."], "design systems")).toBe(
      "He built design systems at Org A.",
    );
  });

  it("lets the first sentence win a tie", () => {
    expect(best(["Design here.", "Design there."], "design")).toBe("Design here.");
  });

  it("falls back to the first sentence that says something when nothing matched", () => {
    expect(best(["Yes.", "He founded a studio in Austin."], "zzz")).toBe("He founded a studio in Austin.");
  });

  it("is bounded in length", () => {
    expect(codePoints(best([`${"word ".repeat(200)}end.`], "word"))).toBeLessThanOrEqual(SNIPPET_MAX);
  });

  it("gives an empty snippet for a record without sentences", () => {
    expect(bestSentence([], () => 1)).toBe("");
  });
});

describe("closestSentence", () => {
  it("picks the sentence holding the question's rare word over one holding more of its common words", () => {
    const texts = ["He led design work on many design teams.", "He started the accessibility program."];
    // Terms 0 and 1 (common) in the first sentence, term 2 (rare) in the second.
    const where: Record<number, number> = { 0: 0, 1: 0, 2: 1 };
    const matched = [
      { id: 0, snippetWeight: 1, rarity: 0.2 },
      { id: 1, snippetWeight: 1, rarity: 0.2 },
      { id: 2, snippetWeight: 1, rarity: 2.5 },
    ];
    expect(closestSentence(texts, matched, (i, id) => where[id] === i)).toBe(texts[1]);
  });
});
