/**
 * Collects every problem in the content instead of stopping at the first: parses YAML and Markdown files,
 * checks them against their schemas, and records each issue with its file and field path.
 */
import type { z } from "@hono/zod-openapi";
import { knownKeysAt, schemaAt } from "./known-keys.js";
import { nearest } from "./nearest.js";
import { openBidiProblems } from "./open-bidi.js";
import { parseMarkdownFile, parseYamlFile } from "./parse.js";
import { fromZodIssues, type Problem } from "./problems.js";

/** Content file texts keyed by their path inside content/, e.g. `chapters/1-louisiana.md`. */
export type ContentFiles = Readonly<Record<string, string>>;

/** The issue is about a key its object does not have at all: the author left the field out (or misspelt it). */
const isAbsent = (data: unknown, path: readonly PropertyKey[]): boolean => {
  const last = path.at(-1);
  let parent: unknown = data;
  for (const key of path.slice(0, -1)) {
    if (typeof parent !== "object" || parent === null) return false;
    parent = (parent as Record<PropertyKey, unknown>)[key];
  }
  return typeof last === "string" && typeof parent === "object" && parent !== null && !(last in parent);
};

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * zod's own messages, in the words an author needs: a field left out says "missing" and how to fill it (zod says
 * "expected string, received undefined"); an unknown key names the nearest allowed one (`titel` → did you mean
 * "title"?), and when that one is missing, the two problems are one typo and are reported once.
 */
const explainIssues = (schema: z.ZodType, data: unknown, issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] => {
  const renamed: PropertyKey[][] = [];
  const explained = issues.map((issue): z.core.$ZodIssue => {
    if (issue.code !== "unrecognized_keys") return issue;
    const known = knownKeysAt(schema, issue.path);
    const hints = issue.keys.flatMap((key) => {
      const near = nearest(key, known);
      if (!near) return [];
      const nearPath = [...issue.path, near];
      if (!isAbsent(data, nearPath)) return [`"${key}": did you mean "${near}"?`];
      renamed.push(nearPath);
      return [`"${key}": did you mean "${near}"? Rename it: "${near}" is required`];
    });
    return hints.length > 0 ? { ...issue, message: `${issue.message} (${hints.join("; ")})` } : issue;
  });
  return explained.flatMap((issue) => {
    if (issue.code === "unrecognized_keys" || !isAbsent(data, issue.path)) return [issue];
    if (renamed.some((path) => samePath(path, issue.path))) return [];
    const nullable = schemaAt(schema, issue.path)?.safeParse(null).success === true;
    const fill = nullable ? "add it, with null when there is nothing to say" : "add it";
    return [{ ...issue, message: `missing: a required field; ${fill} (docs/content-reference.md)` }];
  });
};

export class Collector {
  readonly problems: Problem[] = [];

  add(problem: Problem): void {
    this.problems.push(problem);
  }

  /** Parses `data` with `schema`; records every issue and returns undefined when invalid. */
  check<S extends z.ZodType>(
    file: string,
    schema: S,
    data: unknown,
    prefix: PropertyKey[] = [],
  ): z.infer<S> | undefined {
    // Beside the schema's issues, not instead of them: the data stays usable, so references into it are checked.
    this.problems.push(...openBidiProblems(file, data, prefix));
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    this.problems.push(...fromZodIssues(file, explainIssues(schema, data, result.error.issues), prefix));
    return undefined;
  }

  yaml<S extends z.ZodType>(files: ContentFiles, file: string, schema: S): z.infer<S> | undefined {
    const text = this.required(files, file);
    if (text === undefined) return undefined;
    const parsed = parseYamlFile(file, text);
    if (!parsed.ok) return void this.add(parsed.problem);
    // An empty file (or one of comments only) reads as null, which a schema would report as "expected array,
    // received null": say what the author meant and how to write it.
    if (parsed.value === null && !schema.safeParse(null).success) {
      const empty = schema.safeParse([]).success ? "write [] for a list with no items" : "it needs its fields";
      return void this.add({ file, path: "(root)", message: `the file is empty: ${empty}` });
    }
    return this.check(file, schema, parsed.value);
  }

  markdown<S extends z.ZodType>(
    files: ContentFiles,
    file: string,
    schema: S,
  ): { data: z.infer<S>; body: string } | undefined {
    const text = this.required(files, file);
    if (text === undefined) return undefined;
    const parsed = parseMarkdownFile(file, text);
    if (!parsed.ok) return void this.add(parsed.problem);
    const data = this.check(file, schema, parsed.value.data);
    if (parsed.value.body === "") this.add({ file, path: "(body)", message: "must not be empty" });
    return data === undefined ? undefined : { data, body: parsed.value.body };
  }

  private required(files: ContentFiles, file: string): string | undefined {
    const text = files[file];
    if (text === undefined) {
      // A file under a near name ("talk.yaml", "site.yml") is the likely reason: name it.
      const near = nearest(file, Object.keys(files));
      this.add({
        file,
        path: "(root)",
        message: near ? `file is missing (there is a ${near}: rename it to ${file}?)` : "file is missing",
      });
    }
    return text;
  }

  unique(file: string, items: readonly { id: string }[]): void {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.id)) this.add({ file, path: `[${i}].id`, message: `duplicate id "${item.id}"` });
      seen.add(item.id);
    });
  }
}
