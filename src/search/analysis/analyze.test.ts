import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  analyze,
  asciiTokens,
  bigrams,
  fold,
  isCjk,
  MAX_WORD_LENGTH,
  pairs,
  scan,
  termOf,
  unicodeTokens,
} from "./analyze.js";

describe("fold", () => {
  it("folds case, accents, ligatures and curly apostrophes", () => {
    expect(fold("Café ﬁnal Kyle’s ÉCOLE")).toBe("cafe final kyle's ecole");
  });

  it("spells the Latin letters NFKD leaves whole as ids do", () => {
    expect(fold("Đoàn Łódź Øre Straße Æsir")).toBe("doan lodz ore strasse aesir");
  });
});

describe("analyze", () => {
  it("stems words and marks stop words", () => {
    const { words } = analyze("The designers were hiring");
    expect(words.map((w) => [w.term, w.stop])).toEqual([
      ["the", true],
      ["designer", false],
      ["were", true],
      ["hire", false],
    ]);
  });

  it("keeps decimals and thousands together and drops the separator from thousands", () => {
    expect(analyze("WCAG 2.1 AA for 1,200 teams").words.map((w) => w.term)).toEqual([
      "wcag",
      "2.1",
      "aa",
      "for",
      "1200",
      "team",
    ]);
  });

  it("splits hyphenated compounds and also gives the joined form", () => {
    const { words, compounds } = analyze("co-founded a check-in app");
    expect(words.map((w) => w.text)).toEqual(["co", "founded", "a", "check", "in", "app"]);
    expect(compounds).toEqual(["cofound", "checkin"]);
  });

  it("marks a phrase break after sentence punctuation", () => {
    expect(analyze("at Org B. Many").words.map((w) => w.breakBefore)).toEqual([false, false, false, true]);
  });

  it("drops runs of letters too long to be words", () => {
    expect(analyze(`${"x".repeat(MAX_WORD_LENGTH + 1)} design`).words.map((w) => w.term)).toEqual(["design"]);
  });

  it("finds no words in punctuation, emoji or lone surrogates", () => {
    expect(analyze(`"*" -() 🎉 \uD800 \uDFFF ‮`).words).toEqual([]);
  });
});

describe("CJK text", () => {
  const terms = (text: string): string[] => analyze(text).words.map((w) => w.term);

  it("makes a run of Han characters overlapping bigrams, so a query inside the run finds it", () => {
    expect(terms("我的中文演讲")).toEqual(["我的", "的中", "中文", "文演", "演讲"]);
    for (const term of terms("中文演讲")) expect(terms("我的中文演讲")).toContain(term);
  });

  it("keeps a lone CJK character a unigram, and never splits a character outside the BMP", () => {
    expect(terms("中")).toEqual(["中"]);
    expect(terms("A 中 b")).toEqual(["a", "中", "b"]);
    expect(bigrams("\u{20000}\u{20001}\u{20002}")).toEqual(["\u{20000}\u{20001}", "\u{20001}\u{20002}"]);
  });

  it("splits mixed Latin and CJK text at the script boundary and analyses the Latin words as before", () => {
    expect(terms("我用React写的 designing teams")).toEqual(["我用", "react", "写的", ...terms("designing teams")]);
    expect(terms("designing teams")).toEqual(["design", "team"]);
    expect(terms("中文-api, 1,200 teams")).toEqual(["中文", "api", "1200", "team"]);
  });

  it("makes Hangul syllables bigrams, not the jamo NFKD splits them into, so a word finds it with a particle", () => {
    expect(terms("한국어를 배웁니다")).toEqual(["한국", "국어", "어를", "배웁", "웁니", "니다"]);
    expect(terms("한국어")).toEqual(["한국", "국어"]);
  });

  it("runs Japanese scripts together, keeps kana voicing and folds half-width forms", () => {
    expect(terms("東京タワー")).toEqual(["東京", "京タ", "タワ", "ワー"]);
    expect(fold("ｶﾞｽ がき")).toBe("ガス がき");
    expect(terms("がき")).not.toEqual(terms("かき"));
  });

  it("pairs a run's bigrams as a phrase and breaks the phrase at an ideographic full stop", () => {
    expect(pairs(analyze("中文演讲。下一").words)).toEqual([
      ["中文", "文演"],
      ["文演", "演讲"],
    ]);
  });

  it("neither stems nor stops a CJK term, and tells CJK words from others", () => {
    expect(termOf("中文")).toEqual({ term: "中文", stop: false });
    expect(["中文", "한국", "タワ", "が"].every(isCjk)).toBe(true);
    expect(["design", "café", "\u0e44\u0e17\u0e22", "ελληνικά"].some(isCjk)).toBe(false);
  });
});

