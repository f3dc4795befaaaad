/** Text → data for the two content formats: YAML files and Markdown with YAML front matter. */
import { parse as parseYaml, YAMLParseError } from "yaml";
import type { Problem } from "./problems.js";

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: Problem };

export const parseYamlFile = (file: string, text: string): Parsed<unknown> => {
  try {
    return { ok: true, value: parseYaml(text) };
  } catch (error) {
    const where = error instanceof YAMLParseError && error.linePos ? `line ${error.linePos[0].line}` : "(root)";
    const message = error instanceof Error ? (error.message.split("\n")[0] ?? "invalid YAML") : "invalid YAML";
    return { ok: false, problem: { file, path: where, message: `invalid YAML: ${message}` } };
  }
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export const parseMarkdownFile = (file: string, text: string): Parsed<{ data: unknown; body: string }> => {
  const match = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ""));
  if (!match) {
    return { ok: false, problem: { file, path: "(root)", message: "expected YAML front matter between --- lines" } };
  }
  const data = parseYamlFile(file, match[1] ?? "");
  return data.ok ? { ok: true, value: { data: data.value, body: (match[2] ?? "").trim() } } : data;
};
