/**
 * What a collection's section says before its records, on /agent and in its Markdown twin: copy about the subject
 * (subject.ts), and where more of it is when the record says so (site.yaml `writingMore`).
 */
import type { Site } from "../content/site.js";
import type { CollectionKey } from "../schema/collections.js";
import { siteCopy } from "./subject.js";

type Copy = ReturnType<typeof siteCopy>;

/** The sentence each section opens with; a collection without one opens on its records. */
const INTROS: { readonly [K in CollectionKey]?: (copy: Copy) => string } = {
  timeline: (copy) => copy.timelineIntro,
  talks: (copy) => copy.talksIntro,
  writing: (copy) => copy.writingIntro,
  practices: (copy) => copy.practicesIntro,
  answers: (copy) => copy.answersIntro,
};

export interface SectionIntro {
  readonly text: string;
  /** Where more of the collection is, beyond the records listed. */
  readonly more: Site["writingMore"];
}

export const sectionIntro = (site: Site, key: CollectionKey): SectionIntro | null => {
  const intro = INTROS[key];
  return intro ? { text: intro(siteCopy(site)), more: key === "writing" ? site.writingMore : [] } : null;
};
