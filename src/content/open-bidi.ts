/**
 * A bidirectional embedding, override or isolate left open in a text. The Unicode bidi algorithm ends one only at
 * the end of its paragraph, not of the field that holds it, so an override at the end of a name turns the job
 * title after it backwards in the page title, the preview's title and every sentence built from the two. Closed
 * within its text (U+202C after an embedding or override, U+2069 after an isolate) it is the author's to use.
 * Markdown bodies are not read: their paragraphs end inside them. The marks (U+200E, U+200F) open nothing and
 * stay allowed; a closer without an opener does nothing and passes.
 */
import { formatPath, type Problem } from "./problems.js";

const EMBEDDINGS = new Set([0x202a, 0x202b, 0x202d, 0x202e]); // LRE, RLE, LRO, RLO
const POP_EMBEDDING = 0x202c; // PDF
const ISOLATES = new Set([0x2066, 0x2067, 0x2068]); // LRI, RLI, FSI
const POP_ISOLATE = 0x2069; // PDI

const codeName = (code: number): string => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

/** The first opener `text` leaves open, or undefined. A PDI also closes the embeddings opened after its isolate. */
export const openBidiControl = (text: string): number | undefined => {
  const open: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (EMBEDDINGS.has(code) || ISOLATES.has(code)) open.push(code);
    else if (code === POP_EMBEDDING && open.length > 0 && EMBEDDINGS.has(open[open.length - 1] ?? 0)) open.pop();
    else if (code === POP_ISOLATE) {
      const isolate = open.findLastIndex((c) => ISOLATES.has(c));
      if (isolate !== -1) open.length = isolate;
    }
  }
  return open[0];
};

/** One problem per text in `value` (a parsed file, a front matter) that leaves a bidi control open, at its path. */
export const openBidiProblems = (file: string, value: unknown, path: readonly PropertyKey[] = []): Problem[] => {
  if (typeof value === "string") {
    const code = openBidiControl(value);
    if (code === undefined) return [];
    const closer = codeName(EMBEDDINGS.has(code) ? POP_EMBEDDING : POP_ISOLATE);
    const message = `leaves the bidirectional control ${codeName(code)} open, which reorders the text after the field on every page: close it with ${closer} or remove it`;
    return [{ file, path: formatPath(path), message }];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => openBidiProblems(file, item, [...path, i]));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => openBidiProblems(file, item, [...path, key]));
  }
  return [];
};
