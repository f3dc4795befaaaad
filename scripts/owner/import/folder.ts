/** Writing a rendered content folder to disk: refuses a folder with files in it unless told to replace them. */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
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

/** Beside `dir`, named for the moment it was taken (`content.backup-2026-11-28T17-20-05`), never over another. */
const backupPath = (dir: string, now: Date): string => {
  const stamp = now.toISOString().slice(0, 19).replaceAll(":", "-");
  const base = `${dir}.backup-${stamp}`;
  let path = base;
  for (let n = 2; existsSync(path); n++) path = `${base}-${n}`;
  return path;
};

/**
 * Writes `files` under `dir`; returns where the record it replaced was kept, if it replaced one. With `force` the
 * whole folder is first copied beside it as a dated backup, so nothing the owner wrote is ever lost; then the old
 * chapters go, so one the new record no longer has cannot linger beside the new ones, and every other file the
 * record is made of is overwritten. What the import never writes (pictures, synonyms.yaml, questions.yaml, a .git
 * folder) stays in place too: replacing a record must not delete its owner's other work.
 */
export const writeFolder = (
  dir: string,
  files: Readonly<Record<string, string>>,
  force: boolean,
  now = new Date(),
): string | undefined => {
  let backup: string | undefined;
  if (!isEmptyFolder(dir)) {
    if (!force) {
      throw new Error(`${dir} is not empty: it holds a record; pass --force to replace it (a dated backup is kept)`);
    }
    backup = backupPath(dir, now);
    cpSync(dir, backup, { recursive: true });
    for (const file of chapterFiles(dir)) rmSync(file);
  }
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return backup;
};

/** writeFolder for a command: a folder it may not replace, or cannot write, ends the command with the reason. */
export const writeFolderOrExit = (
  dir: string,
  files: Readonly<Record<string, string>>,
  force: boolean,
): string | undefined => {
  try {
    return writeFolder(dir, files, force);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
};
