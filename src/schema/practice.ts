/** Practices (docs/contract.md#practice): how the subject works, and the lists a résumé keeps (skills, awards…). */
import { z } from "@hono/zod-openapi";
import { ChapterId, Id, Keywords, Link, PartialIsoDate, Text, Texts, Uri } from "./common.js";

/**
 * The résumé sections a practice's entries stand for, by their JSON Resume names (`talks` is the section people add):
 * publications and talks listed here are those with no web address, which writing.yaml and talks.yaml require.
 */
export const PRACTICE_SECTIONS = [
  "skills",
  "languages",
  "interests",
  "certificates",
  "awards",
  "publications",
  "talks",
] as const;

/** One thing a résumé lists: a skill group, a language, an interest, a certificate, an award. */
export const PracticeEntry = z
  .object({
    name: Text,
    level: Text.optional().describe("how well: a skill's level, a language's fluency"),
    items: Texts.optional().describe("what it covers: a skill's tools, an interest's topics"),
    issuer: Text.optional().describe("who issued the certificate or gave the award"),
    date: PartialIsoDate.optional().describe("when it was issued or given"),
    until: PartialIsoDate.optional().describe("when a certificate expires or expired"),
    number: Text.optional().describe("a certificate's licence number"),
    place: Text.optional().describe("where a talk was given"),
    url: Uri.optional(),
    summary: Text.optional(),
  })
  .strict()
  .openapi("PracticeEntry");
export type PracticeEntry = z.infer<typeof PracticeEntry>;

export const Practice = z
  .object({
    id: Id,
    title: Text,
    summary: Text,
    links: z.array(Link),
    chapters: z.array(ChapterId),
    keywords: Keywords.optional(),
    section: z.enum(PRACTICE_SECTIONS).optional().describe("the résumé section its entries are, on /resume.json"),
    entries: z.array(PracticeEntry).optional().describe("the things it lists, one each"),
    page: Uri.describe("practice on /agent"),
  })
  .openapi("Practice");
export type Practice = z.infer<typeof Practice>;

export const PracticeSource = Practice.omit({ page: true }).strict();
export type PracticeSource = z.infer<typeof PracticeSource>;
