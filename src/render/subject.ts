/**
 * How the site speaks of its subject, from `Site.subject` (content/site.yaml): pronouns with the verb forms
 * that agree with them, and the headings and sentences built from them. Pure; every surface that describes
 * the person (pages, Markdown, MCP descriptions and prompts) uses these rather than literals.
 */
import { type Site, storyShape } from "../content/site.js";
import type { Subject } from "../schema/site.js";
import { capitalize } from "../schema/text.js";
import type { WritingKind } from "../schema/writing.js";

export interface SubjectWords {
  /** she / he / they */
  readonly subject: string;
  /** her / him / them */
  readonly object: string;
  /** her / his / their */
  readonly possessive: string;
  /** The verb form that agrees with the subject pronoun: `verb("is", "are")`. */
  readonly verb: (singular: string, plural: string) => string;
}

/** "they" takes plural verbs ("they are"), whatever the number of people it stands for. */
export const subjectWords = ({ pronouns }: Subject): SubjectWords => {
  const plural = pronouns.subject.toLowerCase() === "they";
  return { ...pronouns, verb: (singular, plural_) => (plural ? plural_ : singular) };
};

/** What the copy says of the story's shape (content/site.ts `storyShape`). */
export type StoryShape = ReturnType<typeof storyShape>;

const WRITING_WORDS: Readonly<Record<WritingKind, (w: SubjectWords) => string>> = {
  article: (w) => `articles by ${w.object}`,
  blog: (w) => `the blog where many of ${w.possessive} posts are`,
  press: (w) => `press about ${w.possessive} work`,
};

/** "Articles by him, the blog where many of his posts are, then press about his work": the kinds there are. */
const writingIntro = (w: SubjectWords, kinds: readonly WritingKind[]): string => {
  const parts = kinds.map((kind) => WRITING_WORDS[kind](w));
  const last = parts.pop();
  if (last === undefined) return "";
  return `${capitalize(parts.length > 0 ? `${parts.join(", ")}, then ${last}` : last)}.`;
};

/** Headings and short sentences about the subject, shared by the HTML pages and their Markdown twins. */
export const subjectCopy = (subject: Subject, story: StoryShape) => {
  const w = subjectWords(subject);
  return {
    whoIs: `Who ${w.subject} ${w.verb("is", "are")}`,
    placesLived: `Places ${w.subject} ${w.verb("has", "have")} lived`,
    whatNow: `What ${w.subject} ${w.verb("does", "do")} now`,
    ownWords: `In ${w.possessive} own words`,
    chaptersIntro: `${capitalize(story.chapters)} in story order: ${subject.story}.`,
    writingIntro: writingIntro(w, story.writing),
    timelineIntro: `Every role, oldest first, including those outside the ${story.chapters}.`,
    talksIntro: "Keynotes, talks, panels and podcasts, newest first.",
    answersIntro: "Short answers to questions people ask, each with the page to cite.",
    practicesIntro: `How ${w.subject} ${w.verb("works", "work")}: each practice with its links and chapters.`,
    homeChapters: `From ${subject.from} to the job ${w.subject} ${w.verb("has", "have")} today.${story.robot ? ` Each chapter is one part of the robot that tells ${w.possessive} story, from the feet up to the antenna.` : ""}`,
    notFoundHome: (name: string) => `who ${name} ${w.verb("is", "are")} and ${w.possessive} ${story.chapters}`,
  };
};

/** The copy of one site: what every page, twin and document says of its subject. */
export const siteCopy = (site: Site) => subjectCopy(site.subject, storyShape(site));
