/**
 * A Dockerfile read into its stages and steps, for a test that replays it without an image builder (none can
 * pull a base image here). Pure: text in, steps out. An instruction it does not know is an error, so a new one
 * (ADD, a shell-form CMD) cannot be skipped by the replay without a word.
 */
import { z } from "zod";

export type Step =
  | { readonly op: "WORKDIR"; readonly path: string }
  | { readonly op: "COPY"; readonly from?: string; readonly sources: readonly string[]; readonly dest: string }
  | { readonly op: "RUN"; readonly command: string }
  | { readonly op: "ENV"; readonly vars: Readonly<Record<string, string>> }
  /** A build argument: set for the stage's RUN steps from the build's arguments, else its default, else unset. */
  | { readonly op: "ARG"; readonly name: string; readonly default?: string }
  | { readonly op: "CMD"; readonly argv: readonly string[] }
  /** What an image records but a replay has nothing to do for (USER, EXPOSE, HEALTHCHECK). */
  | { readonly op: "NOTE"; readonly instruction: string; readonly text: string };

export interface Stage {
  readonly name?: string;
  readonly base: string;
  readonly steps: readonly Step[];
}

/** Exec form: a JSON array of strings. */
const ExecForm = z.array(z.string()).min(1);

/** Logical lines: comments dropped, `\` continuations joined. */
const logicalLines = (text: string): string[] => {
  const lines: string[] = [];
  let pending = "";
  for (const raw of text.split("\n")) {
    const line = raw.trimEnd();
    if (pending === "" && (line.trim() === "" || line.trimStart().startsWith("#"))) continue;
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    lines.push(`${pending}${line.trim()}`);
    pending = "";
  }
  if (pending) lines.push(pending.trim());
  return lines;
};

/** `KEY=value KEY2=value2` (the form this project uses); quoted values are not needed and so not read. */
const envVars = (args: string): Record<string, string> => {
  const vars: Record<string, string> = {};
  for (const pair of args.split(/\s+/).filter(Boolean)) {
    const equals = pair.indexOf("=");
    if (equals <= 0) throw new Error(`ENV ${args}: only KEY=value pairs are read`);
    vars[pair.slice(0, equals)] = pair.slice(equals + 1);
  }
  return vars;
};

const copyStep = (args: string): Step => {
  const words = args.split(/\s+/).filter(Boolean);
  let from: string | undefined;
  const paths: string[] = [];
  for (const word of words) {
    if (word.startsWith("--from=")) from = word.slice("--from=".length);
    else if (word.startsWith("--chown=") || word.startsWith("--chmod=")) continue;
    else if (word.startsWith("--")) throw new Error(`COPY ${word}: flag not read by the replay`);
    else paths.push(word);
  }
  const dest = paths.pop();
  if (dest === undefined || paths.length === 0) throw new Error(`COPY ${args}: needs a source and a destination`);
  return { op: "COPY", ...(from === undefined ? {} : { from }), sources: paths, dest };
};

export const parseDockerfile = (text: string): Stage[] => {
  const stages: { name?: string; base: string; steps: Step[] }[] = [];
  for (const line of logicalLines(text)) {
    const space = line.search(/\s/);
    const instruction = (space === -1 ? line : line.slice(0, space)).toUpperCase();
    const args = space === -1 ? "" : line.slice(space + 1).trim();
    if (instruction === "FROM") {
      const [base = "", as, name] = args.split(/\s+/);
      stages.push({ base, steps: [], ...(as?.toUpperCase() === "AS" && name ? { name } : {}) });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${instruction} before FROM`);
    switch (instruction) {
      case "WORKDIR":
        stage.steps.push({ op: "WORKDIR", path: args });
        break;
      case "COPY":
        stage.steps.push(copyStep(args));
        break;
      case "RUN":
        if (args.startsWith("[")) throw new Error("RUN in exec form is not read by the replay");
        stage.steps.push({ op: "RUN", command: args });
        break;
      case "ENV":
        stage.steps.push({ op: "ENV", vars: envVars(args) });
        break;
      case "ARG": {
        const [name = "", ...value] = args.split("=");
        stage.steps.push({ op: "ARG", name, ...(value.length > 0 ? { default: value.join("=") } : {}) });
        break;
      }
      case "CMD":
        stage.steps.push({ op: "CMD", argv: ExecForm.parse(JSON.parse(args)) });
        break;
      case "USER":
      case "EXPOSE":
      case "HEALTHCHECK":
        stage.steps.push({ op: "NOTE", instruction, text: args });
        break;
      default:
        throw new Error(`${instruction}: not an instruction the replay knows`);
    }
  }
  return stages;
};
