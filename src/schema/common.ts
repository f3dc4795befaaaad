/**
 * Building blocks shared by every record schema: ids, dates, URLs and the enumerations docs/contract.md names.
 * Every record schema composes these, so a rule (say, what a chapter id is) lives in exactly one place.
 */
import { z } from "@hono/zod-openapi";

/** Stable record id: lower-case words joined by single hyphens. */
export const Id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

/**
 * Latin letters that NFKD leaves whole (they are letters of their own, not a letter and a mark), spelled as
 * their languages write them in ASCII; without this an id would drop them ("Łukasiewicz" → "ukasiewicz"), and
 * search would not find "Đoàn" for "Doan" as it finds "Nguyễn" for "Nguyen".
 */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ł: "l",
  ø: "o",
  đ: "d",
  ð: "d",
  ħ: "h",
  ı: "i",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  þ: "th",
};
const UNDECOMPOSED_LETTER = new RegExp(`[${Object.keys(UNDECOMPOSED).join("")}]`, "g");

/** Lower-case text with those letters spelled in ASCII ("đoàn łódź" → "doàn lodź"); the marks are the caller's. */
export const spellUndecomposed = (lowerCase: string): string =>
  lowerCase.replace(UNDECOMPOSED_LETTER, (letter) => UNDECOMPOSED[letter] ?? "");

/** Text as an id: lower-case ASCII words joined by hyphens ("Ana Peña, Org B" → "ana-pena-org-b"); "" when none. */
export const idOf = (text: string): string =>
  spellUndecomposed(
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase(),
  )
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * A chapter id. Which ids exist is content (the chapter file names), not code: the compiler checks every
 * reference against them, and the OpenAPI document and the MCP schemas list the loaded site's ids as an enum.
 */
export const ChapterId = Id.openapi("ChapterId", { description: "One of the chapter ids, in story order." });
export type ChapterId = z.infer<typeof ChapterId>;

/**
 * Absolute http(s) URL; other schemes (javascript:, data:) are refused so pages can link them safely. The
 * OpenAPI metadata must not set `type`: a fixed type there would hide `.nullable()` from the document.
 */
export const Uri = z.url({ protocol: /^https?$/ }).openapi({ format: "uri" });

/**
 * One of `values`, or null, written inline. `.nullable()` on a named component (ChapterId, SearchType) renders in
 * OpenAPI as `allOf: [$ref, {type: [string, null]}]`, which null can never satisfy (the $ref's enum has no null);
 * a union would render well but turns content errors into a bare "Invalid input".
 */
export const enumOrNull = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable();

const DATE_EXAMPLE = "2026-11-20";

/**
 * A calendar date written YYYY-MM-DD that exists (2026-02-30 is rejected). The message names the form: zod's own,
 * "Invalid ISO date", leaves an author who wrote 20/11/2026 guessing which one.
 */
export const IsoDate = z.iso
  .date({ error: `must be a date that exists, written YYYY-MM-DD (${DATE_EXAMPLE})` })
  .openapi({ format: "date", example: DATE_EXAMPLE });

export const Year = z.int().min(1900).max(2100);

/**
 * A date as precise as the record knows it beyond its year: `YYYY-MM` or `YYYY-MM-DD` (JSON Resume's iso8601
 * without the bare year, which the integer year fields already carry). Optional beside them, so a client that
 * reads only the years keeps working.
 */
export const MonthDate = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, "must be YYYY-MM or YYYY-MM-DD")
  .openapi({ example: "2014-08" });

/** A date of a record that has no year field of its own: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
export const PartialIsoDate = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, "must be YYYY, YYYY-MM or YYYY-MM-DD")
  .openapi({ example: "2019-03" });

/** A list of short texts as written: highlights, courses. */
export const Texts = z.array(z.string().trim().min(1));

export const Text = z.string().trim().min(1);

/** How many keywords a record may list, and how long one may be: short words and phrases, not a second summary. */
export const KEYWORD_LIMITS = { count: 20, length: 60 } as const;

/**
 * The owner's words for what a record is about, in the words other people would use ("screen readers", "WCAG"):
 * search indexes them at a low weight; pages do not show them. Optional on every record kind.
 */
export const Keywords = z
  .array(Text.max(KEYWORD_LIMITS.length))
  .max(KEYWORD_LIMITS.count)
  .describe("words and phrases the record is about that its text may not use; matched by search, not shown on pages");

export const Link = z
  .object({
    label: Text.describe("link text"),
    url: Uri,
    archived: z.boolean().describe("true when the link is a saved copy of a page that is gone"),
  })
  .openapi("Link");
export type Link = z.infer<typeof Link>;

/** A reference from a chapter to a related record, pointing at its anchor on /agent. */
export const RelatedItem = z
  .object({ id: z.string(), title: z.string(), url: Uri.describe("the item on /agent") })
  .openapi("RelatedItem");
export type RelatedItem = z.infer<typeof RelatedItem>;

export const Place = z
  .object({
    city: Text,
    region: Text.describe("state"),
    country: z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code"),
    label: Text.describe("display form"),
  })
  .openapi("Place");
