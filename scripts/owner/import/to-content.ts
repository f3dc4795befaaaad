/**
 * ImportedRecord → ContentDraft and a report. Pure: the date of the import is an argument. Facts a résumé states
 * are copied; chapters (one per employer or school, oldest first), the timeline, the summary's first draft and
 * the quick answers are derived from them; what no résumé says (pronouns, birthplace, the company's tagline, the
 * chapters in the subject's own words) is a text starting with PLACEHOLDER, valid so the site serves at once.
 */
import { countWords, SUMMARY_WORDS } from "../../../src/schema/profile.js";
import { httpUrl, storyOf } from "./chapters.js";
import { commonNoun, firstSentence, inFirstPerson, inProse, listed, plural, sentence } from "./copy.js";
import { mainRole } from "./current-role.js";
import { isoOf, parseDate } from "./dates.js";
import { type ContentDraft, type ImportReport, PLACEHOLDER, STAND_INS } from "./draft.js";
import { keywordsOf } from "./keywords.js";
import { practicesOf, projectsOf, talksOf, writingOf } from "./lists.js";
import { onOwnAccount, roleLabel } from "./own-account.js";
import { basedInOf, placesOf, UNKNOWN_COUNTRY } from "./places.js";
import type { ImportedRecord } from "./record.js";

/** The profile's summary: the facts in a few sentences, then marked filler up to the 60-word minimum. */
const summaryOf = (facts: readonly string[], givenName: string): string => {
  const filler = [
    `${PLACEHOLDER} this draft was written from the record's facts alone; rewrite it in the third person, in sixty to ninety words, saying what ${givenName} does now, where, and what ${givenName} is known for.`,
    `Until then this sentence keeps the draft long enough to be valid, and the profile, chapters, timeline, projects and quick answers below it hold the record's facts.`,
  ];
  const sentences = [...facts];
  for (const line of filler) {
    if (countWords(sentences.join(" ")) >= SUMMARY_WORDS.min) break;
    sentences.push(line);
  }
  let summary = sentences.join(" ");
  while (countWords(summary) > SUMMARY_WORDS.max && sentences.length > 1) {
    sentences.splice(sentences.length - 2, 1);
    summary = sentences.join(" ");
  }
  // Long facts (a long title or name) can leave too few words once one is dropped: the filler tops it up again,
  // and the cut below bounds it.
  for (const line of filler) {
    if (countWords(summary) >= SUMMARY_WORDS.min) break;
    summary = `${summary} ${line}`;
  }
  return countWords(summary) > SUMMARY_WORDS.max
    ? `${summary.split(/\s+/).slice(0, SUMMARY_WORDS.max).join(" ")}.`
    : summary;
};

