/**
 * The checks that span files, run once every file has been validated on its own: exactly one current role,
 * answers that cite pages and anchors the site has, and the résumé's references into the timeline.
 */
import { COLLECTIONS, type LoadedCollections } from "../schema/collections.js";
import type { SiteSource } from "../schema/site.js";
import type { Collector } from "./collector.js";
import { anchorId, PAGE_PATHS, storyPath } from "./urls.js";

type Loaded<K extends keyof LoadedCollections> = NonNullable<LoadedCollections[K]>;

export const checkCurrentRole = (timeline: Loaded<"timeline">, c: Collector): void => {
  const current = timeline.filter((t) => t.current);
  if (timeline.length > 0 && current.length !== 1) {
    c.add({
      file: "timeline.yaml",
      path: "current",
      message: `exactly one item must be current, found ${current.length}`,
    });
  }
};

export const checkAnswerCitations = (
  answers: Loaded<"answers">,
  collections: LoadedCollections,
  chapterIds: readonly string[],
  c: Collector,
): void => {
  const anchors = new Set<string>([
    ...chapterIds.map((id) => anchorId("chapter", id)),
    ...COLLECTIONS.flatMap(({ key, anchor }) => (collections[key] ?? []).map((item) => anchorId(anchor, item.id))),
  ]);
  // The ids of a collection that failed validation are unknown: citations into it wait for that file to be fixed,
  // so that one broken file is reported once, not again through every answer citing it.
  const unknownKinds = COLLECTIONS.flatMap(({ key, anchor }) => (collections[key] ? [] : [`${anchor}-`]));
  const pagePaths = new Set<string>([...PAGE_PATHS, ...chapterIds.map(storyPath)]);
  answers.forEach((answer, i) => {
    const [path = "", anchor] = answer.cite.split("#");
    if (!pagePaths.has(path)) {
      c.add({ file: "answers.yaml", path: `[${i}].cite`, message: `"${path}" is not a page of the site` });
    } else if (anchor !== undefined) {
      const known = anchors.has(anchor) || unknownKinds.some((prefix) => anchor.startsWith(prefix));
      if (path !== "/agent" || !known) {
        c.add({ file: "answers.yaml", path: `[${i}].cite`, message: `"#${anchor}" is not an anchor on /agent` });
      }
    }
  });
};

export const checkResumeReferences = (
  siteSource: { readonly resume: SiteSource["resume"] },
  collections: LoadedCollections,
  c: Collector,
): void => {
  if (collections.timeline) {
    const timeline = collections.timeline;
    const timelineIds = new Set(timeline.map((t) => t.id));
    const { education, volunteer } = siteSource.resume;
    const refs = [
      ...education.map((e, i) => [`resume.education[${i}].timeline`, e.timeline] as const),
      ...volunteer.map((id, i) => [`resume.volunteer[${i}]`, id] as const),
    ];
    for (const [path, id] of refs) {
      if (!timelineIds.has(id)) c.add({ file: "site.yaml", path, message: `"${id}" is not a timeline.yaml id` });
    }
  }
};
