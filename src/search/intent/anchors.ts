/**
 * Anchors: the places, organisations and stages of his career a question may name, with the years the records
 * give them, and how a question's text names them (exactly, misspelt by a letter, or as the two ends of a span).
 */
import { escapeRegex } from "../../content/escape-regex.js";
import { fold } from "../analysis/analyze.js";
import { isAdjacentSwap } from "../analysis/swaps.js";
import { DEGREES } from "./degrees.js";
import { adjectivesOf, isAdjective, NOT_A_NOUN } from "./demonyms.js";
import { isLanguageName } from "./language-names.js";
import { GRADUATION_NAMES } from "./stages.js";

/** A span of years, inclusive; either end may be open. */
export interface Span {
  readonly from: number;
  readonly to: number;
}

/** A named place or organisation and the years the records place him there. */
export interface Anchor {
  /** Folded name, e.g. "org b", "seattle". */
  readonly name: string;
  readonly span: Span;
  /** The records of the stages it names, as `<type>:<id>` (a timeline entry and its chapter). */
  readonly records?: readonly string[];
  /**
   * No record writes the name: it is the region or country of a place written otherwise ("the Middle East",
   * "abroad", "the Netherlands" of "Rotterdam"), so a question naming it asks for its stages, not for its words.
   */
  readonly unwritten?: true;
  /** The year his last stay began, when he was there before and away between: "when he moved back to England". */
  readonly back?: number;
  /** His stays there, in order, when he was away between them: `span` covers them all. */
  readonly stays?: readonly Span[];
  /** A place or an organisation, not a title or a stage's other name: "Toulouse", "Org B", not "chief pilot". */
  readonly where?: true;
}

/** Names of his first studies in general ("university", "graduating"), which a degree named beside them makes precise. */
const GENERAL: ReadonlySet<string> = new Set(GRADUATION_NAMES);
const DEGREE_NAMES: ReadonlySet<string> = new Set(DEGREES.flatMap((d) => d.names));

/** Each anchor's name as a whole-word pattern, made once per anchor rather than on every question that names one. */
const patterns = new WeakMap<Anchor, RegExp>();
const namePattern = (anchor: Anchor): RegExp => {
  let pattern = patterns.get(anchor);
  if (pattern === undefined) {
    // A country's adjective names it before a noun only ("Dutch customs", not "speaks Dutch").
    const noun = isAdjective(anchor.name) ? ` (?!${NOT_A_NOUN}\\b)(?=\\p{L})` : "\\b";
    pattern = new RegExp(`\\b${escapeRegex(anchor.name)}${noun}`, "u");
    patterns.set(anchor, pattern);
  }
  return pattern;
};

/**
 * The first anchor named in `text`, longest name first (so "org c ai" wins over "org c"); a general name of his
 * studies yields to a degree named after it ("before she went back to university for her master's" is the master's).
 */
export const anchorIn = (text: string, anchors: readonly Anchor[]): Anchor | undefined => {
  const found = anchors.flatMap((anchor) => {
    const exact = namePattern(anchor).exec(text)?.index;
    const at = exact ?? misspeltAt(text, anchor.name);
    return at === undefined ? [] : [{ anchor, at, exact: exact !== undefined }];
  });
  // At one place, a name written out beats one read as misspelt there ("master's" is "master", not "masters").
  const before = (f: (typeof found)[number], best: (typeof found)[number]): boolean =>
    f.at !== best.at
      ? f.at < best.at
      : f.exact !== best.exact
        ? f.exact
        : f.anchor.name.length > best.anchor.name.length;
  const first = (of: typeof found) =>
    of.reduce<(typeof found)[number] | undefined>((best, f) => (!best || before(f, best) ? f : best), undefined);
  const best = first(found);
  if (best === undefined || !GENERAL.has(best.anchor.name)) return best?.anchor;
  return (first(found.filter((f) => DEGREE_NAMES.has(f.anchor.name))) ?? best).anchor;
};

/** Whether `text` names a place or an organisation of his career, written out. */
export const namesPlace = (text: string, anchors: readonly Anchor[]): boolean =>
  anchors.some((anchor) => anchor.where === true && namePattern(anchor).test(text));

