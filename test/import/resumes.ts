/** Generated JSON Resumes for property tests: every section of the schema, in any mix, from a small vocabulary. */
import fc from "fast-check";

const word = fc.constantFrom("river", "signal", "timber", "ledger", "harbor", "cohort", "lantern", "meadow", "quartz");
const phrase = fc
  .array(word, { minLength: 1, maxLength: 5 })
  .map((w) => `${w.join(" ").charAt(0).toUpperCase()}${w.join(" ").slice(1)}`);
const sentenceText = phrase.map((p) => `${p} for the ${p.toLowerCase().split(" ")[0]} team.`);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const url = fc.constantFrom("https://example.com/a", "https://example.org/b/", "https://example.net/c?d=1");

/** Years, months and days as a résumé writes them: `2014`, `2014-08`, `2014-08-15`. */
const date = (from: number, to: number) =>
  fc
    .record({
      year: fc.integer({ min: from, max: to }),
      month: maybe(fc.integer({ min: 1, max: 12 })),
      day: maybe(fc.integer({ min: 1, max: 28 })),
    })
    .map(({ year, month, day }) =>
      month === undefined
        ? String(year)
        : `${year}-${String(month).padStart(2, "0")}${day === undefined ? "" : `-${String(day).padStart(2, "0")}`}`,
    );

const ORGS = ["Org A", "Org B", "Org C", "Org D", "Org E Health", "Org F Works"];
const CITIES = ["Porto, Portugal", "Accra", "Gothenburg, Sweden", "Lima, Peru"];

/** Employers are sites of their own: one address each. */
const orgUrl = (org: string) => `https://example.com/${org.toLowerCase().replace(/\s+/g, "-")}`;

/** Roles start in distinct years, as a career does: two starts on one day would leave their order to chance. */
const starts = (n: number) => fc.uniqueArray(fc.integer({ min: 1995, max: 2024 }), { minLength: n, maxLength: n });

const withStart = (year: number, month: number | undefined) =>
  month === undefined ? String(year) : `${year}-${String(month).padStart(2, "0")}`;

const work = fc.integer({ min: 0, max: 5 }).chain((n) =>
  fc
    .tuple(
      starts(n),
      fc.array(
        fc.record({
          name: fc.constantFrom(...ORGS),
          position: phrase,
          month: maybe(fc.integer({ min: 1, max: 12 })),
          length: maybe(fc.integer({ min: 0, max: 3 })),
          location: maybe(fc.constantFrom(...CITIES)),
          summary: maybe(sentenceText),
          description: maybe(sentenceText),
          withUrl: fc.boolean(),
          highlights: fc.array(sentenceText, { maxLength: 2 }),
        }),
        { minLength: n, maxLength: n },
      ),
    )
    .map(([years, roles]) =>
      roles.map(({ month, length, withUrl, ...r }, i) => ({
        ...r,
        startDate: withStart(years[i] ?? 2000, month),
        ...(length === undefined ? {} : { endDate: String((years[i] ?? 2000) + length) }),
        ...(withUrl ? { url: orgUrl(r.name) } : {}),
      })),
    ),
);

/** A JSON Resume with any mix of the schema's sections, and the `talks` section people add. */
export const resume = fc.record(
  {
    basics: fc.record(
      {
        name: fc.constantFrom("Amara Osei", "Tiago Ferreira", "Ines Okafor Ruiz"),
        label: phrase,
        email: fc.constant("someone@example.org"),
        url: url,
        summary: sentenceText,
        location: fc.record(
          {
            city: fc.constantFrom("Porto", "Lima"),
            countryCode: fc.constantFrom("PT", "PE"),
            region: maybe(fc.constantFrom("Norte", "Porto")),
          },
          { requiredKeys: ["city", "countryCode"] },
        ),
        profiles: fc.array(
          fc.record(
            { network: fc.constantFrom("GitHub", "Mastodon"), username: maybe(word), url },
            { requiredKeys: ["network", "url"] },
          ),
          { maxLength: 2 },
        ),
      },
      { requiredKeys: ["name", "label", "email", "location"] },
    ),
    work,
    volunteer: fc.integer({ min: 0, max: 2 }).chain((n) =>
      fc
        .tuple(
          starts(n),
          fc.array(
            fc.record({
              organization: phrase,
              position: phrase,
              summary: maybe(sentenceText),
              location: maybe(fc.constantFrom(...CITIES)),
              url: maybe(url),
              highlights: fc.array(sentenceText, { maxLength: 2 }),
            }),
            { minLength: n, maxLength: n },
          ),
        )
        .map(([years, roles]) => roles.map((r, i) => ({ ...r, startDate: String(years[i]) }))),
    ),
    education: fc.integer({ min: 0, max: 2 }).chain((n) =>
      fc
        .tuple(
          starts(n),
          fc.array(
            fc.record({
              institution: fc.constantFrom("Org U University", "Org V College"),
              area: maybe(phrase),
              studyType: maybe(phrase),
              score: maybe(fc.constantFrom("3.9", "First class")),
              courses: fc.array(phrase, { maxLength: 3 }),
            }),
            { minLength: n, maxLength: n },
          ),
        )
        .map(([years, studies]) =>
          studies.map((s, i) => ({
            ...s,
            startDate: String(years[i]),
            endDate: String((years[i] ?? 2000) + 2),
            url: orgUrl(s.institution),
          })),
        ),
    ),
    projects: fc.array(
      fc.record({
        name: phrase,
        description: maybe(sentenceText),
        entity: maybe(fc.constantFrom(...ORGS)),
        url: maybe(url),
        startDate: maybe(date(1995, 2025)),
        highlights: fc.array(sentenceText, { maxLength: 2 }),
        roles: fc.array(phrase, { maxLength: 2 }),
        keywords: fc.array(word, { maxLength: 3 }),
        type: maybe(word),
      }),
      { maxLength: 3 },
    ),
    publications: fc.array(
      fc.record({
        name: phrase,
        publisher: maybe(phrase),
        releaseDate: maybe(date(1995, 2025)),
        url: maybe(url),
        summary: maybe(sentenceText),
      }),
      { maxLength: 3 },
    ),
    talks: fc.array(
      fc.record({
        name: phrase,
        event: maybe(phrase),
        date: maybe(date(1995, 2025)),
        url: maybe(url),
        summary: maybe(sentenceText),
        location: maybe(fc.constantFrom(...CITIES)),
      }),
      { maxLength: 2 },
    ),
    skills: fc.array(fc.record({ name: phrase, level: maybe(word), keywords: fc.array(word, { maxLength: 3 }) }), {
      maxLength: 3,
    }),
    languages: fc.array(fc.record({ language: phrase, fluency: maybe(word) }), { maxLength: 2 }),
    interests: fc.array(fc.record({ name: phrase, keywords: fc.array(word, { maxLength: 2 }) }), { maxLength: 2 }),
    certificates: fc.array(
      fc.record({ name: phrase, issuer: maybe(phrase), date: maybe(date(1995, 2025)), url: maybe(url) }),
      { maxLength: 2 },
    ),
    awards: fc.array(
      fc.record({ title: phrase, awarder: maybe(phrase), date: maybe(date(1995, 2025)), summary: maybe(sentenceText) }),
      { maxLength: 2 },
    ),
  },
  { requiredKeys: ["basics"] },
);
