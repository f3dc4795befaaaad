/**
 * What each timeline entry was: studies or a volunteer role, as the site's résumé section names them, else work.
 * The one reading of that section for every surface that tells the three apart (the JSON Resume export, search).
 */
import type { Site } from "./site.js";

export type TimelineKind = "education" | "volunteer" | "work";

/** Each timeline entry's kind, by id. */
export const timelineKinds = (site: Pick<Site, "resume" | "timeline">): ReadonlyMap<string, TimelineKind> => {
  const studies = new Set(site.resume.education.map((e) => e.timeline));
  const unpaid = new Set(site.resume.volunteer);
  return new Map(
    site.timeline.map((t) => [t.id, studies.has(t.id) ? "education" : unpaid.has(t.id) ? "volunteer" : "work"]),
  );
};

/**
 * The degree each entry of studies names, by id: its résumé entry's `studyType`, else the role the timeline gives it
 * ("PhD"); null when neither says.
 */
export const studiedDegrees = (site: Pick<Site, "resume" | "timeline">): ReadonlyMap<string, string | null> => {
  const roles = new Map(site.timeline.map((t) => [t.id, t.role]));
  return new Map(site.resume.education.map((e) => [e.timeline, e.studyType ?? roles.get(e.timeline) ?? null]));
};