describe("pairs", () => {
  it("pairs neighbours, keeps a stop word beside a word, never two stop words, never across a break", () => {
    const { words } = analyze("built at Org A. Then in the design systems");
    expect(pairs(words)).toEqual([
      ["build", "at"],
      ["at", "org"],
      ["org", "a"],
      ["the", "design"],
      ["design", "system"],
    ]);
  });
});

describe("scan", () => {
  it("reads ASCII and other text alike", () => {
    const seen = (text: string): string[] => {
      const out: string[] = [];
      scan(text, (word, breakBefore) => out.push(`${word}${breakBefore ? "|" : ""}`));
      return out;
    };
    expect(seen("Design 2.1, co-op. Next")).toEqual(["design", "2.1", "co", "op", "next|"]);
    expect(seen("Désign 2.1, co-op. Next")).toEqual(["design", "2.1", "co", "op", "next|"]);
  });
});

describe("asciiTokens", () => {
  it("finds exactly the tokens the Unicode expression finds in lower-case ASCII", () => {
    const collect = (tokenize: typeof asciiTokens, text: string) => {
      const out: [string, number][] = [];
      tokenize(text, (token, start) => out.push([token, start]));
      return out;
    };
    const ascii = fc.string({ unit: fc.constantFrom(..."ab9 '-.,;\n\"()".split("")), maxLength: 60 });
    fc.assert(
      fc.property(ascii, (text) => {
        expect(collect(asciiTokens, text)).toEqual(collect(unicodeTokens, text));
      }),
      { numRuns: 500 },
    );
  });
});

describe("termOf", () => {
  it.each([
    ["build", "built", "building"],
    ["teach", "taught", "teaching"],
    ["write", "wrote", "written", "writing"],
    ["run", "ran", "running"],
    ["lead", "led", "leading"],
    ["child", "children"],
  ])("gives %s and its irregular forms one term", (...forms) => {
    expect(new Set(forms.map((f) => termOf(f).term)).size).toBe(1);
  });

  it("keeps a form that is a verb of its own apart from the verb it looks like", () => {
    expect(termOf("found").term).not.toBe(termOf("find").term);
  });

  it("takes the contraction of a stop word for a stop word, and a name's possessive for the name", () => {
    for (const word of ["it's", "he's", "he'd", "they're", "we've", "i'm", "don't", "didn't", "can't", "won't"]) {
      expect(termOf(word).stop).toBe(true);
    }
    expect(termOf("kyle's")).toEqual({ term: "kyle", stop: false });
  });

  it("takes a negated auxiliary typed without its apostrophe for a stop word, and nothing else ending in nt", () => {
    for (const word of ["doesnt", "isnt", "didnt", "dont", "cant", "wont", "wasnt", "havent", "wouldnt"]) {
      expect(termOf(word).stop, word).toBe(true);
    }
    for (const word of ["ant", "want", "hint", "student", "event"]) expect(termOf(word).stop, word).toBe(false);
  });

  it("does not read object-prototype names as irregular forms", () => {
    expect(termOf("constructor").term).toBe("constructor");
  });
});
