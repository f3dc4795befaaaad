/**
 * Texts the author still has to write. `npm run init` and `npm run import` mark every such text with PLACEHOLDER
 * so that the record is valid and serves at once; a record holding one is a draft: previewed locally under a
 * banner, refused by every path that publishes it. One list, read from the files themselves, serves
 * `check:content`, the import report, the draft banner and the refusals, so they always name the same fields.
 */
import type { ContentFiles } from "./collector.js";
import { parseMarkdownFile, parseYamlFile } from "./parse.js";
import { formatPath } from "./problems.js";

/** Every text the author still has to write starts with this, so one search finds them all. */
export const PLACEHOLDER = "PLACEHOLDER:";

/**
 * What stands in where a field's format cannot hold that text (an email address, a URL, an ISO country code; ZZ
 * is reserved for user assignment, so no real country has it). Found like the marked texts.
 */
export const STAND_INS = {
  email: "you@placeholder.example",
  url: "https://placeholder.example/",
  country: "ZZ",
} as const;

const STAND_IN_VALUES: ReadonlySet<string> = new Set(Object.values(STAND_INS));

/** One text left to write: the file and the field path in it (`(body)` for a Markdown file's text). */
export interface Placeholder {
  readonly file: string;
  readonly path: string;
}

const leaves = (value: unknown, path: PropertyKey[], found: (path: PropertyKey[]) => void): void => {
  if (typeof value === "string") {
    if (value.includes(PLACEHOLDER) || STAND_IN_VALUES.has(value)) found(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      leaves(item, [...path, i], found);
    });
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) leaves(item, [...path, key], found);
  }
};

const inFile = (file: string, text: string): Placeholder[] => {
  if (!text.includes(PLACEHOLDER) && ![...STAND_IN_VALUES].some((value) => text.includes(value))) return [];
  const found: Placeholder[] = [];
  const add = (path: PropertyKey[]) => found.push({ file, path: formatPath(path) });
  if (/\.ya?ml$/.test(file)) {
    const parsed = parseYamlFile(file, text);
    // Unreadable YAML is compile's problem to report; the marker is still there to be found.
    if (parsed.ok) leaves(parsed.value, [], add);
    else add([]);
  } else {
    const parsed = parseMarkdownFile(file, text);
    if (parsed.ok) {
      leaves(parsed.value.data, [], add);
      if (parsed.value.body.includes(PLACEHOLDER)) found.push({ file, path: "(body)" });
    } else add([]);
  }
  return found;
};

/** Every placeholder in a content folder's text files, by file name then field order. */
export const findPlaceholders = (files: ContentFiles): Placeholder[] =>
  Object.keys(files)
    .filter((file) => /\.(ya?ml|md|markdown)$/.test(file))
    .sort()
    .flatMap((file) => inFile(file, files[file] ?? ""));

/** One line per placeholder, as `check:content` and the refusals print them. */
export const formatPlaceholders = (placeholders: readonly Placeholder[], folder: string): string =>
  placeholders.map((p) => `  ${folder}/${p.file}: ${p.path}`).join("\n");
