/**
 * content/synonyms.yaml: the subject's own vocabulary, in the rule syntax of Elasticsearch and Solr synonym files.
 * `ux, user experience` makes the words of a group equivalent; `alma mater => university, college` lets the
 * words on the left find those on the right, not the reverse. Phrases are matched word for word.
 */
import { z } from "@hono/zod-openapi";

export interface SynonymRule {
  /** Phrases that, typed in a query, also look for `to`. */
  readonly from: readonly string[];
  readonly to: readonly string[];
}

const PHRASE = /^[\p{L}\p{N}][\p{L}\p{N}' -]*$/u;

const phrases = (side: string): string[] => side.split(",").map((p) => p.trim().replace(/\s+/g, " "));

/** A rule's text → the rule, or the reason it is not one. */
export const parseSynonymRule = (text: string): SynonymRule | string => {
  const sides = text.split("=>");
  if (sides.length > 2) return "has more than one =>";
  const left = phrases(sides[0] ?? "");
  const right = sides[1] === undefined ? undefined : phrases(sides[1]);
  const all = [...left, ...(right ?? [])];
  const bad = all.find((p) => !PHRASE.test(p));
  if (bad !== undefined) return `"${bad}" is not a word or phrase (letters, digits, spaces, ' and - only)`;
  if (right === undefined) {
    return left.length < 2 ? "an equivalence group needs at least two phrases" : { from: left, to: left };
  }
  return { from: left, to: right };
};

export const SynonymRuleText = z.string().superRefine((text, ctx) => {
  const rule = parseSynonymRule(text);
  if (typeof rule === "string") ctx.addIssue({ code: "custom", message: rule });
});

export const SynonymsSource = z.object({ synonyms: z.array(SynonymRuleText) }).strict();
export type SynonymsSource = z.infer<typeof SynonymsSource>;
