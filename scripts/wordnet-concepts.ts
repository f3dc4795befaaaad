/**
 * Measures a WordNet concept lexicon restricted to the concepts content/ has (issue 22, docs/search-ranking.md):
 * for every WordNet synset holding a corpus word, its other lemmas (synonyms) and the lemmas of its narrower synsets
 * (hyponyms: "lecture" under "talk") point to that corpus word. Writes the entries into src/search/lexicon.json's
 * related words for keys that have none yet, weight WEIGHT percent. Usage: npx tsx scripts/wordnet-concepts.ts
 * (then `npm run eval:search`; `git checkout src/search/lexicon.json` undoes it).
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { LexiconTable } from "../src/search/lexicon.js";
import { stem } from "../src/search/stem.js";
import { corpusStems, wordnetDir } from "./corpus-stems.js";

const WEIGHT = Number(process.env.WN_WEIGHT ?? 60);
const HYPONYMS = process.env.WN_HYPONYMS !== "0";
const LEXICON_FILE = new URL("../src/search/lexicon.json", import.meta.url);

const corpus = await corpusStems();

interface Synset {
  readonly lemmas: string[];
  readonly hyponyms: string[];
}
const synsets = new Map<string, Synset>();
for (const pos of ["noun", "verb", "adj"]) {
  for (const line of (await readFile(join(wordnetDir, `data.${pos}`), "utf8")).split("\n")) {
    if (line === "" || line.startsWith(" ")) continue;
    const f = line.split(" ");
    const count = Number.parseInt(f[3] ?? "0", 16);
    const lemmas = Array.from({ length: count }, (_, i) => (f[4 + 2 * i] ?? "").toLowerCase().replace(/\(.*\)$/, ""));
    let at = 4 + 2 * count;
    const pointers = Number(f[at]);
    at++;
    const hyponyms: string[] = [];
    for (let p = 0; p < pointers; p++, at += 4) if (f[at] === "~") hyponyms.push(`${pos}:${f[at + 1]}`);
    synsets.set(`${pos}:${f[0]}`, { lemmas, hyponyms });
  }
}

const isWord = (w: string): boolean => /^[a-z_]{3,}$/.test(w);
const termOf = (lemma: string): string => lemma.split("_").map(stem).join(" ");
const related = new Map<string, Map<string, number>>();
for (const synset of synsets.values()) {
  const targets = synset.lemmas.filter((l) => isWord(l) && !l.includes("_") && corpus.has(stem(l))).map(stem);
  if (targets.length === 0) continue;
  const narrower = HYPONYMS ? synset.hyponyms.flatMap((id) => synsets.get(id)?.lemmas ?? []) : [];
  for (const lemma of [...synset.lemmas, ...narrower]) {
    if (!isWord(lemma) || lemma.includes("_")) continue;
    const key = termOf(lemma);
    if (corpus.has(key)) continue; // only words the site never uses are bridged
    const to = related.get(key) ?? new Map<string, number>();
    for (const t of targets) if (t !== key) to.set(t, WEIGHT);
    related.set(key, to);
  }
}

const table = JSON.parse(await readFile(LEXICON_FILE, "utf8")) as LexiconTable;
const merged: Record<string, readonly (string | number)[]> = { ...table.related };
let added = 0;
for (const [key, to] of related) {
  if (Object.hasOwn(merged, key) || to.size === 0 || to.size > 4) continue;
  merged[key] = [...to].flat();
  added++;
}
await writeFile(LEXICON_FILE, `${JSON.stringify({ ...table, related: merged })}\n`);
console.log(`${added} WordNet keys added (hyponyms ${HYPONYMS}, weight ${WEIGHT})`);
