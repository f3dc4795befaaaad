/**
 * The record's story: one chapter per employer (consecutive roles there together) or school, oldest first, and
 * the timeline of every role, studies and volunteer role, with dates as precise as the source gave them.
 */

import type { z } from "zod";
import { idOf } from "../../../src/schema/common.js";
import type { ResumeSource } from "../../../src/schema/site.js";
import { article, firstSentence, listed, placeLabel, sentence, when } from "./copy.js";
import { byStart, monthOf, periodOf } from "./dates.js";
import { type ChapterDraft, type ContentDraft, PLACEHOLDER } from "./draft.js";
import { unique } from "./keywords.js";
import { roleIdWords, roleLabel } from "./own-account.js";
import type { ImportedRecord, PartialDate, Role, Study } from "./record.js";

export interface Stint {
  readonly kind: "work" | "study";
  readonly organization: string;
  readonly roles: readonly Role[];
  readonly study: Study | null;
  readonly start: PartialDate | null;
  readonly end: PartialDate | null;
  readonly ongoing: boolean;
}

/** A chapter's id beside the stint it tells, for linking records to it. */
export interface Told extends Stint {
  readonly id: string;
}

/** Consecutive roles at one organization are one chapter; each school is one. Oldest first. */
const stintsOf = (record: ImportedRecord): Stint[] => {
  const studies: Stint[] = record.education.map((study) => ({
    kind: "study",
    organization: study.institution,
    roles: [],
    study,
    start: study.start,
    end: study.end,
    ongoing: false,
  }));
  const work: Stint[] = [];
  for (const role of [...record.work].sort(byStart)) {
    const last = work.at(-1);
    if (last && last.organization === role.organization) {
      work[work.length - 1] = { ...last, roles: [...last.roles, role], end: role.end, ongoing: role.end === null };
    } else {
      work.push({
        kind: "work",
        organization: role.organization,
        roles: [role],
        study: null,
        start: role.start,
        end: role.end,
        ongoing: role.end === null && role.start !== null,
      });
    }
  }
  return [...studies, ...work].sort(byStart);
};

/** A text's words, lower-cased and space-separated, with a space either side: for finding words within words. */
const wordsOf = (text: string): string =>
  ` ${text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ")} `;

/** The degree and, when given, the field: "Master of Science, Biology". */
const labelOf = (study: Study, area: string | null): string =>
  [study.studyType, area].filter(Boolean).join(", ") || `Studies at ${study.institution}`;

/**
 * "Master of Science, Biology": the degree and the field, each once; a field the degree already names ("National
 * Diploma of Oenology" in Oenology) is not said again.
 */
export const studyLabel = (study: Study): string =>
  labelOf(
    study,
    study.studyType && study.area && wordsOf(study.studyType).includes(wordsOf(study.area)) ? null : study.area,
  );

/** The label a study's id has always been made of, a field the degree names said twice: ids are the owner's URLs. */
const studyIdLabel = (study: Study): string => labelOf(study, study.area === study.studyType ? null : study.area);

/** What was studied and what it earned, in one sentence. */
const studySummary = (name: string, study: Study, phrase: string): string =>
  sentence(
    `${name} studied ${study.area ? `${study.area} ` : ""}at ${study.institution}${phrase}${
      study.studyType ? `, for ${article(study.studyType)} ${study.studyType}` : ""
    }`,
  );

/** The studies in plain words when the source tells nothing more: what, the courses, the grade. */
const studyText = (name: string, study: Study, phrase: string): string =>
  [
    studySummary(name, study, phrase),
    study.courses.length > 0 ? sentence(`Courses: ${listed(study.courses)}`) : null,
    study.score ? sentence(`Grade: ${study.score}`) : null,
  ]
    .filter(Boolean)
    .join(" ");

/** A chapter's words from its roles: one role's description as it is; several, each under its title. */
const roleText = (stint: Stint): string[] => {
  const described = stint.roles.filter((r) => r.description);
  if (stint.roles.length === 1) return described.map((r) => r.description ?? "");
  return described.map(
    (r) => `### ${r.title}${r.start ? `, ${periodOf(r.start, r.end, r.end === null)}` : ""}\n\n${r.description}`,
  );
};

const dated = (start: PartialDate | null, end: PartialDate | null) => ({
  start: start?.year ?? null,
  end: end?.year ?? null,
  ...(monthOf(start) ? { startDate: monthOf(start) } : {}),
  ...(monthOf(end) ? { endDate: monthOf(end) } : {}),
});

const listOrNone = (items: readonly string[]): string[] | undefined => (items.length > 0 ? [...items] : undefined);

export interface Story {
  readonly chapters: ChapterDraft[];
  readonly told: Told[];
  readonly timeline: ContentDraft["timeline"][number][];
  readonly education: z.input<typeof ResumeSource>["education"];
  readonly derived: string[];
}

