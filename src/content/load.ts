/**
 * The only file-system code for content: reads every file under a content directory into a path → text map.
 * Images (JPEG, PNG: the profile's photo) are read as data URLs, so they travel with the texts wherever content
 * goes (the start snapshot's key, the Workers bundle, the prerender thread) and compile stays pure.
 * Paths are resolved from the package root (the nearest folder with a package.json above this module), so the
 * same code finds `content/` from `src/` under tsx and from the bundled `dist/server.js`, in any folder name.
 *
 * The build writes a parse cache (every file's parsed value as JSON text, keyed by a hash of its text): a file
 * whose text still matches is handed over as that JSON, which is valid YAML and parses without the YAML parser.
 * A file edited since the build misses the cache and is read as written, so the cache can never serve stale data.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { ContentFiles } from "./compile.js";
import { parseMarkdownFile, parseYamlFile } from "./parse.js";

const packageRoot = (from: string): string => {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) return from;
  }
};

export const PACKAGE_ROOT = packageRoot(dirname(fileURLToPath(import.meta.url)));
/** The shipped sample record: the spec's person, and what the sample-bound tests read whatever content/ holds. */
export const SAMPLE_CONTENT_DIR = join(PACKAGE_ROOT, "sample");
/** The owner's own record, written by hand, by `npm run init` or by `npm run import`. */
export const OWN_CONTENT_DIR = join(PACKAGE_ROOT, "content");
/**
 * content/ once it holds a record (a profile.md), else the sample: a fresh clone serves the sample with no
 * setup, and an imported record takes over without a setting. CONTENT_DIR (config.ts) overrides both.
 */
export const DEFAULT_CONTENT_DIR = existsSync(join(OWN_CONTENT_DIR, "profile.md"))
  ? OWN_CONTENT_DIR
  : SAMPLE_CONTENT_DIR;
/**
 * A content folder as an author at the command line would name it: relative to the working folder when inside
 * it ("content", "test/fixtures/x"), else its full path. Messages about its files use it, so they point at the
 * folder actually read, not at content/.
 */
export const folderName = (dir: string): string => {
  const rel = relative(process.cwd(), dir);
  return rel === "" ? "." : rel.startsWith("..") || rel.startsWith(sep) ? dir : rel;
};

/** Written by `npm run build`, read at start-up and on reload. */
export const CONTENT_CACHE_FILE = join(PACKAGE_ROOT, "dist", "content-cache.json");

/** Text hash → the same file as JSON (YAML files) or JSON front matter + body (Markdown files). */
export type ContentCache = Readonly<Record<string, string>>;

/** Text files, ".markdown" included: loaded so that a chapter under that name is reported, not silently skipped. */
const TEXT = /\.(ya?ml|md|markdown)$/;
const IMAGE = /\.(jpe?g|png)$/i;

const dataUrl = (name: string, bytes: Buffer): string =>
  `data:${/\.png$/i.test(name) ? "image/png" : "image/jpeg"};base64,${bytes.toString("base64")}`;

const digest = (text: string): string => createHash("sha256").update(text).digest("base64url");

/**
 * A content folder that is not there: most often a misspelt argument or CONTENT_DIR. Its message is the one line
 * an author needs, so the checker, the build and the server print it instead of Node's stack trace.
 */
export class ContentFolderMissing extends Error {
  constructor(readonly dir: string) {
    super(
      "no such content folder; give the folder that holds your record's profile.md " +
        "(npm run init or npm run import -- <file> writes one in content/)",
    );
  }
}

const readFolder = (dir: string) =>
  readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === "ENOENT" || error.code === "ENOTDIR" ? new ContentFolderMissing(dir) : error;
  });

export const loadContentFiles = async (
  dir: string = DEFAULT_CONTENT_DIR,
  cache: ContentCache = {},
): Promise<ContentFiles> => {
  const entries = await readFolder(dir);
  const files = entries.filter((e) => e.isFile() && (TEXT.test(e.name) || IMAGE.test(e.name)));
  const texts = await Promise.all(
    files.map(async (e) => {
      const path = join(e.parentPath, e.name);
      const text = TEXT.test(e.name) ? await readFile(path, "utf8") : dataUrl(e.name, await readFile(path));
      return [relative(dir, path).split(sep).join("/"), cache[digest(text)] ?? text] as const;
    }),
  );
  // Code-unit order, not localeCompare: collation would load ICU's tables (megabytes resident) only to sort paths.
  return Object.fromEntries(texts.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
};

/** The cache for the given files; a file that does not parse is left out (it will be reported when compiled). */
export const buildContentCache = (files: ContentFiles): ContentCache =>
  Object.fromEntries(
    Object.entries(files).flatMap(([file, text]) => {
      // Images are data already: nothing to parse.
      if (!TEXT.test(file)) return [];
      if (/\.(md|markdown)$/.test(file)) {
        const parsed = parseMarkdownFile(file, text);
        return parsed.ok
          ? [[digest(text), `---\n${JSON.stringify(parsed.value.data)}\n---\n${parsed.value.body}`]]
          : [];
      }
      const parsed = parseYamlFile(file, text);
      return parsed.ok ? [[digest(text), JSON.stringify(parsed.value)]] : [];
    }),
  );

/** The cache the build left, or none (a missing or unreadable cache only costs parsing time). */
export const readContentCache = async (file: string = CONTENT_CACHE_FILE): Promise<ContentCache> => {
  try {
    const value: unknown = JSON.parse(await readFile(file, "utf8"));
    return typeof value === "object" && value !== null ? (value as ContentCache) : {};
  } catch {
    return {};
  }
};
