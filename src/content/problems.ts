/** Content problems: every one names the file, the field path and the rule, so an author can fix all at once. */
import type { z } from "@hono/zod-openapi";

export interface Problem {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

/** `[3].kind`, `roles[0].title`, or `(root)` for the whole document. */
export const formatPath = (path: readonly PropertyKey[]): string => {
  const text = path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`))
    .join("");
  return text === "" ? "(root)" : text;
};

/** A problem's file as its author finds it: inside `folder` (as the reader names it), unless already a full path. */
const shownFile = (file: string, folder: string): string =>
  file.startsWith("/") || /^[A-Za-z]:[\\/]/.test(file) ? file : `${folder}/${file}`;

/** One line per problem; `folder` is the content folder as the reader names it (`folderName`), content/ by default. */
export const formatProblems = (problems: readonly Problem[], folder = "content"): string =>
  problems.map((p) => `  ${shownFile(p.file, folder)}: ${p.path}: ${p.message}`).join("\n");

export const fromZodIssues = (
  file: string,
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[] = [],
): Problem[] => issues.map((issue) => ({ file, path: formatPath([...prefix, ...issue.path]), message: issue.message }));