/** Below this length a name misspelt by one letter is too likely another word ("paris" and "pairs"). */
const MIN_MISSPELT = 6;

/** Whether two words are one letter added, dropped or changed apart. */
const oneEdit = (a: string, b: string): boolean => {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
};

/**
 * Where a one-word name of six letters or more stands in `text` misspelt by one letter, or by two neighbours
 * swapped ("johanesburg", "amsterdamm"); undefined when it does not. A language's name is written right, not a
 * country's misspelt: "can she work in German" is not about Germany.
 */
const misspeltAt = (text: string, name: string): number | undefined => {
  if (name.length < MIN_MISSPELT || name.includes(" ")) return undefined;
  for (const word of text.matchAll(/\p{L}+/gu)) {
    // One edit or one swap changes the length by one at most: most words are ruled out before either is tried.
    const by = word[0].length - name.length;
    if (by > 1 || by < -1) continue;
    if ((oneEdit(word[0], name) || (by === 0 && isAdjacentSwap(word[0], name))) && !isLanguageName(word[0]))
      return word.index;
  }
  return undefined;
};

/** "between <anchor> and <anchor>", each side with any words around its name ("leaving Manchester"). */
const BETWEEN = /\bbetween ([^.?!;,]+?) and ([^.?!;,]+)/;

export interface Between {
  readonly first: Anchor;
  readonly second: Anchor;
  readonly match: RegExpExecArray;
}

/**
 * The two anchors a question names a span between, in the order of their years; undefined when it names none. A side
 * that names no anchor may describe a stage ("between the crop consultancy and the cooperative"): `describes`.
 */
export const between = (
  text: string,
  anchors: readonly Anchor[],
  describes: (clause: string) => Anchor | undefined = () => undefined,
): Between | undefined => {
  const match = BETWEEN.exec(text);
  const side = (clause: string | undefined): Anchor | undefined =>
    clause === undefined
      ? undefined
      : (anchorIn(clause, anchors) ?? (/\d/.test(clause) ? undefined : describes(clause)));
  const a = side(match?.[1]);
  const b = a === undefined ? undefined : side(match?.[2]);
  if (!match || !a || !b || a === b) return undefined;
  return a.span.from <= b.span.from ? { first: a, second: b, match } : { first: b, second: a, match };
};

/** What a question may call a country instead of its full name ("between South Africa and the US"). */
const AMERICA = ["the us", "the usa", "usa", "america", "the states"] as const;
const SHORT_NAMES: Readonly<Record<string, readonly string[]>> = {
  "united states": AMERICA,
  "united states of america": AMERICA,
  "united kingdom": ["the uk", "britain", "great britain"],
  "united arab emirates": ["the uae", "uae", "the emirates"],
  netherlands: ["holland"],
};

/** A name with the short names a question may give it by. */
const withShortNames = (raw: string): string[] => [raw, ...(SHORT_NAMES[fold(raw).trim()] ?? [])];

/** A country's folded name and the short names a question may give it by ("united kingdom", "the uk", "britain"). */
export const countryNamesOf = (country: string): string[] => withShortNames(country).map((n) => fold(n).trim());

/** Words that place what follows as where something happened ("in the Middle East", "around Asia"). */
const PLACED = "(?:in|around|across|throughout|all over)";

/** The unwritten anchors' names after a word that places them, one pattern per list of anchors, longest name first. */
const placedPatterns = new WeakMap<readonly Anchor[], { pattern: RegExp; byName: Map<string, Anchor> } | null>();
const placedPattern = (anchors: readonly Anchor[]) => {
  let made = placedPatterns.get(anchors);
  if (made === undefined) {
    // "In Dutch" is a language: an adjective names its country after a connective only (anchorIn).
    const unwritten = anchors
      .filter((a) => a.unwritten && !isAdjective(a.name))
      .sort((a, b) => b.name.length - a.name.length);
    made =
      unwritten.length === 0
        ? null
        : {
            pattern: new RegExp(`\\b${PLACED} (?:the )?(${unwritten.map((a) => escapeRegex(a.name)).join("|")})\\b`),
            byName: new Map(unwritten.map((a) => [a.name, a])),
          };
    placedPatterns.set(anchors, made);
  }
  return made;
};

