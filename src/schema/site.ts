/** site.yaml and the page copy files: settings that are not a record of their own. */
import { z } from "@hono/zod-openapi";
import { IsoDate, Text, Uri } from "./common.js";
import { MoreLink } from "./meta.js";
import { Company, SocialProfile } from "./profile.js";

/** When v1 is deprecated: all null until a successor ships (SPEC §9). */
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

export const SiteSource = z
  .object({
    title: Text,
    updated: IsoDate,
    company: Company,
    profiles: z.array(SocialProfile),
    writingMore: z.array(MoreLink),
    lifecycle: Lifecycle,
    llms: z.object({ intro: Text }).strict(),
  })
  .strict();
export type SiteSource = z.infer<typeof SiteSource>;

export const PAGE_IDS = ["about", "contact", "privacy"] as const;
export const PageSource = z.object({ title: Text, description: Text }).strict();
export type PageCopy = z.infer<typeof PageSource> & { body: string };
