/**
 * The response table rendered by `npm run build`, beside the bundle: a server started from the bundle loads it
 * instead of rendering, hashing and compressing every response (most of its start-up). It is used only when its
 * key matches what the server is about to serve, the content files as loaded and the origin, so edited content
 * or another BASE_URL renders as before, on start and on every reload. It lies beside the code that made it:
 * `src/` has none, so the server under tsx (development, tests) always renders.
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import type { ContentFiles } from "../content/compile.js";
import { type Chooser, decodeTable, encodeTable, type TableContents } from "../http/table-snapshot.js";

/** The file's name, beside the entry module that loads it (`dist/server.js`). */
export const TABLE_SNAPSHOT_NAME = "table-snapshot.bin";

/** What the table is a pure function of, besides the code: the content files and the origin. */
export const tableKey = (files: ContentFiles, baseUrl: string): string =>
  createHash("sha256")
    .update(JSON.stringify([baseUrl, files]))
    .digest("base64url");

export const writeTableSnapshot = (
  file: string,
  contents: TableContents,
  key: string,
  choosers: Readonly<Record<string, Chooser>>,
): Promise<void> => writeFile(file, encodeTable(contents, key, choosers));

/** The snapshot's table when it was made for `key`; undefined when it is absent or made for other content. */
export const readTableSnapshot = async (
  file: string,
  key: string,
  choosers: Readonly<Record<string, Chooser>>,
): Promise<TableContents | undefined> => {
  try {
    // A copy into a buffer of its own: a file read may share a pooled buffer.
    const snapshot = decodeTable(new Uint8Array(await readFile(file)), choosers);
    return snapshot.key === key ? snapshot.contents : undefined;
  } catch {
    // Absent or unreadable: rendering at start-up gives the same table, only slower.
    return undefined;
  }
};
