/**
 * Cross-file drift a schema cannot see: a site title that no longer names the person, pronouns that the owner's
 * own text contradicts (site.yaml says "they" while the biography says "she"), and a content date after `today`
 * (a typo: every page, the sitemap and the feeds would claim a change that has not happened). These are
 * warnings: the record is valid, but likely half-edited.
 */
import type { Problem } from "./problems.js";
import type { Site } from "./site.js";

const PRONOUN_SETS = {
  he: ["he", "him", "his", "himself"],
  she: ["she", "her", "hers", "herself"],
  they: ["they", "them", "their", "theirs", "themselves"],
} as const;

/**
 * A pronoun as prose writes it, lower-case or opening a sentence ("he", "He"); not in capitals, as in a name's
 * letters or an acronym ("Org HE", "HER2").
 */
const countWords = (text: string, words: readonly string[]): number => {
  const forms = words.flatMap((w) => [w, `${w[0]?.toUpperCase() ?? ""}${w.slice(1)}`]);
  return (text.match(new RegExp(`\\b(?:${forms.join("|")})\\b`, "g")) ?? []).length;
};

export const driftWarnings = (site: Site, today?: string): Problem[] => {
  const warnings: Problem[] = [];
  const { name } = site.profile;
  if (!site.title.includes(name)) {
    warnings.push({
      file: "site.yaml",
      path: "title",
      message: `"${site.title}" does not name the profile's person (${name}, profile.md name)`,
    });
  }

  // The owner's own texts: the third-person ones, and the chapter texts, first-person by design but often imported
  // from a résumé's third-person descriptions (a first-person text says "I" and leaves the count alone).
  const prose = [
    ["profile.md", "summary", site.profile.summary],
    ["profile.md", "description", site.profile.description],
    ["profile.md", "(body)", site.profile.bio],
    ...site.chapters.flatMap((c) => [
      [`chapters/${c.number}-${c.id}.md`, "summary", c.summary] as const,
      [`chapters/${c.number}-${c.id}.md`, "(body)", c.text] as const,
    ]),
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
