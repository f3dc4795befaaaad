/** Text → data for the two content formats: YAML files and Markdown with YAML front matter. */
import { parse as parseYaml, YAMLParseError } from "yaml";
import type { Problem } from "./problems.js";

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/** `firstLine` is the file line the text starts on, so that front matter errors point at the file's own line. */
export const parseYamlFile = (file: string, text: string, firstLine = 1): Parsed<unknown> => {
  // JSON is YAML: the build's parse cache hands files over as JSON, which JSON.parse reads many times faster.
  if (text.startsWith("{") || text.startsWith("[")) {
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      // A YAML flow collection that is not JSON: the YAML parser below reads it.
    }
  }
  try {
    return { ok: true, value: parseYaml(text) };
  } catch (error) {
    const pos = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
    const where = pos ? `line ${pos.line + firstLine - 1}` : "(root)";
    // The parser's own "at line N, column M:" counts from the snippet, not the file: the path carries the line.
    const first = error instanceof Error ? (error.message.split("\n")[0] ?? "") : "";
    const reason = first.replace(/ at line \d+, column \d+:?$/, "") || "invalid YAML";
    const column = pos ? ` (column ${pos.col})` : "";
    return { ok: false, problem: { file, path: where, message: `invalid YAML: ${reason}${column}` } };
  }
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export const parseMarkdownFile = (file: string, text: string): Parsed<{ data: unknown; body: string }> => {
  const match = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ""));
  if (!match) {
    return { ok: false, problem: { file, path: "(root)", message: "expected YAML front matter between --- lines" } };
  }
  const data = parseYamlFile(file, match[1] ?? "", 2);
  return data.ok ? { ok: true, value: { data: data.value, body: (match[2] ?? "").trim() } } : data;
};
