/** site.yaml and the page copy files: settings that are not a record of their own. */
import { z } from "@hono/zod-openapi";
import { IsoDate, Text, Uri } from "./common.js";
import { MoreLink } from "./meta.js";
import { Company, SocialProfile } from "./profile.js";

/** When v1 is deprecated: all null until a successor ships (docs/contract.md#versioning). */
export const Lifecycle = z
  .object({
    deprecation: z.iso.datetime({ offset: true }).or(IsoDate).nullable(),
    sunset: z.iso.datetime({ offset: true }).or(IsoDate).nullable(),
    successor: Uri.nullable(),
  })
  .strict()
  .refine((l) => l.sunset === null || l.deprecation !== null, {
    message: "a sunset date needs a deprecation date",
    path: ["sunset"],
  })
  .refine((l) => l.sunset === null || l.deprecation === null || Date.parse(l.sunset) >= Date.parse(l.deprecation), {
    message: "sunset must not be earlier than deprecation",
    path: ["sunset"],
  });
export type Lifecycle = z.infer<typeof Lifecycle>;

/**
 * How the site speaks of its subject: pronouns and the one-line story. Every surface that describes the person
 * (tool descriptions, prompts, headings, the home page) builds its sentences from these, never from literals.
 */
export const Subject = z
  .object({
    pronouns: z
      .object({
        subject: Text.describe('e.g. "she", "he", "they"'),
        object: Text.describe('e.g. "her", "him", "them"'),
        possessive: Text.describe('e.g. "her", "his", "their"'),
      })
      .strict(),
    story: Text.describe('the chapters in one phrase, e.g. "college, her own studio, then four employers"'),
    from: Text.describe('where the story starts, as the home page says it, e.g. "college in Ohio"'),
    headline: Text.optional().describe(
      "one short line under the name on the home page and its link preview; default: the summary's first sentence",
    ),
  })
  .strict();
export type Subject = z.infer<typeof Subject>;
export type Pronouns = Subject["pronouns"];

/**
 * How the timeline reads as a résumé (JSON Resume's `education` and `volunteer` sections): which timeline
 * entries were studies or unpaid roles, and the degree facts a timeline entry does not hold. Everything else
 * with an organization and a role is work.
 */
export const ResumeSource = z
  .object({
    education: z.array(
      z
        .object({
          timeline: Text.describe("id of the timeline entry of the studies"),
          studyType: Text.optional().describe('the degree, e.g. "Bachelor of Fine Arts"'),
          area: Text.optional().describe('the field of study, e.g. "Graphic Design"'),
        })
        .strict(),
    ),
    volunteer: z.array(Text.describe("id of a timeline entry that was a volunteer role")),
  })
  .strict();
export type ResumeSource = z.infer<typeof ResumeSource>;

export const SiteSource = z
  .object({
    title: Text,
    updated: IsoDate,
    company: Company,
    profiles: z.array(SocialProfile),
    writingMore: z.array(MoreLink),
    lifecycle: Lifecycle,
    llms: z.object({ intro: Text }).strict(),
    subject: Subject,
    resume: ResumeSource.default({ education: [], volunteer: [] }),
  })
  .strict();
export type SiteSource = z.infer<typeof SiteSource>;

export const PAGE_IDS = ["about", "contact", "privacy"] as const;
export const PageSource = z.object({ title: Text, description: Text }).strict();
export type PageCopy = z.infer<typeof PageSource> & { body: string };
