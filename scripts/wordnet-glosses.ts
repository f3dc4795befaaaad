/**
 * Measures glosses as a bridge (issue 22, docs/search-ranking.md): a word the site never uses gains, as related
 * words, the corpus words of the WordNet definitions of its most frequent senses ("headhunter: a recruiter who…"
 * → recruit). Written into src/search/lexicon.json's related words, weight WEIGHT percent, for keys the vectors
 * left without any (or for every key with GLOSS_ALL=1). Usage: npx tsx scripts/wordnet-glosses.ts, then
 * `npm run eval:search -- --quiet`; `git checkout src/search/lexicon.json` undoes it.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { scan } from "../src/search/analyze.js";
import type { LexiconTable } from "../src/search/lexicon.js";
import { stem } from "../src/search/stem.js";
import { STOP_WORDS } from "../src/search/stop-words.js";
import { corpusStems, wordnetDir } from "./corpus-stems.js";

const WEIGHT = Number(process.env.GLOSS_WEIGHT ?? 50);
const SENSES = Number(process.env.GLOSS_SENSES ?? 1);
const MAX_RELATED = Number(process.env.GLOSS_MAX ?? 4);
const ALL = process.env.GLOSS_ALL === "1";
const LEXICON_FILE = new URL("../src/search/lexicon.json", import.meta.url);

const corpus = await corpusStems();

/** Each synset's gloss's definition part (before any quoted example). */
const glosses = new Map<string, string>();
const POS = { noun: "n", verb: "v", adj: "a" } as const;
for (const pos of Object.keys(POS)) {
  for (const line of (await readFile(join(wordnetDir, `data.${pos}`), "utf8")).split("\n")) {
    if (line === "" || line.startsWith(" ")) continue;
    const bar = line.indexOf(" | ");
    if (bar < 0) continue;
    const definition = (line.slice(bar + 3).split(/;\s*"/)[0] ?? "").replace(/\(.*?\)/g, " ");
    glosses.set(`${pos}:${line.slice(0, 8)}`, definition);
  }
}

const related = new Map<string, Map<string, number>>();
for (const pos of Object.keys(POS)) {
  for (const line of (await readFile(join(wordnetDir, `index.${pos}`), "utf8")).split("\n")) {
    if (line === "" || line.startsWith(" ")) continue;
    const f = line.trim().split(" ");
    const lemma = f[0] ?? "";
    if (!/^[a-z]{3,}$/.test(lemma) || STOP_WORDS.has(lemma)) continue;
    const key = stem(lemma);
    if (corpus.has(key)) continue; // only words the site never uses are bridged
    const senses = Number(f[2]);
    const pointers = Number(f[3]);
    const offsets = f.slice(6 + pointers, 6 + pointers + senses).slice(0, SENSES);
    const to = related.get(key) ?? new Map<string, number>();
    for (const offset of offsets) {
      scan(glosses.get(`${pos}:${offset}`) ?? "", (w) => {
        if (!/^[a-z]{3,}$/.test(w) || STOP_WORDS.has(w)) return;
        const t = stem(w);
        if (t !== key && corpus.has(t) && to.size < MAX_RELATED) to.set(t, WEIGHT);
      });
    }
    if (to.size > 0) related.set(key, to);
  }
}

const table = JSON.parse(await readFile(LEXICON_FILE, "utf8")) as LexiconTable;
const merged: Record<string, readonly (string | number)[]> = { ...table.related };
let added = 0;
for (const [key, to] of related) {
  const known = Object.hasOwn(merged, key) ? (merged[key] ?? []) : [];
  if (known.length > 0 && !ALL) continue;
  const have = new Set(known.filter((_, i) => i % 2 === 0));
  merged[key] = [...known, ...[...to].filter(([t]) => !have.has(t)).flat()];
  added++;
}
await writeFile(LEXICON_FILE, `${JSON.stringify({ ...table, related: merged })}\n`);
console.log(`${added} keys given gloss words (senses ${SENSES}, weight ${WEIGHT}, all ${ALL})`);
