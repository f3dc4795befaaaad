/** The only file-system code: reads every file under a content directory into a path → text map. */
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { ContentFiles } from "./compile.js";

export const DEFAULT_CONTENT_DIR = new URL("../../content/", import.meta.url).pathname;

export const loadContentFiles = async (dir: string = DEFAULT_CONTENT_DIR): Promise<ContentFiles> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && /\.(ya?ml|md)$/.test(e.name));
  const texts = await Promise.all(
    files.map(async (e) => {
      const path = join(e.parentPath, e.name);
      return [relative(dir, path).split(sep).join("/"), await readFile(path, "utf8")] as const;
    }),
  );
  return Object.fromEntries(texts.sort(([a], [b]) => a.localeCompare(b)));
};
