/**
 * Cross-file drift a schema cannot see: a site title that no longer names the person, pronouns that the prose
 * contradicts (site.yaml says "she" while the biography says "he"), texts still marked PLACEHOLDER, and a content
 * date after `today` (a typo: every page, the sitemap and the feeds would claim a change that has not happened).
 * These are warnings: the record is valid, but likely half-edited.
 */
import type { ContentFiles } from "./collector.js";
import type { Problem } from "./problems.js";
import type { Site } from "./site.js";

const PRONOUN_SETS = {
  he: ["he", "him", "his", "himself"],
  she: ["she", "her", "hers", "herself"],
  they: ["they", "them", "their", "theirs", "themselves"],
} as const;

const countWords = (text: string, words: readonly string[]): number =>
  (text.toLowerCase().match(new RegExp(`\\b(?:${words.join("|")})\\b`, "g")) ?? []).length;

export const driftWarnings = (site: Site, files: ContentFiles, today?: string): Problem[] => {
  const warnings: Problem[] = [];
  const { name } = site.profile;
  if (!site.title.includes(name)) {
    warnings.push({
      file: "site.yaml",
      path: "title",
      message: `"${site.title}" does not name the profile's person (${name}, profile.md name)`,
    });
  }

  // Third-person prose only: chapter texts are the subject's own first-person words.
  const prose = [
    ["profile.md", "summary", site.profile.summary],
    ["profile.md", "description", site.profile.description],
    ["profile.md", "(body)", site.profile.bio],
    ...site.chapters.map((c) => [`chapters/${c.number}-${c.id}.md`, "summary", c.summary] as const),
  ] as const;
  const declared = site.subject.pronouns.subject.toLowerCase();
  const own = Object.entries(PRONOUN_SETS).find(([subject]) => subject === declared)?.[1];
  if (own) {
    for (const [file, path, text] of prose) {
      const mine = countWords(text, own);
      for (const [subject, words] of Object.entries(PRONOUN_SETS)) {
        if (subject === declared || subject === "they") continue;
        const other = countWords(text, words);
        if (other > mine) {
          warnings.push({
            file,
            path,
            message: `says "${subject}" ${other} time(s) while site.yaml subject.pronouns.subject is "${declared}"`,
          });
        }
      }
    }
  }

  const marked = Object.entries(files).filter(([, text]) => text.includes("PLACEHOLDER"));
  for (const [file, text] of marked) {
    const count = text.split("PLACEHOLDER").length - 1;
    warnings.push({ file, path: "(text)", message: `${count} text(s) still marked PLACEHOLDER` });
  }
  // Both YYYY-MM-DD, so they compare as text.
  if (today !== undefined && site.updated > today) {
    warnings.push({
      file: "site.yaml",
      path: "updated",
      message: `${site.updated} is after today (${today}): the sitemap and feeds would date the record in the future`,
    });
  }
  return warnings;
};
