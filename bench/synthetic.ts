/**
 * A synthetic site of 10,000 records made from the real content files: records recombine real sentences and
 * words, so term frequencies look like real prose, and every record differs. Deterministic, so every run
 * benchmarks the same site. The result is content files (texts), the input the server and the compiler take.
 */
import { parse, stringify } from "yaml";
import type { ContentFiles } from "../src/content/compile.js";

export const SYNTHETIC_RECORDS = 10_000;

/** Deterministic PRNG (mulberry32), so every run benchmarks the same site. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

type Row = Record<string, unknown>;

export const synthesize = (files: ContentFiles): ContentFiles => {
  const random = prng(20_26);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const lists = Object.fromEntries(
    ["timeline", "talks", "writing", "projects", "practices", "answers"].map((name) => [
      name,
      (parse(files[`${name}.yaml`] ?? "[]") as Row[] | null) ?? [],
    ]),
  ) as Record<string, Row[]>;
  const corpus = Object.values(lists)
    .flat()
    .flatMap((row) => Object.values(row).filter((v): v is string => typeof v === "string" && v.includes(" ")));
  const sentences = corpus.flatMap((text) => text.split(/(?<=[.!?])\s+/));
  const words = corpus.flatMap((text) => text.split(/\s+/)).filter((w) => /^[A-Za-z]{3,}$/.test(w));
  const phrase = (min: number, max: number): string =>
    Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => pick(words)).join(" ");
  const prose = (): string => Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(sentences)).join(" ");
  const year = (): number => 2004 + Math.floor(random() * 23);

  // Records per collection, real ones included; the six chapters and the profile make up the total.
  const shares = { timeline: 0.2, talks: 0.2, writing: 0.2, projects: 0.15, practices: 0.1 };
  const collections = SYNTHETIC_RECORDS - 7;
  const counts = Object.fromEntries(Object.entries(shares).map(([k, share]) => [k, Math.round(collections * share)]));
  counts.answers = collections - Object.values(counts).reduce((a, b) => a + b, 0);

  const variants: Record<string, (base: Row, n: number) => Row> = {
    timeline: (b, n) => {
      const start = year();
      return {
        ...b,
        id: `${b.id}-s${n}`,
        label: phrase(3, 8),
        summary: prose(),
        start,
        end: start + Math.floor(random() * 4),
        current: false,
      };
    },
    talks: (b, n) => ({ ...b, id: `${b.id}-s${n}`, title: phrase(3, 8), takeaway: prose(), year: year() }),
    writing: (b, n) => ({
      ...b,
      id: `${b.id}-s${n}`,
      kind: random() < 0.6 ? "article" : "press",
      title: phrase(3, 9),
      summary: prose(),
      year: year(),
    }),
    projects: (b, n) => ({ ...b, id: `${b.id}-s${n}`, title: phrase(2, 5), summary: prose(), quote: prose() }),
    practices: (b, n) => ({ ...b, id: `${b.id}-s${n}`, title: phrase(3, 6), summary: `${prose()} ${prose()}` }),
    answers: (b, n) => ({ ...b, id: `${b.id}-s${n}`, question: `${phrase(4, 9)}?`, answer: prose() }),
  };

  const out: Record<string, string> = { ...files };
  for (const [name, rows] of Object.entries(lists)) {
    const make = variants[name];
    const base = name === "writing" ? rows.filter((r) => r.kind !== "blog") : rows;
    if (!make) continue;
    const extra = Array.from({ length: Math.max(0, (counts[name] ?? 0) - rows.length) }, (_, n) =>
      make(base[n % base.length] ?? {}, n),
    );
    out[`${name}.yaml`] = stringify([...rows, ...extra], { aliasDuplicateObjects: false });
  }
  return out;
};
