/** Writing a rendered content folder to disk: refuses a folder with files in it unless told to replace them. */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export const isEmptyFolder = (dir: string): boolean => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Writes `files` under `dir`. With `force` the folder's old content goes first, so a chapter the new record no
 * longer has cannot linger beside the new ones.
 */
export const writeFolder = (dir: string, files: Readonly<Record<string, string>>, force: boolean): void => {
  if (!isEmptyFolder(dir)) {
    if (!force) throw new Error(`${dir} is not empty: pass --force to replace what is in it`);
    rmSync(dir, { recursive: true, force: true });
  }
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
};
