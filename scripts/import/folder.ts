/** Writing a rendered content folder to disk: refuses a folder with files in it unless told to replace them. */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** No content file (YAML or Markdown) anywhere in it: content/'s README.txt alone leaves it free to fill. */
export const isEmptyFolder = (dir: string): boolean =>
  !existsSync(dir) || !readdirSync(dir, { recursive: true }).some((name) => /\.(ya?ml|md)$/.test(String(name)));

/**
 * Writes `files` under `dir`. With `force` the folder's old content goes first, so a chapter the new record no
 * longer has cannot linger beside the new ones.
 */
export const writeFolder = (dir: string, files: Readonly<Record<string, string>>, force: boolean): void => {
  if (!isEmptyFolder(dir)) {
    if (!force) throw new Error(`${dir} is not empty: it holds a record; pass --force to replace it`);
    rmSync(dir, { recursive: true, force: true });
  }
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
};
