/** Profile (docs/contract.md#profile): who the subject is. The content supplies everything but the derived links. */
import { z } from "@hono/zod-openapi";
import { Id, IsoDate, Keywords, Place, Text, Uri } from "./common.js";
import { ImageFileSource, Photo } from "./image.js";

export const SUMMARY_WORDS = { min: 60, max: 90 } as const;

export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

export const Company = z
  .object({ name: Text, url: Uri, tagline: Text, backedBy: Text.describe("partner and backer") })
  .openapi("Company");

export const SocialProfile = z
  .object({ name: Text.describe("network"), handle: Text, url: Uri })
  .openapi("SocialProfile");

export const ProfileLinks = z
  .object({
    site: Uri.describe("3D site home"),
    agent: Uri.describe("agent mode as HTML"),
    agentMarkdown: Uri,
    resume: Uri,
    llms: Uri,
    llmsFull: Uri,
    openapi: Uri,
    mcp: Uri,
    developers: Uri,
    vcard: Uri.describe("contact card (vCard 4.0, RFC 6350)"),
    resumeJson: Uri.describe("the résumé as JSON Resume"),
    resumePdf: Uri.describe("the résumé as a PDF (A4)"),
    feed: Uri.describe("talks and writing as an Atom feed"),
    jsonFeed: Uri.describe("talks and writing as a JSON Feed 1.1"),
  })
  .openapi("ProfileLinks");

const Contact = z.object({ email: z.email(), note: Text.describe("what to write about"), page: Uri });

export const Profile = z
  .object({
    id: Id.describe("the fixed stable id"),
    name: Text.describe("full name"),
    givenName: Text,
    familyName: Text,
    jobTitle: Text.describe("current job title"),
    label: Text.optional().describe('the one-line professional title a résumé gives, e.g. "Data engineer, streaming"'),
    company: Company,
    summary: Text.refine((s) => {
      const n = countWords(s);
      return n >= SUMMARY_WORDS.min && n <= SUMMARY_WORDS.max;
    }, `must be ${SUMMARY_WORDS.min} to ${SUMMARY_WORDS.max} words`).describe("third-person summary, 60 to 90 words"),
    description: Text.describe("one-paragraph identity"),
    bio: Text.describe("biography; paragraphs separated by a blank line"),
    basedIn: Place,
    birthplace: Place,
    places: z.array(z.object({ place: Text.describe("city and state"), why: Text })).min(1),
    contact: Contact,
    profiles: z.array(SocialProfile),
    links: ProfileLinks,
    updated: IsoDate.describe("day content last changed"),
    photo: Photo.nullable().describe("the subject's photo, or null when the site shows initials instead"),
    keywords: Keywords.optional(),
  })
  .openapi("Profile");
export type Profile = z.infer<typeof Profile>;

/**
 * profile.md: front matter holds the fields, the body is the biography; company and profiles come from
 * site.yaml; the contact page URL is this site's own /contact.
 */
export const ProfileSource = Profile.omit({
  bio: true,
  links: true,
  updated: true,
  company: true,
  profiles: true,
  photo: true,
})
  // The id is the record's, fixed once published: written in profile.md, or else the name as an id (idOf).
  .extend({ id: Id.optional(), contact: Contact.omit({ page: true }).strict(), photo: ImageFileSource.optional() })
  .strict();
export type ProfileSource = z.infer<typeof ProfileSource>;
