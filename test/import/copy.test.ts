/**
 * Copy that reads as written: the sentences an import generates (summaries, chapter text, places, answers, the
 * practices' lists), read for the faults generated copy shows, over generated records and the rich fixtures.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { article, commonNoun, inProse, placeLabel, SAID_AS_WORD } from "../../scripts/owner/import/copy.js";
import { roleIdWords, roleLabel } from "../../scripts/owner/import/own-account.js";
import { basedInOf } from "../../scripts/owner/import/places.js";
import { LINKEDIN_TEACHER_DIR, RICH_JSON_RESUMES, SOURCE_JSON_RESUMES, SOURCE_LINKEDIN_DIRS } from "./fixtures.js";
import { filesOf, jsonResumeFile, linkedInFolder, readJsonResume } from "./imported.js";
import { resume } from "./resumes.js";

/** The faults, each a pattern and what it means. */
const FAULTS: readonly (readonly [RegExp, string])[] = [
  [/\bEarlier, /, 'a chain of "Earlier, …"'],
  [/\bAs [^.:]{1,60}: [A-Z]/, '"As <role>: <Capital>"'],
  [/(?:^|[\s(])([A-Z][\p{L}-]+(?: [A-Z][\p{L}-]+)*), \1(?=[,.)]|$)/u, 'a place named twice ("Porto, Porto")'],
  [/\b1 (?!\w*ss\b)[a-z]+s\b/, 'a plural after one ("1 projects")'],
  [/\.\.(?!\.)|\s[.,]|,,/, "doubled or stray punctuation"],
  [
    // Not an acronym said as a word ("a FIDIC contract", "a SaaS company").
    new RegExp(
      `\\ba (?=[AEFHILMNORSX](?:[A-Z]|[a-z]{0,2}[A-Z]))(?!${SAID_AS_WORD.source.slice(1)})|\\ban (?=[BCDGJKPQTVWYZ](?:[A-Z]|[a-z]{0,2}[A-Z]))`,
    ),
    'an article that does not fit an initialism ("a MSc", "an PhD")',
  ],
  [/\(\s*\)|\bundefined\b|\bnull\b|\[object/, "an empty or missing value written out"],
  [/\bin (?:Online|Virtual|Remote)\b/, 'a talk on the web placed as a town ("in Online")'],
  [
    /\bworks in (?:[A-Z][a-z]+ )+(?:and )?[A-Z][a-z]+\b/,
    'a label of a taxonomy in a sentence ("works in Spectator Sports")',
  ],
  [
    /(?:^|[.!?] )(?:Cause|Notes|Activities|Description|Industry|Headline): /,
    "a source column's name written into prose",
  ],
  [
    // Case matters for "Independent" alone: in lower case it is the adjective ("aimed at independent bookshops").
    /\bat (?:[Ff]reelancer?|[Ss]elf[- ]?employed|Independent)\b/,
    'work on one\'s own account as an employer ("at Freelance")',
  ],
  [
    /\bworked (?:self[- ]?employed|independent)\b/i,
    "work on one's own account as a verb's object (\"worked self-employed\")",
  ],
];

/** Every text a reader sees from an imported folder, with where it is. */
const copyOf = (files: Record<string, string>): { where: string; text: string }[] => {
  const texts: { where: string; text: string }[] = [];
  const walk = (where: string, value: unknown) => {
    if (typeof value === "string") texts.push({ where, text: value });
    else if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(`${where}[${i}]`, v);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(`${where}.${k}`, v);
  };
  for (const [file, text] of Object.entries(files)) {
    const [, front, body] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(text) ?? [];
    walk(file, front === undefined ? parse(text) : parse(front));
    if (body !== undefined) walk(`${file} body`, body);
  }
  return texts;
};

/** Where a fault is only one in some fields: a cause is a fine note in a role's text, not its summary. */
const FIELD_FAULTS: readonly (readonly [RegExp, RegExp, string])[] = [
  [/\.summary$/, /^Volunteer work for /, "a volunteer role summed up by its cause"],
  // A headline keeps its separators as a label; in a sentence they read as a list pasted in.
  [/(?<!\.label|\.headline)$/, / [|·•] /, "a headline's separators in prose"],
  // Written of the person, the profile's description does not switch to "I" halfway.
  [
    /^profile\.md\.description$/,
    /(?:^|[^\p{L}'])(?:I|I'm|I've|my|My)(?![\p{L}'])/u,
    "the first person in a description written of them",
  ],
  // A list typed into a description is its highlights, not prose: run into a panel, its last line meets the next
  // role's first sentence ("… the under-12 league Led the under-16 squad").
  [/\.(?:panel|summary|oneLiner)$/, /(?:^|\n)\s*[-\u2022*] \S/, "a list typed in a description run into prose"],
  // As people write a place: "Melbourne, Australia", not "Melbourne, Victoria, Australia".
  [/\.places\[\d+\]\.place$/, /^[^,]+, [^,]+, [^,]+$/, "a region between a place's city and its country"],
  [/\.places\[\d+\]\.place$/, /^(?:online|remote|virtual|hybrid|worldwide|various)$/i, "a place that is no place"],
];

const faultsIn = (files: Record<string, string>): string[] =>
  copyOf(files).flatMap(({ where, text }) => [
    ...FAULTS.flatMap(([pattern, fault]) => (pattern.test(text) ? [`${where}: ${fault}: ${text}`] : [])),
    ...FIELD_FAULTS.flatMap(([field, pattern, fault]) =>
      field.test(where) && pattern.test(text) ? [`${where}: ${fault}: ${text}`] : [],
    ),
  ]);

describe("generated copy", () => {
  it("has none of the faults of generated copy, in any generated record", () => {
    fc.assert(
      fc.property(resume, (source) => {
        expect(faultsIn(filesOf(readJsonResume(JSON.parse(JSON.stringify(source)))))).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ...[...RICH_JSON_RESUMES, ...SOURCE_JSON_RESUMES].map(
      (file) => [file.split("/").at(-1), () => readJsonResume(jsonResumeFile(file))] as const,
    ),
    ...[LINKEDIN_TEACHER_DIR, ...SOURCE_LINKEDIN_DIRS].map(
      (dir) => [dir.split("/").at(-1), () => linkedInFolder(dir)] as const,
    ),
  ])("has none of them in %s", (_name, record) => {
    expect(faultsIn(filesOf(record()))).toEqual([]);
  });

  it("reads an article before an initialism for its fault, not one before an acronym said as a word", () => {
    const [pattern] = FAULTS.find(([, fault]) => fault.startsWith("an article")) ?? [/$^/];
    for (const wrong of ["a MSc", "an PhD", "a HSBC account"]) expect(pattern.test(wrong), wrong).toBe(true);
    for (const right of ["a FIDIC contract", "a SaaS company", "a METAR", "an MSc"])
      expect(pattern.test(right), right).toBe(false);
  });

  it("gives a degree said letter by letter the article it is said with", () => {
    const cases = { MSc: "an", "MA (Hons)": "an", LLM: "an", PhD: "a", BSc: "a", MBA: "an", MPhil: "an", HSBC: "an" };
    for (const [degree, expected] of Object.entries(cases)) expect(article(degree), degree).toBe(expected);
    const words = { Honours: "an", University: "a", "one-year": "a", apprenticeship: "an", Master: "a" };
    // Acronyms said as words take the word's sound.
    Object.assign(words, { FIDIC: "a", SaaS: "a", METAR: "a", NATO: "a", OSHA: "an" });
    for (const [word, expected] of Object.entries(words)) expect(article(word), word).toBe(expected);
  });

  it("writes a taxonomy's label and a headline's separators as prose", () => {
    expect(commonNoun("Spectator Sports")).toBe("spectator sports");
    expect(commonNoun("IT Services and IT Consulting")).toBe("IT services and IT consulting");
    expect(inProse("Archaeologist | MCIfA")).toBe("Archaeologist; MCIfA");
    expect(inProse("Editor · Writer")).toBe("Editor; Writer");
  });

  it("writes a role on one's own account as how it was held, and keeps the id it always had", () => {
    expect(roleLabel("Conference Interpreter", "Freelance")).toBe("Conference Interpreter (freelance)");
    expect(roleLabel("Editor", "Self-employed")).toBe("Editor (self-employed)");
    expect(roleLabel("Editor", "Org B")).toBe("Editor at Org B");
    expect(roleIdWords("Conference Interpreter", "Freelance")).toBe("Conference Interpreter at Freelance");
  });

  it("knows any country an export writes out by name, as where the person is based", () => {
    const based = basedInOf({ city: "Copenhagen", region: "Capital Region", country: "Denmark" });
    expect(based.place.country).toBe("DK");
    expect(based.label).toBe("Copenhagen, Denmark");
    expect(basedInOf({ city: "Accra", region: null, country: "Ghana" }).place.country).toBe("GH");
    expect(basedInOf({ city: "Leeds", region: null, country: "UK" }).place.country).toBe("GB");
    // A city that is its own country names the country too, once.
    const singapore = basedInOf({ city: "Singapore", region: null, country: null });
    expect([singapore.place.country, singapore.label]).toEqual(["SG", "Singapore"]);
  });

  it("names a place once, however the source repeats it", () => {
    const files = filesOf(readJsonResume(jsonResumeFile(RICH_JSON_RESUMES[1] ?? "")));
    // The source gives city Porto, region Porto and country PT: the city and the country, each once.
    expect(parse(/^---\n([\s\S]*?)---/.exec(files["profile.md"] ?? "")?.[1] ?? "").basedIn.label).toBe(
      "Porto, Portugal",
    );
  });

  it("names a country once when the region before it is named after it", () => {
    expect(placeLabel(["Perth, Western Australia, Australia"])).toBe("Perth, Australia");
    expect(placeLabel(["Esbjerg", "South Denmark", "Denmark"])).toBe("Esbjerg, Denmark");
    expect(placeLabel(["Stavanger, Rogaland, Norway"])).toBe("Stavanger, Rogaland, Norway");
    expect(placeLabel(["Mexico City, Mexico"])).toBe("Mexico City, Mexico");
  });

  it("names a field once when the degree already names it, keeping the id the study always had", () => {
    const files = filesOf(
      readJsonResume({
        basics: { name: "Ana Vidal" },
        education: [
          {
            institution: "Org X University",
            studyType: "National Diploma of Oenology",
            area: "oenology",
            startDate: "2010-09",
            endDate: "2012-07",
          },
        ],
      }),
    );
    const [study] = parse(files["timeline.yaml"] ?? "");
    expect(study.label).toBe("National Diploma of Oenology, Org X University");
    expect(study.id).toBe("national-diploma-of-oenology-oenology-org-x-university");
    expect(parse(/^---\n([\s\S]*?)---/.exec(files["chapters/1-org-x-university.md"] ?? "")?.[1] ?? "").title).toBe(
      "National Diploma of Oenology",
    );
  });

  it("names one place in the story per chapter, an employer it comes back to named again as such", () => {
    for (const dir of SOURCE_LINKEDIN_DIRS) {
      const files = filesOf(linkedInFolder(dir));
      const chapters = Object.keys(files).filter((f) => f.startsWith("chapters/")).length;
      const story: string = parse(files["site.yaml"] ?? "").subject.story;
      // Organisation names hold no comma here, so the items are the chapters.
      expect(story.split(", ").length, dir).toBe(chapters);
    }
    const police = filesOf(linkedInFolder(SOURCE_LINKEDIN_DIRS.find((d) => d.includes("fraud-prevention")) ?? ""));
    expect(parse(police["site.yaml"] ?? "").subject.story).toContain("back to Org MU Police Service");
  });

  it("leads a chapter of several roles with the role its title names: its place and its first sentence", () => {
    const police = filesOf(linkedInFolder(SOURCE_LINKEDIN_DIRS.find((d) => d.includes("fraud-prevention")) ?? ""));
    const front = (file: string) => parse(/^---\n([\s\S]*?)---/.exec(police[file] ?? "")?.[1] ?? "");
    const bank = front("chapters/7-org-ms-bank.md");
    expect(bank.title).toBe("Head of Fraud Prevention at Org MS Bank");
    expect(bank.oneLiner).toMatch(/^Leads fraud prevention/);
    const force = front("chapters/2-org-mu-police-service.md");
    expect(force.title).toMatch(/^Detective Sergeant/);
    expect(force.place).toMatch(/^Belfast/);
  });

  it("says what a school chapter studied, and the profile's earlier employers in one sentence", () => {
    const files = filesOf(readJsonResume(jsonResumeFile(RICH_JSON_RESUMES[0] ?? "")));
    const school = parse(/^---\n([\s\S]*?)---/.exec(files["chapters/5-org-n-university.md"] ?? "")?.[1] ?? "");
    expect(school.summary).toBe(
      "Amara Osei-Lindqvist studied Epidemiology at Org N University from Sep 2012 to Jan 2013, for a Master of Public Health.",
    );
    const profile = parse(/^---\n([\s\S]*?)---/.exec(files["profile.md"] ?? "")?.[1] ?? "");
    expect(profile.summary).toMatch(
      /^Amara Osei-Lindqvist is Lead Epidemiologist at Org E Public Health Agency, based in Gothenburg, Sweden\. Before that, Amara worked at Org F Global Health Institute, Org G Hospital Trust and Org H Consulting\. Amara studied Epidemiology at Org N University\./,
    );
  });

  it("leaves a seat still held beside the current role out of what came before it", () => {
    // Rafael Duarte's advisory board seat began in 2023, beside his current job, and is still held.
    const files = filesOf(linkedInFolder(SOURCE_LINKEDIN_DIRS.find((d) => d.includes("talent-acquisition")) ?? ""));
    const profile = parse(/^---\n([\s\S]*?)---/.exec(files["profile.md"] ?? "")?.[1] ?? "");
    expect(profile.summary).toMatch(/Before that, Rafael worked at /);
    expect(profile.summary).not.toMatch(/Before that[^.]*Employer Brand Council/);
  });
});
