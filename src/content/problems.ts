/** Content problems: every one names the file, the field path and the rule, so an author can fix all at once. */
import { z } from "@hono/zod-openapi";

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

/**
 * Valid content whose served files could not be made: a format's rule the content schema does not know (a
 * discovery file's length or identifier rule). Said as a problem like any other, one line naming the rule:
 * thrown, it would be a stack trace in the build and, out of the start-up thread, an empty message (a ZodError's
 * message is a getter, lost when the error is copied between threads).
 */
export const unservable = (error: unknown): Problem => ({
  file: "",
  path: "(root)",
  message: `valid, but the served files could not be made from it: ${
    error instanceof z.ZodError
      ? error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join("; ")
      : error instanceof Error
        ? error.message
        : String(error)
  }`,
});
