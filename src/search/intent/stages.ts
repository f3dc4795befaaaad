/**
 * Names a question may give a stage of his career by, beside its places and organisations (time.ts): a title of
 * rank ("since she became a director") and the present job ("the role right before the current one").
 */
import { fold } from "../analysis/analyze.js";

/**
 * Titles a question may name a stage of his career by ("since she became a director", "before he was a manager",
 * "his years as VP"): a closed list of the words of rank, each with the words a role says it in.
 */
const TITLES: readonly { readonly names: readonly string[]; readonly in: RegExp }[] = [
  { names: ["manager", "management"], in: /\bmanager\b/ },
  { names: ["director"], in: /\bdirector\b/ },
  { names: ["vp", "vice president"], in: /\b(?:vp|vice president)\b/ },
  { names: ["chief", "executive", "c-suite"], in: /\bchief\b/ },
  { names: ["founder", "co-founder", "cofounder"], in: /\b(?:co-?)?founder\b/ },
  { names: ["intern", "internship"], in: /\bintern\b/ },
];

/** The titles a role holds, as anchor names ("Engineering Manager, SRE" → manager, management). */
export const titleNames = (role: string | null): string[] => {
  const folded = fold(role ?? "");
  return TITLES.filter((t) => t.in.test(folded)).flatMap((t) => t.names);
};

/** What a question may call the present stage of his career by ("the role right before the current one"). */
export const CURRENT_NAMES: readonly string[] = ["current", "present"].flatMap((when) =>
  ["one", "role", "job", "position", "post", "employer", "company"].map((what) => `${when} ${what}`),
);
