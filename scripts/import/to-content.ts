/**
 * ImportedRecord → ContentDraft and a report. Pure: the date of the import is an argument. Facts a résumé states
 * are copied; chapters (one per employer or school, oldest first), the timeline, the summary's first draft and
 * the quick answers are derived from them; what no résumé says (pronouns, birthplace, the company's tagline, the
 * chapters in the subject's own words) is a text starting with PLACEHOLDER, valid so the site serves at once.
 */
import { idOf, KEYWORD_LIMITS } from "../../src/schema/common.js";
import { countWords, SUMMARY_WORDS } from "../../src/schema/profile.js";
import { byStart, periodOf } from "./dates.js";
import { type ChapterDraft, type ContentDraft, type ImportReport, PLACEHOLDER, STAND_INS } from "./draft.js";
import type { ImportedRecord, PartialDate, Role, Study } from "./record.js";

/** Country names an export writes out, as ISO codes; others keep a placeholder code. */
const COUNTRIES: Readonly<Record<string, string>> = {
  "united states": "US",
  usa: "US",
  "united kingdom": "GB",
  canada: "CA",
  germany: "DE",
  france: "FR",
  spain: "ES",
  italy: "IT",
  netherlands: "NL",
  ireland: "IE",
  india: "IN",
  australia: "AU",
  brazil: "BR",
  mexico: "MX",
  japan: "JP",
  singapore: "SG",
  sweden: "SE",
  switzerland: "CH",
  portugal: "PT",
  poland: "PL",
};
const UNKNOWN_COUNTRY = STAND_INS.country;

const httpUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
};

const firstSentence = (text: string | null): string | null => {
  if (!text) return null;
  const flat = text.replace(/\s+/g, " ").trim();
  return /^(.+?[.!?])(\s|$)/.exec(flat)?.[1] ?? flat;
};

const unique = (base: string, taken: Set<string>): string => {
  const root = base || "item";
  let id = root;
  for (let n = 2; taken.has(id); n++) id = `${root}-${n}`;
  taken.add(id);
  return id;
};

/**
 * A source's keywords as a record's `keywords`: trimmed, each once, none longer than the limit, at most the limit's
 * count; absent when none is left, so a record without any keeps its file free of an empty key.
 */
export const keywordsOf = (words: readonly string[]): { keywords?: string[] } => {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of words) {
    const keyword = word.replace(/\s+/g, " ").trim();
    const key = keyword.toLowerCase();
    if (keyword === "" || keyword.length > KEYWORD_LIMITS.length || seen.has(key)) continue;
    seen.add(key);
    kept.push(keyword);
  }
  return kept.length === 0 ? {} : { keywords: kept.slice(0, KEYWORD_LIMITS.count) };
};

const article = (word: string): string => (/^[aeiou]/i.test(word) ? "an" : "a");

