import { describe, expect, it } from "vitest";
import { expand, TermKind, vocabularyBuilder } from "./vocabulary.js";

const build = (...texts: string[]) => {
  const builder = vocabularyBuilder();
  const ids = texts.map((text) => {
    const out: number[] = [];
    builder.addText(text, out);
    return out;
  });
  return { ids, facet: builder.facetId("#kind:podcast"), vocabulary: builder.done() };
};

describe("vocabularyBuilder", () => {
  it("gives words, compounds and pairs ids, and indexes no stop word on its own", () => {
    const { ids, vocabulary } = build("The check-in app");
    const [terms = []] = ids;
    const word = (t: string) => vocabulary.id(t);
    const expected = [
      word("check"),
      word("app"),
      word("checkin"),
      vocabulary.pair("the", "check"),
      vocabulary.pair("check", "in"),
      vocabulary.pair("in", "app"),
    ];
    expect([...terms].sort()).toEqual([...expected].sort());
    expect(terms).not.toContain(word("the"));
    expect(vocabulary.kind(word("the") ?? -1)).toBe(TermKind.stop);
    expect(vocabulary.kind(vocabulary.pair("check", "in") ?? -1)).toBe(TermKind.pair);
  });

  it("gives a repeated word or pair the same id across texts", () => {
    const { ids } = build("design systems", "Design System!");
    expect(ids[0]).toEqual(ids[1]);
  });

  it("keeps facets apart from words and out of prefix lookups", () => {
    const { facet, vocabulary } = build("podcast");
    expect(vocabulary.kind(facet)).toBe(TermKind.facet);
    expect(vocabulary.id("#kind:podcast")).toBe(facet);
    expect([...vocabulary.words.keys()]).toEqual(["podcast"]);
  });
});

describe("expand", () => {
  const { vocabulary } = build("design designer desk accessibility");
  const weights = (term: string, prefix: boolean, fuzzy: number) =>
    Object.fromEntries(
      expand(vocabulary, term, { prefix, fuzzy }).map((e) => [
        [...vocabulary.words].find(([, id]) => id === e.id)?.[0],
        e.weight,
      ]),
    );

  it("finds the word itself at full weight", () => {
    expect(weights("design", false, 0)).toEqual({ design: 1 });
  });

  it("adds longer words by prefix at a lower weight", () => {
    const found = weights("design", true, 0);
    expect(found.design).toBe(1);
    expect(found.designer).toBeGreaterThan(0);
    expect(found.designer).toBeLessThan(0.5);
  });

  it("adds words within the allowed edits", () => {
    expect(Object.keys(weights("desgn", false, 1))).toEqual(["design"]);
    expect(weights("accessibl", false, 2)).toEqual({ accessibl: 1 });
    expect(Object.keys(weights("acessibl", false, 1))).toEqual(["accessibl"]);
  });

  it("takes two letters swapped as one edit, as a person makes it", () => {
    expect(weights("desgin", false, 1)).toEqual(weights("desgn", false, 1));
    expect(Object.keys(weights("desgin", false, 0))).toEqual([]);
  });

  it("looks for typos only of words the site does not use", () => {
    expect(Object.keys(weights("desk", false, 2))).toEqual(["desk"]);
  });

  it("finds nothing for an unknown word without prefix or typo lookups", () => {
    expect(expand(vocabulary, "zzz", { prefix: false, fuzzy: 0 })).toEqual([]);
  });
});