export const storyOf = (record: ImportedRecord, name: string): Story => {
  const chapterIds = new Set<string>();
  const timelineIds = new Set<string>();
  const timeline: Story["timeline"] = [];
  const education: Story["education"] = [];
  const derived: string[] = [];
  const told: Told[] = [];
  const chapters = stintsOf(record).map((stint, index): ChapterDraft => {
    const id = unique(idOf(stint.organization), chapterIds);
    told.push({ ...stint, id });
    const file = `chapters/${index + 1}-${id}.md`;
    const period = periodOf(stint.start, stint.end, stint.ongoing);
    const phrase = when(stint.start, stint.end, stint.ongoing);
    const latest = stint.roles.at(-1);
    const summary = stint.study
      ? studySummary(name, stint.study, phrase)
      : sentence(
          `${name} ${stint.ongoing ? "has been" : "was"} ${roleLabel(stint.roles.map((r) => r.title).join(", then "), stint.organization)}${phrase}`,
        );
    const written = stint.study ? [stint.study.notes ?? studyText(name, stint.study, phrase)] : roleText(stint);
    const plain = stint.study ? written : stint.roles.flatMap((r) => (r.description ? [r.description] : []));
    // The résumé's third-person descriptions stand in for the chapter's first-person story: say so.
    if (written.length > 0) derived.push(`${file} text, from the résumé: retell it in your own words`);
    // What the organization is, as each role's entry tells it: each telling once.
    const about = [...new Set(stint.roles.flatMap((r) => (r.about ? [r.about] : [])))].join(" ");
    const url = httpUrl(stint.study?.url ?? stint.roles.find((r) => r.url)?.url);
    for (const role of stint.study ? [null] : stint.roles) {
      const study = stint.study;
      const label = role
        ? roleLabel(role.title, role.organization)
        : `${studyLabel(study as Study)}, ${stint.organization}`;
      const itemId = unique(
        idOf(
          role ? roleIdWords(role.title, role.organization) : `${studyIdLabel(study as Study)}, ${stint.organization}`,
        ),
        timelineIds,
      );
      const start = role ? role.start : stint.start;
      const end = role ? role.end : stint.end;
      const description = role ? role.description : study?.notes;
      timeline.push({
        id: itemId,
        when: periodOf(start, end, role !== null && end === null && start !== null) ?? "Dates not given",
        ...dated(start, end),
        current: false,
        label,
        organization: stint.organization,
        role: role ? role.title : (study?.studyType ?? null),
        place: placeOf(role?.location),
        summary: firstSentence(description) ?? sentence(label),
        chapter: id,
        ...(description ? { description } : {}),
        ...(study ? { courses: listOrNone(study.courses), ...(study.score ? { score: study.score } : {}) } : {}),
      });
      if (study) {
        education.push({
          timeline: itemId,
          ...(study.studyType ? { studyType: study.studyType } : {}),
          ...(study.area ? { area: study.area } : {}),
        });
      }
    }
    return {
      id,
      data: {
        name: stint.organization,
        title: stint.study ? studyLabel(stint.study) : roleLabel(latest?.title ?? "Work", stint.organization),
        years: stint.start ? String(stint.start.year) : null,
        period: period ?? "Dates not given",
        // The role the title names (the latest) leads: its place and its first sentence, the others after it.
        place: placeOf(stint.roles.findLast((r) => r.location)?.location),
        oneLiner: firstSentence(plain.at(-1)) ?? summary,
        summary,
        roles: stint.study
          ? [{ title: stint.study.studyType ?? "Student", organization: stint.organization }]
          : stint.roles.map((r) => ({ title: r.title, organization: r.organization })),
        organizations: [{ name: stint.organization, fullName: null, url, ...(about ? { about } : {}) }],
        panel: plain.join(" ") || summary,
        highlights: stint.roles.flatMap((r) => r.highlights),
        stats: [],
        quote: null,
      },
      body:
        written.join("\n\n") ||
        `${PLACEHOLDER} tell this chapter in the first person: what you did at ${stint.organization}, what you learned, what you are proud of.`,
    };
  });
  for (const role of [...record.volunteer].sort(byStart)) {
    const label = roleLabel(role.title, role.organization);
    const website = httpUrl(role.url);
    // The role's own words first; the cause it served (LinkedIn's "Cause") after them, never in their place.
    const description = [role.description, role.about].filter(Boolean).join(" ");
    timeline.push({
      id: unique(idOf(roleIdWords(role.title, role.organization)), timelineIds),
      when: periodOf(role.start, role.end, role.end === null && role.start !== null) ?? "Dates not given",
      ...dated(role.start, role.end),
      current: false,
      label,
      organization: role.organization,
      role: role.title,
      place: placeOf(role.location),
      summary: firstSentence(role.description) ?? sentence(label),
      chapter: null,
      ...(description ? { description } : {}),
      highlights: listOrNone(role.highlights),
      ...(website ? { website } : {}),
    });
  }
  return { chapters, told, timeline, education, derived };
};

/** A place as the source wrote it, each part named once ("New York, New York, United States" is "New York, United States"). */
const placeOf = (place: string | null | undefined): string | null => (place ? placeLabel([place]) || null : null);

export const httpUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
};
