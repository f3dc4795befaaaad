/**
 * The compiled site, its response table and its search index as bytes, so a build can compile, render and index
 * them once and a server can load them instead of validating the content, rendering, hashing and compressing
 * every response at start-up and analysing every record's text on the first search. Layout: the key (a 4-byte
 * big-endian length, then its UTF-8 bytes) first, so a reader can tell a snapshot made for other content from a few
 * bytes; then the table's header the same way (JSON: the origin, every representation's ETag, headers and body
 * span, the entries); then the site (JSON, without its URL builders); then the search index (bytes search encoded);
 * then the bodies. The sections come apart so that a reader parses only what it serves: a fresh Workers isolate
 * answering its first request parses the table alone, and the index waits for the first search. A representation
 * shared by several paths is stored once and shared again when loaded.
 *
 * An entry's `choose` is a function, so it travels by name: the caller names every chooser the surfaces use, and
 * encoding a table whose chooser has no name throws (at build time, not as a wrong answer later).
 */
import type { Site } from "../content/site.js";
import { makeUrls } from "../content/urls.js";
import type { Prepared, Representation } from "./cache.js";
import type { TableEntry } from "./table.js";

export type Chooser = NonNullable<TableEntry["choose"]>;

/** What a built table holds: its entries in the order added, and the two 404 pages served beside it. */
export interface TableContents {
  readonly entries: readonly TableEntry[];
  readonly notFound: { readonly html: Prepared; readonly markdown: Prepared };
}

interface StoredBody {
  readonly etag: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly at: number;
  readonly length: number;
}

interface StoredPrepared extends StoredBody {
  readonly gzip?: StoredBody;
}

/** The site is data but for its URL builders, which are made again from the origin. */
type SiteData = Omit<Site, "urls">;

interface TableHeader {
  readonly origin: string;
  readonly prepared: readonly StoredPrepared[];
  readonly entries: readonly { path: string; representations: number[]; choose?: string }[];
  readonly notFound: { html: number; markdown: number };
}

const LENGTH_BYTES = 4;
const encoder = new TextEncoder();

export interface Snapshot {
  /** What the site and table are a pure function of (content and origin), as the caller hashed it. */
  readonly key: string;
  readonly site: Site;
  readonly contents: TableContents;
  /**
   * The site's search index, encoded by search (this layer sits below it and keeps the bytes as they are): a
   * server loads it on the first search instead of building it.
   */
  readonly searchIndex: Uint8Array;
}

export const encodeSnapshot = (
  { key, site, contents, searchIndex }: Snapshot,
  choosers: Readonly<Record<string, Chooser>>,
): Uint8Array<ArrayBuffer> => {
  const bodies: Uint8Array[] = [];
  let size = 0;
  const store = ({ body, etag, headers }: Representation): StoredBody => {
    bodies.push(body);
    size += body.byteLength;
    return { etag, headers, at: size - body.byteLength, length: body.byteLength };
  };
  const indexOf = new Map<Prepared, number>();
  const prepared: StoredPrepared[] = [];
  const add = (p: Prepared): number => {
    let index = indexOf.get(p);
    if (index === undefined) {
      index = prepared.push(p.gzip ? { ...store(p), gzip: store(p.gzip) } : store(p)) - 1;
      indexOf.set(p, index);
    }
    return index;
  };
  const names = new Map(Object.entries(choosers).map(([name, choose]) => [choose, name]));
  const { urls, ...data } = site;
  const tableHeader: TableHeader = {
    origin: urls.base,
    prepared,
    entries: contents.entries.map(({ path, representations, choose }) => {
      const name = choose && names.get(choose);
      if (choose && !name) throw new Error(`The response table entry ${path} has a chooser with no name.`);
      return { path, representations: representations.map(add), ...(name ? { choose: name } : {}) };
    }),
    notFound: { html: add(contents.notFound.html), markdown: add(contents.notFound.markdown) },
  };
  const sections = [
    ...[key, JSON.stringify(tableHeader), JSON.stringify(data satisfies SiteData)].map((text) => encoder.encode(text)),
    searchIndex,
  ];
  const start = sections.reduce((sum, section) => sum + LENGTH_BYTES + section.byteLength, 0);
  const out = new Uint8Array(start + size);
  const view = new DataView(out.buffer);
  let at = 0;
  for (const section of sections) {
    view.setUint32(at, section.byteLength);
    out.set(section, at + LENGTH_BYTES);
    at += LENGTH_BYTES + section.byteLength;
  }
  for (const body of bodies) {
    out.set(body, at);
    at += body.byteLength;
  }
  return out;
};