/**
 * A region or country no record writes, named as a place anywhere ("what he did in the Middle East", "experience in
 * East Africa", "ships around Asia"): only its stages can answer for it. Written out, the first named (the longest
 * name at one place: "east africa" over "africa"); a misspelt one is left to a connective (anchorIn), as this runs
 * for every question.
 */
export const unwrittenPlaceIn = (text: string, anchors: readonly Anchor[]): Anchor | undefined => {
  const made = placedPattern(anchors);
  const name = made?.pattern.exec(text)?.[1];
  return name === undefined ? undefined : made?.byName.get(name);
};

/**
 * Anchors from the records' own places and organisations: every name with the years the records give it, spans
 * of one name merged. A place counts by every part of its name ("Toronto", "Ontario" and "Canada" of "Toronto,
 * Ontario, Canada"): a question may name the country. A stint's `unwritten` names (its regions) are anchors too,
 * marked unwritten unless another stint writes them.
 */
export const buildAnchors = (
  stints: readonly {
    readonly names: readonly (string | null)[];
    /** Names among `names` that are places or organisations. */
    readonly places?: readonly (string | null)[];
    readonly unwritten?: readonly string[];
    readonly from: number;
    readonly to: number;
    readonly records?: readonly string[];
  }[],
): Anchor[] => {
  const stays = new Map<string, Span[]>();
  const named = new Map<string, Set<string>>();
  const written = new Set<string>();
  const where = new Set<string>();
  const add = (raw: string, { from, to }: Span, records: readonly string[]): string | undefined => {
    const name = fold(raw).trim();
    if (name.length < 3) return undefined;
    stays.set(name, [...(stays.get(name) ?? []), { from, to }]);
    const set = named.get(name) ?? new Set<string>();
    for (const record of records) set.add(record);
    named.set(name, set);
    return name;
  };
  for (const { names, places = [], unwritten = [], records = [], ...span } of stints) {
    for (const place of places.flatMap((n) => n?.split(",") ?? [])) where.add(fold(place).trim());
    for (const raw of names
      .flatMap((n) => n?.split(",") ?? [])
      .flatMap((n) => [...withShortNames(n), ...adjectivesOf(n)])) {
      const name = add(raw, span, records);
      if (name !== undefined) written.add(name);
    }
    for (const raw of unwritten.flatMap((n) => [n, ...adjectivesOf(n)])) add(raw, span, records);
  }
  return [...stays].map(([name, spans]) => {
    const records = [...(named.get(name) ?? [])];
    return {
      name,
      span: { from: Math.min(...spans.map((s) => s.from)), to: Math.max(...spans.map((s) => s.to)) },
      ...(records.length === 0 ? {} : { records }),
      ...(written.has(name) ? {} : { unwritten: true as const }),
      ...returnOf(spans),
      ...(where.has(name) ? { where: true as const } : {}),
    };
  });
};

/**
 * A name's stays merged where they meet or overlap; when he was away between them, the stays and the start of the
 * last as `back` ("when he moved back to England"); nothing else when there was one.
 */
const returnOf = (stays: readonly Span[]): { back?: number; stays?: readonly Span[] } => {
  const merged: Span[] = [];
  for (const stay of [...stays].sort((a, b) => a.from - b.from)) {
    const last = merged.at(-1);
    if (last !== undefined && stay.from <= last.to + 1)
      merged[merged.length - 1] = { from: last.from, to: Math.max(last.to, stay.to) };
    else merged.push(stay);
  }
  return merged.length < 2 ? {} : { back: merged.at(-1)?.from ?? 0, stays: merged };
};

/** The end of his last stay at an anchor begun by `year`: "between the Geneva mission and Jordan" ends the first. */
export const endBy = (anchor: Anchor, year: number): number =>
  Math.max(
    ...(anchor.stays ?? [anchor.span]).filter((stay) => stay.from <= year).map((stay) => stay.to),
    anchor.span.from,
  );
