/**
 * Quick answers: a question people ask, a one-paragraph answer and the page to cite. They are searchable
 * (type `answer`) and shown on /agent, but no REST endpoint lists them, so search results give `api: null`.
 */
import { z } from "@hono/zod-openapi";
import { Id, Keywords, Text, Uri } from "./common.js";

/** A site path, optionally with an anchor: `/about`, `/story/org-b`, `/agent#talk-some-id`. */
export const SitePath = z
  .string()
  .regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, "must be a site path such as /about or /agent#talk-id");

export const AnswerSource = z
  .object({
    id: Id,
    question: Text,
    answer: Text,
    cite: SitePath.describe("the page to read and cite"),
    keywords: Keywords.optional(),
  })
  .strict();
export type AnswerSource = z.infer<typeof AnswerSource>;

export const Answer = AnswerSource.omit({ cite: true }).extend({ url: Uri, page: Uri });
export type Answer = z.infer<typeof Answer>;