/** The key a snapshot starts with; undefined when `prefix` is too short to hold it (read more). */
export const snapshotKeyOf = (prefix: Uint8Array): string | undefined => {
  if (prefix.byteLength < LENGTH_BYTES) return undefined;
  const length = new DataView(prefix.buffer, prefix.byteOffset, prefix.byteLength).getUint32(0);
  if (prefix.byteLength < LENGTH_BYTES + length) return undefined;
  return new TextDecoder().decode(prefix.subarray(LENGTH_BYTES, LENGTH_BYTES + length));
};

/** Where each section after the key lies, [start, end): the table's header, the site, the search index; and the bodies' start. */
const sectionsOf = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const next = (end: number): [number, number] => [end + LENGTH_BYTES, end + LENGTH_BYTES + view.getUint32(end)];
  const table = next(LENGTH_BYTES + view.getUint32(0));
  const site = next(table[1]);
  const searchIndex = next(site[1]);
  return { table, site, searchIndex, bodies: searchIndex[1] };
};

const json = <T>(bytes: Uint8Array, [start, end]: [number, number]): T =>
  JSON.parse(new TextDecoder().decode(bytes.subarray(start, end))) as T;

/** The table in `bytes` and the origin it was rendered for, without the site; the bodies stay views into them. */
export const decodeTable = (
  bytes: Uint8Array<ArrayBuffer>,
  choosers: Readonly<Record<string, Chooser>>,
): Pick<Snapshot, "key" | "contents"> & { readonly origin: string } => {
  const key = snapshotKeyOf(bytes);
  if (key === undefined) throw new Error("The table snapshot is cut short.");
  const sections = sectionsOf(bytes);
  const header = json<TableHeader>(bytes, sections.table);
  const start = bytes.byteOffset + sections.bodies;
  const load = ({ etag, headers, at, length }: StoredBody): Representation => ({
    etag,
    headers,
    body: new Uint8Array(bytes.buffer, start + at, length),
  });
  const prepared = header.prepared.map((p): Prepared => (p.gzip ? { ...load(p), gzip: load(p.gzip) } : load(p)));
  const at = (index: number): Prepared => {
    const p = prepared[index];
    if (!p) throw new Error(`The table snapshot has no representation ${index}.`);
    return p;
  };
  const entries = header.entries.map(({ path, representations, choose }): TableEntry => {
    const [first, ...rest] = representations.map(at);
    if (!first) throw new Error(`The table snapshot has no representation for ${path}.`);
    const chooser = choose === undefined ? undefined : choosers[choose];
    if (choose !== undefined && !chooser) throw new Error(`The table snapshot names an unknown chooser ${choose}.`);
    return { path, representations: [first, ...rest], ...(chooser ? { choose: chooser } : {}) };
  });
  return {
    key,
    origin: header.origin,
    contents: { entries, notFound: { html: at(header.notFound.html), markdown: at(header.notFound.markdown) } },
  };
};

/**
 * The snapshot in `bytes`; the bodies and the search index stay views into them. `table`, when the caller already
 * decoded it from the same bytes (decodeTable), is taken as it is.
 */
export const decodeSnapshot = (
  bytes: Uint8Array<ArrayBuffer>,
  choosers: Readonly<Record<string, Chooser>>,
  table: ReturnType<typeof decodeTable> = decodeTable(bytes, choosers),
): Snapshot => {
  const { key, origin, contents } = table;
  const sections = sectionsOf(bytes);
  const site = json<SiteData>(bytes, sections.site);
  return {
    key,
    site: { ...site, urls: makeUrls(origin) },
    contents,
    searchIndex: bytes.subarray(...sections.searchIndex),
  };
};
