/**
 * The response table as files: where each representation of each path lands in the export folder, its gzip
 * twin beside it (`.gz`), and the headers the app sends with it. Pure: entries in, a plan out.
 */
import type { TableEntry } from "../../../src/http/table.js";

export interface ExportedFile {
  /** Path inside the export folder, without a leading slash. */
  readonly name: string;
  readonly body: Uint8Array;
  /** The app's response headers for this file, as sent (Content-Type and ETag included). */
  readonly headers: Readonly<Record<string, string>>;
}

export interface Variant {
  /** The bare media type (no parameters): what an Accept header names to get this representation. */
  readonly mediaType: string;
  readonly file: ExportedFile;
  readonly gzip?: ExportedFile;
}

export interface ExportedPath {
  readonly path: string;
  /** The representations of the path; the first is the default, the others are chosen by Accept. */
  readonly variants: readonly [Variant, ...Variant[]];
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  "text/html": "html",
  "text/markdown": "md",
  "text/plain": "txt",
  "text/css": "css",
  "application/json": "json",
  "application/xml": "xml",
  "image/svg+xml": "svg",
};

export const bareMediaType = (contentType: string): string => (contentType.split(";")[0] ?? "").trim().toLowerCase();

const extensionOf = (mediaType: string): string =>
  EXTENSIONS[mediaType] ?? (mediaType.endsWith("+json") ? "json" : "bin");

const hasExtension = (path: string): boolean => /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf("/") + 1));

/**
 * `/about` → `about.html` (the name static hosts serve at `/about`), `/llms.txt` → `llms.txt`, and a path
 * without an extension that is not HTML, which may also be a folder (`/api/v1`), → `api/v1/index.json`.
 */
const defaultName = (path: string, mediaType: string): string => {
  if (path === "/") return `index.${extensionOf(mediaType)}`;
  if (hasExtension(path)) return path.slice(1);
  return mediaType === "text/html" ? `${path.slice(1)}.html` : `${path.slice(1)}/index.${extensionOf(mediaType)}`;
};

/** The n-th other representation of a path: `about.html` → `about.1.md`. */
const alternateName = (first: string, index: number, mediaType: string): string =>
  `${first.replace(/\.[^./]+$/, "")}.${index}.${extensionOf(mediaType)}`;

export const planExport = (entries: readonly TableEntry[]): ExportedPath[] => {
  const taken = new Set<string>();
  const claim = (name: string): string => {
    if (taken.has(name)) throw new Error(`Two exported files would be named ${name}.`);
    taken.add(name);
    return name;
  };
  return entries.map(({ path, representations }) => {
    const first = defaultName(path, bareMediaType(representations[0].headers["Content-Type"] ?? ""));
    const variants = representations.map((prepared, index): Variant => {
      const mediaType = bareMediaType(prepared.headers["Content-Type"] ?? "");
      const name = claim(index === 0 ? first : alternateName(first, index, mediaType));
      const file = { name, body: prepared.body, headers: prepared.headers };
      if (!prepared.gzip) return { mediaType, file };
      return {
        mediaType,
        file,
        gzip: { name: claim(`${name}.gz`), body: prepared.gzip.body, headers: prepared.gzip.headers },
      };
    });
    return { path, variants: variants as [Variant, ...Variant[]] };
  });
};