export const toContent = (record: ImportedRecord, today: string): { draft: ContentDraft; report: ImportReport } => {
  const imported: string[] = [];
  const count = (n: number, one: string, other?: string) => n > 0 && imported.push(plural(n, one, other));

  const name = record.name ?? `${PLACEHOLDER} Your Name`;
  if (record.name) imported.push(`name: ${record.name}`);
  const givenName = record.givenName ?? name.split(/\s+/)[0] ?? name;
  const familyName = record.familyName ?? (name.split(/\s+/).slice(1).join(" ") || name);

  const based = basedInOf(record.location);
  if (based.label) imported.push(`based in: ${based.label}`);

  const story = storyOf(record, name);
  const { chapters, timeline, told } = story;
  const derived = [...story.derived];
  count(record.work.length, "position");
  count(record.education.length, "school");
  count(record.volunteer.length, "volunteer role");
  if (chapters.length > 0)
    derived.push(`${plural(chapters.length, "chapter")} (one per employer or school, oldest first)`);
  derived.push(plural(timeline.length, "timeline item"));

  // The current role: the latest without an end; a résumé whose every role has ended gets its latest marked.
  const isWork = (t: (typeof timeline)[number]) =>
    t.chapter !== null && record.work.some((r) => roleLabel(r.title, r.organization) === t.label);
  const work = timeline.filter(isWork);
  const ongoing = work.filter((t) => t.end === null && t.start !== null);
  const currentItem =
    ongoing.length > 0
      ? mainRole(ongoing, record.headline, (t) => t.organization ?? undefined)
      : (work.length > 0 ? work : timeline)
          .slice()
          .sort((a, b) => (a.start ?? 0) - (b.start ?? 0))
          .at(-1);
  if (currentItem) {
    currentItem.current = true;
    if (ongoing.length === 0) derived.push(`"${currentItem.label}" marked as the current role (no role is open-ended)`);
    // Two roles held at once (a partnership and a lecturing post): which is the main one is the owner's to say.
    else if (ongoing.length > 1)
      derived.push(
        `"${currentItem.label}" marked as the current role, the main one of ${ongoing.length} open-ended roles (the one the headline names, else the latest begun that is not a seat beside a job): if another is your main one, move \`current: true\` to it in timeline.yaml and name its employer as the profile's company`,
      );
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
  const currentRole = record.work.find((r) => currentItem && roleLabel(r.title, r.organization) === currentItem.label);
  const jobTitle = currentRole?.title ?? record.headline ?? `${PLACEHOLDER} job title`;
  const companyName = currentRole?.organization ?? `${PLACEHOLDER} company`;

  // The summary: each fact once, in short sentences; earlier employers in one sentence, not one each.
  const where = based.label ? `, based in ${based.label}` : "";
  // Not a seat still held or begun since the current role (an advisory board beside it): that is not "before".
  const currentStart = isoOf(currentRole?.start ?? null);
  const before = (t: (typeof told)[number]): boolean =>
    !t.ongoing && (currentStart === undefined || (isoOf(t.start) ?? "") < currentStart);
  const earlier = told
    .filter(
      (t) =>
        t.kind === "work" && t.organization !== currentRole?.organization && !onOwnAccount(t.organization) && before(t),
    )
    .reverse()
    .slice(0, 3)
    .map((t) => t.organization);
  const studied = told.filter((t) => t.study).at(-1)?.study;
  const summary = summaryOf(
    [
      currentRole
        ? sentence(`${name} is ${roleLabel(currentRole.title, currentRole.organization)}${where}`)
        : record.headline
          ? sentence(
              `${name}, ${record.headline}, is ${based.label ? `based in ${based.label}` : "the subject of this record"}`,
            )
          : null,
      earlier.length > 0 ? sentence(`Before that, ${givenName} worked at ${listed(earlier)}`) : null,
      studied
        ? sentence(`${givenName} studied ${studied.area ? `${studied.area} ` : ""}at ${studied.institution}`)
        : null,
    ].filter((s): s is string => s !== null),
    givenName,
  );
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
  count(profiles.length, "profile or website", "profiles and websites");
  // The employer's site as any role there gives it, as its chapter does.
  const employer = told.find((t) => currentRole && t.roles.includes(currentRole));
  const companyUrl =
    httpUrl(employer?.roles.find((r) => r.url)?.url) ??
    httpUrl(record.websites.find((w) => /company/i.test(w.label))?.url);

  const projects = projectsOf(record, told);
  count(projects.length, "project");
  const writing = writingOf(record, told);
  count(writing.length, "publication as an article", "publications as articles");
  const talks = talksOf(record, told, name);
  count(talks.length, "talk");
  const practices = practicesOf(record, parseDate(today) ?? { year: 2000, month: null, day: null });
  for (const p of practices) imported.push(`${p.title}: ${plural(p.entries?.length ?? 0, "entry", "entries")}`);
  if (practices.length > 0)
    derived.push(`${plural(practices.length, "practice")} (${listed(practices.map((p) => p.title.toLowerCase()))})`);
  const linked = [...projects, ...writing, ...talks].filter((r) => r.chapters.length > 0).length;
  if (linked > 0)
    derived.push(
      `${plural(linked, "project, article or talk", "projects, articles and talks")} joined to a chapter (the organization named, else the dates)`,
    );

  // The person's keywords: the skills, interests and the field they work in.
  const profileKeywords = keywordsOf([
    ...record.skills.map((s) => s.name),
    ...record.keywords,
    ...(record.industry ? [record.industry] : []),
    ...record.skills.flatMap((s) => s.items),
    ...record.interests.flatMap((i) => [i.name, ...i.items]),
  ]);

  const opening = firstSentence(record.summary);
  const places = placesOf(record, givenName, based.label);
  const answers = [
    {
      id: "what-does-this-person-do-now",
      question: `What does ${name} do now?`,
      answer: currentRole
        ? `${name} is ${roleLabel(currentRole.title, currentRole.organization)}.`
        : `${PLACEHOLDER} what ${name} does now.`,
      cite: currentItem ? `/agent#timeline-${currentItem.id}` : "/about",
    },
    {
      id: "where-is-this-person-based",
      question: `Where is ${name} based?`,
      answer: based.label ? `${name} is based in ${based.label}.` : `${PLACEHOLDER} where ${name} is based.`,
      cite: "/about",
    },
    {
      id: "how-to-contact-this-person",
      question: `How can I contact ${name}?`,
      answer: `Write to ${email}; the contact page says what to write about.`,
      cite: "/contact",
    },
  ];
  derived.push(plural(answers.length, "quick answer"));

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
        intro: `This is the public profile of ${name}${record.headline ? `, ${inProse(record.headline)}` : ""}. It covers ${plural(chapters.length, "chapter")} of ${givenName}'s career, a timeline, projects and short answers to common questions. Every fact here is published by the subject; link the page each fact came from when citing it.`,
      },
      subject: {
        // Never guessed from the source: the owner says which (check:content flags a choice their own text contradicts).
        pronouns: {
          subject: `${PLACEHOLDER} she, he or they`,
          object: `${PLACEHOLDER} her, him or them`,
          possessive: `${PLACEHOLDER} her, his or their`,
        },
        // One item per chapter, as the pages count them ("Seven chapters in story order: …"): an employer or school
        // the story comes back to is named again as such.
        story: chapters
          .map((c, i) =>
            chapters.slice(0, i).some((d) => d.data.name === c.data.name) ? `back to ${c.data.name}` : c.data.name,
          )
          .join(", "),
        from: chapters[0]?.data.name ?? "the start",
        ...(record.headline ? { headline: record.headline } : {}),
      },
      resume: { education: story.education, volunteer: timeline.filter((t) => t.chapter === null).map((t) => t.id) },
    },
    profile: {
      data: {
        name,
        givenName,
        familyName,
        jobTitle,
        ...(record.headline ? { label: record.headline } : {}),
        summary,
        description:
          [
            record.headline ? sentence(`${name}: ${inProse(record.headline)}`) : null,
            record.industry ? sentence(`${givenName} works in ${commonNoun(record.industry)}`) : null,
            // The owner's own summary opens in the first person as often as not: beside the sentences above,
            // written of them, it would switch voice mid-paragraph; it stays whole in the biography.
            inFirstPerson(opening) ? null : opening,
          ]
            .filter(Boolean)
            .join(" ") || `${PLACEHOLDER} one paragraph on who ${name} is.`,
        basedIn: based.place,
        birthplace: {
          city: `${PLACEHOLDER} city`,
          region: `${PLACEHOLDER} region`,
          country: UNKNOWN_COUNTRY,
          label: `${PLACEHOLDER} where you were born`,
        },
        places: places.length > 0 ? places : [{ place: based.place.label, why: `Where ${givenName} is based today.` }],
        contact: { email, note: `${PLACEHOLDER} what people should write to ${givenName} about.` },
        ...profileKeywords,
      },
      body: bio,
    },
    chapters,
    timeline,
    talks,
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
  return { draft, report: { imported, derived, notImported: record.notRead } };
};
