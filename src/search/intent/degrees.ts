/**
 * Degree levels: the words a question may call a degree by ("her doctorate", "his postgraduate degree", "what she
 * read as an undergraduate") and the words a degree's name says its level in. The first level a name says is its
 * level: a Scottish "MA (Hons)" is a first degree. They are facets of the studies' records (documents.ts), and the
 * `names` anchors of time questions ("once the PhD was done", build-index.ts); an abbreviation asks for studies of
 * its level only ("does he have an MBA" is answered by his master's, whatever its letters).
 */
import { fold } from "../analysis/analyze.js";

export const DEGREES = [
  {
    level: "doctorate",
    names: ["phd", "doctorate", "doctoral", "dphil"],
    abbreviations: ["edd", "dsc"],
    in: /\b(?:phd|ph d|dphil|doctor|doctorate|doctoral|edd|dsc)\b/,
  },
  {
    level: "bachelor",
    names: ["undergraduate", "undergrad", "bachelor", "bachelors", "first degree"],
    abbreviations: ["bsc", "beng", "llb", "bfa"],
    in: /\b(?:bachelor|bachelors|ba|bsc|bs|beng|bfa|llb|hons|mvb|bvsc|bvms|associate)\b/,
  },
  {
    level: "master",
    names: ["masters", "master", "postgraduate", "graduate school", "grad school"],
    abbreviations: ["msc", "mba", "emba", "mphil", "mres", "llm", "meng", "mfa", "mpa", "mph"],
    in: /\b(?:master|masters|ma|msc|ms|mba|mphil|mres|llm|meng|mfa|mpa|mph|med|mvm|mst)\b/,
  },
] as const;

export type DegreeLevel = (typeof DEGREES)[number]["level"];

const levelOf = (degree: string | null | undefined) => {
  const folded = fold(degree ?? "").replace(/[^\p{L}\p{N}]+/gu, " ");
  return DEGREES.find((d) => d.in.test(folded));
};

/** A degree's level, from its name ("PhD", "Master of Science", "MA (Hons)"); null when its name says none. */
export const degreeLevel = (degree: string | null | undefined): DegreeLevel | null => levelOf(degree)?.level ?? null;

/** The words a question may call a degree by, from its name. */
export const degreeNames = (degree: string | null | undefined): readonly string[] => levelOf(degree)?.names ?? [];

/** The abbreviations of a degree's level ("msc", "mba"…), which name it where it is the one degree of that level. */
export const degreeAbbreviations = (degree: string | null | undefined): readonly string[] =>
  levelOf(degree)?.abbreviations ?? [];