interface Stint {
  readonly kind: "work" | "study";
  readonly organization: string;
  readonly roles: readonly Role[];
  readonly study: Study | null;
  readonly start: PartialDate | null;
  readonly end: PartialDate | null;
  readonly ongoing: boolean;
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

const studyLabel = (study: Study): string =>
  [study.studyType, study.area].filter(Boolean).join(", ") || `Studies at ${study.institution}`;

/** A period inside a sentence, in brackets and lower case: "(from 2019)", "(2015 to 2019)". */
const aside = (period: string | null): string =>
  period ? ` (${period.charAt(0).toLowerCase()}${period.slice(1)})` : "";

export const toContent = (record: ImportedRecord, today: string): { draft: ContentDraft; report: ImportReport } => {
  const imported: string[] = [];
  const derived: string[] = [];
  const count = (n: number, what: string) => n > 0 && imported.push(`${n} ${what}`);
  const notRead: string[] = [];

  const name = record.name ?? `${PLACEHOLDER} Your Name`;
  if (record.name) imported.push(`name: ${record.name}`);
  const givenName = record.givenName ?? name.split(/\s+/)[0] ?? name;
  const familyName = record.familyName ?? (name.split(/\s+/).slice(1).join(" ") || name);

  // Where they are based.
  const loc = record.location;
  const country = loc?.country
    ? loc.country.length === 2
      ? loc.country.toUpperCase()
      : (COUNTRIES[loc.country.toLowerCase()] ?? UNKNOWN_COUNTRY)
    : UNKNOWN_COUNTRY;
  const basedLabel = [loc?.city, loc?.region, loc?.country && loc.country.length > 2 ? loc.country : null]
    .filter(Boolean)
    .join(", ");
  const basedIn = {
    city: loc?.city ?? `${PLACEHOLDER} city`,
    region: loc?.region ?? loc?.city ?? `${PLACEHOLDER} region`,
    country,
    label: basedLabel || `${PLACEHOLDER} where you are based`,
  };
  if (loc?.city) imported.push(`based in: ${basedIn.label}`);

  // Chapters and the timeline.
  const stints = stintsOf(record);
  const chapterIds = new Set<string>();
  const timelineIds = new Set<string>();
  const timeline: ContentDraft["timeline"][number][] = [];
  const education: { timeline: string; studyType: string; area: string }[] = [];
  const chapters: ChapterDraft[] = stints.map((stint, index) => {
    const id = unique(idOf(stint.organization), chapterIds);
    const period = periodOf(stint.start, stint.end, stint.ongoing);
    const latest = stint.roles.at(-1);
    const title = stint.study ? studyLabel(stint.study) : `${latest?.title ?? "Work"} at ${stint.organization}`;
    const place = stint.roles.find((r) => r.location)?.location ?? null;
    const verb = stint.ongoing ? "is" : "was";
    const summary = stint.study
      ? `${name} studied ${stint.study.area ?? "at"}${stint.study.area ? " at" : ""} ${stint.organization}${aside(period)}.`
      : `${name} ${verb} ${stint.roles.map((r) => r.title).join(", then ")} at ${stint.organization}${aside(period)}.`;
    const descriptions = stint.study
      ? [stint.study.notes]
      : stint.roles.map((r) => (r.description ? `As ${r.title}: ${r.description}` : null));
    const written = descriptions.filter((d): d is string => Boolean(d));
    // The résumé's third-person role descriptions stand in for the chapter's first-person story: say so.
    if (written.length > 0)
      derived.push(`chapters/${index + 1}-${id}.md text, from the role descriptions: retell it in your own words`);
    const roles = stint.study
      ? [{ title: stint.study.studyType ?? "Student", organization: stint.organization }]
      : stint.roles.map((r) => ({ title: r.title, organization: r.organization }));
    const url = httpUrl(stint.study?.url ?? stint.roles.find((r) => r.url)?.url);
    for (const role of stint.study ? [null] : stint.roles) {
      const start = role ? role.start : stint.start;
      const end = role ? role.end : stint.end;
      const label = role
        ? `${role.title} at ${role.organization}`
        : `${studyLabel(stint.study as Study)}, ${stint.organization}`;
      const itemId = unique(idOf(label), timelineIds);
      timeline.push({
        id: itemId,
        when: periodOf(start, end, role !== null && end === null && start !== null) ?? "Dates not given",
        start: start?.year ?? null,
        end: end?.year ?? null,
        current: false,
        label,
        organization: stint.organization,
        role: role ? role.title : (stint.study?.studyType ?? null),
        place: role?.location ?? null,
        summary: firstSentence(role?.description ?? stint.study?.notes ?? null) ?? `${label}.`,
        chapter: id,
      });
      if (stint.study?.studyType && stint.study.area) {
        education.push({ timeline: itemId, studyType: stint.study.studyType, area: stint.study.area });
      }
    }
    return {
      id,
      data: {
        name: stint.organization,
        title,
        years: stint.start ? String(stint.start.year) : null,
        period: period ?? "Dates not given",
        place,
        oneLiner: firstSentence(written[0] ?? null) ?? summary,
        summary,
        roles,
        organizations: [{ name: stint.organization, fullName: null, url }],
        panel: written.join(" ") || summary,
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
    const label = `${role.title} at ${role.organization}`;
    timeline.push({
      id: unique(idOf(label), timelineIds),
      when: periodOf(role.start, role.end, role.end === null && role.start !== null) ?? "Dates not given",
      start: role.start?.year ?? null,
      end: role.end?.year ?? null,
      current: false,
      label,
      organization: role.organization,
      role: role.title,
      place: role.location,
      summary: firstSentence(role.description) ?? `${label} (volunteer).`,
      chapter: null,
    });
  }
  count(record.work.length, "positions");
  count(record.education.length, "schools");
  count(record.volunteer.length, "volunteer roles");
  if (chapters.length > 0) derived.push(`${chapters.length} chapters (one per employer or school, oldest first)`);
  derived.push(`${timeline.length} timeline items`);

  // The current role: the latest without an end; a résumé whose every role has ended gets its latest marked.
  const work = timeline.filter(
    (t) => t.chapter !== null && record.work.some((r) => `${r.title} at ${r.organization}` === t.label),
  );
  const ongoing = work.filter((t) => t.end === null && t.start !== null);
  const currentItem = (ongoing.length > 0 ? ongoing : work.length > 0 ? work : timeline)
    .slice()
    .sort((a, b) => (a.start ?? 0) - (b.start ?? 0))
    .at(-1);
  if (currentItem) {
    currentItem.current = true;
    if (ongoing.length === 0) derived.push(`"${currentItem.label}" marked as the current role (no role is open-ended)`);
  }
  if (chapters.length === 0) {
    chapters.push({
      id: "now",
      data: {
        name: "Now",
        title: `${PLACEHOLDER} what you do now`,
        years: null,
        period: "Today",
        place: null,
        oneLiner: `${PLACEHOLDER} one line about this chapter.`,
        summary: `${PLACEHOLDER} one third-person sentence about this chapter.`,
        roles: [],
        organizations: [],
        panel: `${PLACEHOLDER} a short paragraph.`,
        highlights: [],
        stats: [],
        quote: null,
      },
      body: `${PLACEHOLDER} this chapter in your own words.`,
    });
  }
  const currentRole = record.work.find((r) => currentItem && `${r.title} at ${r.organization}` === currentItem.label);
  const jobTitle = currentRole?.title ?? record.headline ?? `${PLACEHOLDER} job title`;
  const companyName = currentRole?.organization ?? `${PLACEHOLDER} company`;

  // The summary: facts first; a marked sentence asks for the author's own words and keeps it in 60 to 90 words.
  const facts = [
    record.headline
      ? `${name} is ${article(record.headline)} ${record.headline}${basedLabel ? ` based in ${basedLabel}` : ""}.`
      : null,
    currentRole ? `${givenName} is ${currentRole.title} at ${currentRole.organization}.` : null,
    ...stints
      .filter((s) => s.kind === "work" && s.organization !== currentRole?.organization)
      .reverse()
      .slice(0, 3)
      .map((s) => `Earlier, ${givenName} was ${s.roles.at(-1)?.title} at ${s.organization}.`),
    ...stints
      .filter((s) => s.study)
      .slice(0, 1)
      .map((s) => `${givenName} studied at ${s.organization}.`),
  ].filter((s): s is string => s !== null);
  const filler = [
    `${PLACEHOLDER} this draft was written from the record's facts alone; rewrite it in the third person, in sixty to ninety words, saying what ${givenName} does now, where, and what ${givenName} is known for.`,
    `Until then this sentence keeps the draft long enough to be valid, and the profile, chapters, timeline, projects and quick answers below it hold the record's facts.`,
  ];
  const sentences = [...facts];
  for (const sentence of filler) {
    if (countWords(sentences.join(" ")) >= SUMMARY_WORDS.min) break;
    sentences.push(sentence);
  }
  let summary = sentences.join(" ");
  while (countWords(summary) > SUMMARY_WORDS.max && sentences.length > 1) {
    sentences.splice(sentences.length - 2, 1);
    summary = sentences.join(" ");
  }
  // Long facts (a long title or name) can leave too few words once one is dropped: the filler tops it up again,
  // and the cut below bounds it.
  for (const sentence of filler) {
    if (countWords(summary) >= SUMMARY_WORDS.min) break;
    summary = `${summary} ${sentence}`;
  }
  if (countWords(summary) > SUMMARY_WORDS.max)
    summary = `${summary.split(/\s+/).slice(0, SUMMARY_WORDS.max).join(" ")}.`;
  if (!summary.includes(PLACEHOLDER)) derived.push("profile.md summary (from the facts)");

  const bio = record.summary ?? `${PLACEHOLDER} your biography, in paragraphs separated by a blank line.`;
  if (record.summary) imported.push("summary (as the biography)");

  const email = record.email ?? STAND_INS.email;
  if (record.email) imported.push(`email: ${record.email}`);

  const profiles = [
    ...record.profiles.flatMap((p) => {
      const url = httpUrl(p.url);
      return url ? [{ name: p.network, handle: p.handle, url }] : [];
    }),
    ...record.websites.flatMap((w) => {
      const url = httpUrl(w.url);
      return url ? [{ name: w.label, handle: new URL(url).host, url }] : [];
    }),
  ];
  count(profiles.length, "profiles and websites");
  const companyUrl = httpUrl(currentRole?.url) ?? httpUrl(record.websites.find((w) => /company/i.test(w.label))?.url);

  const projectIds = new Set<string>();
  const projects = record.projects.map((p) => {
    const url = httpUrl(p.url);
    return {
      id: unique(idOf(p.title), projectIds),
      title: p.title,
      organization: p.organization,
      years: periodOf(p.start, p.end, false),
      summary: p.description ?? `${PLACEHOLDER} what ${p.title} is and your part in it.`,
      quote: null,
      links: url ? [{ label: p.title, url, archived: false }] : [],
      chapters: [],
      ...keywordsOf(p.keywords),
    };
  });
  count(projects.length, "projects");

  // A publication is an article; the record needs where to read it, so one without a web address is left for the
  // owner to add by hand, and said so.
  const writingIds = new Set<string>();
  const writing = record.publications.flatMap((p) => {
    const url = httpUrl(p.url);
    if (!url) return [];
    const id = unique(idOf(p.title), writingIds);
    return [
      {
        id,
        kind: "article" as const,
        title: p.title,
        outlet: p.publisher ?? `${PLACEHOLDER} where it was published`,
        year: p.year,
        summary: p.summary,
        url,
        archived: false,
        chapters: [],
      },
    ];
  });
  count(writing.length, "publications as articles");
  const unlinked = record.publications.length - writing.length;
  if (unlinked > 0)
    notRead.push(`${unlinked} publications without a web address: add each to writing.yaml with its url`);

  const practices = [
    record.skills.length > 0 && {
      id: "skills",
      title: "Skills",
      summary: `Skills listed on the résumé: ${record.skills.join(", ")}.`,
      links: [],
      chapters: [],
      ...keywordsOf(record.keywords),
    },
    record.languages.length > 0 && {
      id: "languages",
      title: "Languages",
      summary: `Languages: ${record.languages.map((l) => (l.fluency ? `${l.name} (${l.fluency})` : l.name)).join(", ")}.`,
      links: [],
      chapters: [],
    },
    record.certificates.length > 0 && {
      id: "certifications",
      title: "Certifications",
      summary: `Certifications: ${record.certificates.map((c) => (c.issuer ? `${c.name} (${c.issuer})` : c.name)).join(", ")}.`,
      links: [],
      chapters: [],
    },
  ].filter((p) => p !== false);
  count(record.skills.length, "skills");
  count(record.languages.length, "languages");
  count(record.certificates.length, "certifications");
  if (practices.length > 0) derived.push(`${practices.length} practices (skills, languages, certifications)`);

  // The person's keywords: the skills' names and the words the source lists about them (skills, interests).
  const profileKeywords = keywordsOf([...record.skills, ...record.keywords]);
  count(
    [profileKeywords, ...projects, ...practices].reduce((n, r) => n + (r.keywords?.length ?? 0), 0),
    "keywords (profile, projects, skills)",
  );

  const first = chapters[0];
  const answers = [
    {
      id: "what-does-this-person-do-now",
      question: `What does ${name} do now?`,
      answer: currentRole
        ? `${name} is ${currentRole.title} at ${currentRole.organization}.`
        : `${PLACEHOLDER} what ${name} does now.`,
      cite: currentItem ? `/agent#timeline-${currentItem.id}` : "/about",
    },
    {
      id: "where-is-this-person-based",
      question: `Where is ${name} based?`,
      answer: basedLabel ? `${name} is based in ${basedLabel}.` : `${PLACEHOLDER} where ${name} is based.`,
      cite: "/about",
    },
    {
      id: "how-to-contact-this-person",
      question: `How can I contact ${name}?`,
      answer: `Write to ${email}; the contact page says what to write about.`,
      cite: "/contact",
    },
  ];
  derived.push(`${answers.length} quick answers`);

  const draft: ContentDraft = {
    site: {
      title: name,
      updated: today,
      company: {
        name: companyName,
        url: companyUrl ?? STAND_INS.url,
        tagline: `${PLACEHOLDER} one line about ${companyName}.`,
        backedBy: `${PLACEHOLDER} partners or backers, or remove this sentence's facts.`,
      },
      profiles,
      writingMore: [],
      lifecycle: { deprecation: null, sunset: null, successor: null },
      llms: {
        intro: `This is the public profile of ${name}${record.headline ? `, ${record.headline}` : ""}. It covers ${chapters.length === 1 ? "one chapter" : `${chapters.length} chapters`} of ${givenName}'s career, a timeline, projects and short answers to common questions. Every fact here is published by the subject; link the page each fact came from when citing it.`,
      },
      subject: {
        // Never guessed from the source: the owner says which (check:content flags a choice their own text contradicts).
        pronouns: {
          subject: `${PLACEHOLDER} she, he or they`,
          object: `${PLACEHOLDER} her, him or them`,
          possessive: `${PLACEHOLDER} her, his or their`,
        },
        story: chapters.map((c) => c.data.name).join(", "),
        from: first?.data.name ?? "the start",
      },
      resume: { education, volunteer: timeline.filter((t) => t.chapter === null).map((t) => t.id) },
    },
    profile: {
      data: {
        name,
        givenName,
        familyName,
        jobTitle,
        summary,
        description: record.headline
          ? `${name}: ${record.headline}.${record.summary ? ` ${firstSentence(record.summary)}` : ""}`
          : `${PLACEHOLDER} one paragraph on who ${name} is.`,
        basedIn,
        birthplace: {
          city: `${PLACEHOLDER} city`,
          region: `${PLACEHOLDER} region`,
          country: UNKNOWN_COUNTRY,
          label: `${PLACEHOLDER} where you were born`,
        },
        places: [{ place: basedIn.label, why: `Where ${givenName} is based today.` }],
        contact: { email, note: `${PLACEHOLDER} what people should write to ${givenName} about.` },
        ...profileKeywords,
      },
      body: bio,
    },
    chapters,
    timeline,
    talks: [],
    writing,
    projects,
    practices,
    answers,
    pages: {
      about: { data: { title: "About", description: `Who ${name} is.` }, body: bio },
      contact: {
        data: { title: "Contact", description: `How to reach ${name}.` },
        body: `Write to ${name} at ${email}.\n\n${PLACEHOLDER} what to write about, and how soon you answer.`,
      },
      privacy: {
        data: { title: "Privacy", description: "What this site keeps about its visitors." },
        body: `This site sets no cookies and runs no tracking scripts. Requests are rate limited by IP address with counters that expire within a minute.\n\n${PLACEHOLDER} how long your host keeps request logs.`,
      },
    },
  };
  return { draft, report: { imported, derived, notImported: [...record.notRead, ...notRead] } };
};
