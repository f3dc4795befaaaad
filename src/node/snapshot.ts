/**
 * The compiled site, response table and search index made by `npm run build` (prerender.ts), beside the bundle:
 * a server started from the bundle loads them instead of validating the content and rendering, hashing and
 * compressing every response (most of its start-up), and, on its first search, analysing every record. They are used only when the key matches what the server is about to
 * serve, the content files as loaded and the origin, so edited content or another BASE_URL is compiled and
 * rendered as before, on start and on every reload. The file lies beside the code that made it: `src/` has none,
 * so the server under tsx (development, tests) always compiles.
 */
import { createHash } from "node:crypto";
import { open } from "node:fs/promises";
import type { ContentFiles } from "../content/compile.js";
import { type Chooser, decodeSnapshot, type Snapshot, snapshotKeyOf } from "../http/table-snapshot.js";

/** Enough of the file's start to hold its key. */
const KEY_PREFIX_BYTES = 1024;

/** The file's name, beside the entry module that loads it (`dist/server.js`). */
export const SNAPSHOT_NAME = "start-snapshot.bin";

/** What the site and table are a pure function of, besides the code: the content files and the origin. */
export const snapshotKey = (files: ContentFiles, baseUrl: string): string =>
  createHash("sha256")
    .update(JSON.stringify([baseUrl, files]))
    .digest("base64url");

/** The snapshot when it was made for `key`; undefined when it is absent or made for other content. */
export const readSnapshot = async (
  file: string,
  key: string,
  choosers: Readonly<Record<string, Chooser>>,
): Promise<Snapshot | undefined> => {
  try {
    // The key first: a snapshot made for other content is not read further.
    const handle = await open(file);
    try {
      const { buffer, bytesRead } = await handle.read(new Uint8Array(KEY_PREFIX_BYTES), 0, KEY_PREFIX_BYTES, 0);
      if (snapshotKeyOf(buffer.subarray(0, bytesRead)) !== key) return undefined;
      const bytes = await handle.readFile();
      // The bodies stay views into the file's bytes, which need a buffer of their own (not a shared pool's).
      const own = bytes.buffer instanceof ArrayBuffer && bytes.byteLength === bytes.buffer.byteLength;
      return decodeSnapshot(own ? new Uint8Array(bytes.buffer) : new Uint8Array(bytes), choosers);
    } finally {
      await handle.close();
    }
  } catch {
    // Absent or unreadable: compiling at start-up gives the same site and table, only slower.
    return undefined;
  }
};
