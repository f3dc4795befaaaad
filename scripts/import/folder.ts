/** Writing a rendered content folder to disk: refuses a folder with files in it unless told to replace them. */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** No content file (YAML or Markdown) anywhere in it: content/'s README.txt alone leaves it free to fill. */
export const isEmptyFolder = (dir: string): boolean =>
  !existsSync(dir) || !readdirSync(dir, { recursive: true }).some((name) => /\.(ya?ml|md)$/.test(String(name)));

/** The old record's chapter files: their names carry ids the new record may not have. */
const chapterFiles = (dir: string): string[] => {
  const chapters = join(dir, "chapters");
  return existsSync(chapters)
    ? readdirSync(chapters)
        .filter((name) => /\.(md|markdown)$/.test(name))
        .map((name) => join(chapters, name))
    : [];
};

/**
 * Writes `files` under `dir`. With `force` the old chapters go first, so one the new record no longer has cannot
 * linger beside the new ones; every other file the record is made of is overwritten. What the import never writes
 * (pictures, synonyms.yaml, questions.yaml, a .git folder) stays: replacing a record must not delete its owner's
 * other work.
 */
export const writeFolder = (dir: string, files: Readonly<Record<string, string>>, force: boolean): void => {
  if (!isEmptyFolder(dir)) {
    if (!force) throw new Error(`${dir} is not empty: it holds a record; pass --force to replace it`);
    for (const file of chapterFiles(dir)) rmSync(file);
  }
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
};
