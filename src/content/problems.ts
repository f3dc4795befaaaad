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

export const formatProblems = (problems: readonly Problem[]): string =>
  problems.map((p) => `  content/${p.file}: ${p.path}: ${p.message}`).join("\n");

export const fromZodIssues = (
  file: string,
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[] = [],
): Problem[] => issues.map((issue) => ({ file, path: formatPath([...prefix, ...issue.path]), message: issue.message }));
