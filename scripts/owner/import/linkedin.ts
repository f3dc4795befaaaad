/**
 * A LinkedIn data export → ImportedRecord. LinkedIn documents no columns; these follow the public lists (Profile,
 * Positions, Education, Courses, Projects, Publications, Honors, Volunteering, Skills, Certifications, Languages,
 * Email Addresses). Every file and
 * every column is optional: a file appears only when the member has such data, so a missing one is no error.
 * CSV quirks the exports have (a byte-order mark, CRLF, quoted cells spanning lines) are papaparse's to read.
 */
import { unzipSync } from "fflate";
import Papa from "papaparse";
import { sentence } from "./copy.js";
import { byStart, parseDate } from "./dates.js";
import { emptyRecord, entry, type ImportedRecord } from "./record.js";

/** CSV texts keyed by file name as the export names them (`Positions.csv`), folders ignored. */
export type ExportFiles = Readonly<Record<string, string>>;

type Row = Readonly<Record<string, string>>;

/** The CSV files of an export ZIP, by base name; a file inside a folder counts the same. */
export const unzipExport = (zip: Uint8Array): ExportFiles => {
  const entries = unzipSync(zip, { filter: (file) => /\.csv$/i.test(file.name) });
  const decoder = new TextDecoder("utf-8");
  return Object.fromEntries(
    Object.entries(entries).map(([path, bytes]) => [path.split("/").at(-1) ?? path, decoder.decode(bytes)]),
  );
};

/** The rows of one file, columns keyed by trimmed header; none when the file is absent. */
export const csvRows = (files: ExportFiles, name: string): Row[] => {
  const key = Object.keys(files).find((file) => file.toLowerCase() === name.toLowerCase());
  const text = key === undefined ? undefined : files[key];
  if (text === undefined) return [];
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim(),
  });
  return parsed.data.map((row) =>
    Object.fromEntries(Object.entries(row).map(([column, value]) => [column, (value ?? "").trim()])),
  );
};

const cell = (row: Row | undefined, column: string): string | null => {
  const value = row?.[column]?.trim();
  return value ? value : null;
};

/** A line of a list, as people type one into a LinkedIn description ("- Grew the sessions", "• Led the team"). */
const BULLET = /^\s*[-\u2022\u2023\u25AA\u25CF*\u00B7\u2013]\s+/;

/**
 * A description's prose and its list: lines typed as a list are highlights, as a JSON Resume gives them, so they are
 * not run into the prose of the next role ("… the under-12 league Led the under-16 squad").
 */
export const listedLines = (text: string | null): { readonly prose: string | null; readonly items: string[] } => {
  const lines = (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const prose = lines.filter((line) => !BULLET.test(line)).join("\n");
  return {
    prose: prose === "" ? null : prose,
    items: lines.filter((line) => BULLET.test(line)).map((line) => line.replace(BULLET, "")),
  };
};

/** LinkedIn's kinds of website, as a visitor would call each link ("Personal" is one's own website). */
const SITE_KINDS: Readonly<Record<string, string>> = {
  personal: "Website",
  company: "Company website",
  rss: "RSS feed",
  other: "Website",
};

/** `[COMPANY:https://a.example,PORTFOLIO:https://b.example]` → labelled links; a bare URL keeps a plain label. */
export const parseWebsites = (value: string | null): { label: string; url: string }[] =>
  (value ?? "")
    .replace(/^\[|\]$/g, "")
    .split(/,(?=\s*(?:[A-Z_]+:)?https?:)/)
    .flatMap((part) => {
      const m = /^\s*(?:([A-Za-z_ ]+):)?(https?:\/\/\S+?)\s*$/.exec(part);
      if (!m?.[2]) return [];
      const label = (m[1] ?? "website").trim().toLowerCase().replace(/_/g, " ");
      const named = SITE_KINDS[label] ?? `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
      return [{ label: named, url: m[2] }];
    });

/** "Austin, Texas, United States" → city, region, country as written (the country is resolved later). */
const locationOf = (geo: string | null): ImportedRecord["location"] => {
  if (!geo) return null;
  const parts = geo.split(",").map((p) => p.trim());
  if (parts.length >= 3) return { city: parts[0] ?? null, region: parts[1] ?? null, country: parts.at(-1) ?? null };
  if (parts.length === 2) return { city: parts[0] ?? null, region: null, country: parts[1] ?? null };
  return { city: parts[0] ?? null, region: null, country: null };
};

/** Profile columns kept private, each with its reason; the report names those the export fills. */
const PRIVATE_COLUMNS: Readonly<Record<string, string>> = {
  "Maiden Name": "private, not published (a former name)",
  Address: "private, not published (the street address)",
  "Birth Date": "private, not published (a birth date)",
  "Zip Code": "private, not published (part of the address)",
  "Instant Messengers": "private, not published (messenger handles)",
};

/** Files whose rows speak for other people or are private to the member: counted in the report, never read. */
const PRIVATE_FILES: Readonly<Record<string, string>> = {
  "PhoneNumbers.csv": "phone numbers: private, not published",
  "Recommendations_Received.csv": "recommendations: private, not published (they speak for other people)",
};

const dateOf = (row: Row, column: string) => parseDate(cell(row, column));

/** "Bachelor of Arts - BA, History": the degree, then the field when the member gave one. */
const degreeOf = (row: Row): { studyType: string | null; area: string | null } => {
  const [degree = null, ...field] = (cell(row, "Degree Name") ?? "").split(",").map((p) => p.trim());
  // LinkedIn's list of degrees gives each with its initials after a dash ("Master of Science - MS"): written as
  // people write it, the initials in brackets.
  const studyType = degree?.replace(/^(.+?) - ([A-Z][\p{L}.]{0,9})$/u, "$1 ($2)") || null;
  return { studyType, area: cell(row, "Field Of Study") ?? (field.join(", ") || null) };
};

export const fromLinkedIn = (files: ExportFiles): ImportedRecord => {
  const rows = (name: string) => csvRows(files, name);
  const profile = rows("Profile.csv")[0];
  const given = cell(profile, "First Name");
  const family = cell(profile, "Last Name");
  const emails = rows("Email Addresses.csv");
  const primary = emails.find((row) => /^yes$/i.test(cell(row, "Primary") ?? "")) ?? emails[0];
  const twitter = (cell(profile, "Twitter Handles") ?? "")
    .replace(/^\[|\]$/g, "")
    .split(",")
    .map((h) => h.trim().replace(/^@/, ""))
    .filter(Boolean);
  const courses = rows("Courses.csv").flatMap((row) => {
    const name = cell(row, "Name");
    return name ? [[cell(row, "Number"), name].filter(Boolean).join(" ")] : [];
  });
  const education = rows("Education.csv").flatMap((row) => {
    const institution = cell(row, "School Name");
    if (!institution) return [];
    return [
      {
        institution,
        ...degreeOf(row),
        notes: [cell(row, "Notes"), cell(row, "Activities")].flatMap((t) => (t ? [sentence(t)] : [])).join(" ") || null,
        score: cell(row, "Grade"),
        courses: [] as string[],
        url: null,
        start: dateOf(row, "Start Date"),
        end: dateOf(row, "End Date"),
      },
    ];
  });
  // The export ties no course to a school: they are listed with the latest studies, where most were taken.
  const latest = [...education].sort(byStart).at(-1);
  if (latest) latest.courses = courses;
  const publications = rows("Publications.csv").flatMap((row) => {
    const title = cell(row, "Name") ?? cell(row, "Title");
    if (!title) return [];
    return [
      {
        title,
        publisher: cell(row, "Publisher"),
        date: dateOf(row, "Published On"),
        summary: cell(row, "Description"),
        url: cell(row, "Url"),
        location: null,
      },
    ];
  });
  const filled = (name: string) => rows(name).length > 0;
  return {
    ...emptyRecord("LinkedIn export"),
    name: [given, family].filter(Boolean).join(" ") || null,
    givenName: given,
    familyName: family,
    headline: cell(profile, "Headline"),
    summary: cell(profile, "Summary"),
    industry: cell(profile, "Industry"),
    email: cell(primary, "Email Address"),
    location: locationOf(cell(profile, "Geo Location")),
    profiles: twitter.map((handle) => ({ network: "X", handle, url: `https://x.com/${handle}` })),
    websites: parseWebsites(cell(profile, "Websites")),
    work: rows("Positions.csv").flatMap((row) => {
      const organization = cell(row, "Company Name");
      const title = cell(row, "Title");
      if (!organization || !title) return [];
      const { prose, items } = listedLines(cell(row, "Description"));
      return [
        {
          organization,
          title,
          description: prose,
          about: null,
          highlights: items,
          location: cell(row, "Location"),
          url: null,
          start: dateOf(row, "Started On"),
          end: dateOf(row, "Finished On"),
        },
      ];
    }),
    volunteer: rows("Volunteering.csv").flatMap((row) => {
      const organization = cell(row, "Company Name") ?? cell(row, "Organization");
      const title = cell(row, "Role");
      if (!organization || !title) return [];
      const cause = cell(row, "Cause");
      const { prose, items } = listedLines(cell(row, "Description"));
      return [
        {
          organization,
          title,
          description: prose,
          // The cause the organisation serves, as a sentence of its own: LinkedIn gives a code ("ANIMAL_WELFARE").
          about: cause ? `Volunteer work for ${cause.toLowerCase().replace(/_/g, " ")}.` : null,
          highlights: items,
          location: cell(row, "Location"),
          url: null,
          start: dateOf(row, "Started On"),
          end: dateOf(row, "Finished On"),
        },
      ];
    }),
    education,
    projects: rows("Projects.csv").flatMap((row) => {
      const title = cell(row, "Title");
      if (!title) return [];
      const { prose, items } = listedLines(cell(row, "Description"));
      return [
        {
          title,
          organization: null,
          description: prose,
          highlights: items,
          roles: [],
          type: null,
          url: cell(row, "Url"),
          start: dateOf(row, "Started On"),
          end: dateOf(row, "Finished On"),
          keywords: [],
        },
      ];
    }),
    publications,
    skills: rows("Skills.csv").flatMap((row) => {
      const name = cell(row, "Name");
      return name ? [entry(name)] : [];
    }),
    languages: rows("Languages.csv").flatMap((row) => {
      const name = cell(row, "Name");
      return name ? [entry(name, { level: cell(row, "Proficiency") })] : [];
    }),
    certificates: rows("Certifications.csv").flatMap((row) => {
      const name = cell(row, "Name");
      if (!name) return [];
      return [
        entry(name, {
          issuer: cell(row, "Authority"),
          url: cell(row, "Url"),
          date: dateOf(row, "Started On"),
          until: dateOf(row, "Finished On"),
          number: cell(row, "License Number"),
        }),
      ];
    }),
    awards: rows("Honors.csv").flatMap((row) => {
      const name = cell(row, "Title");
      if (!name) return [];
      return [
        entry(name, { issuer: cell(row, "Issuer"), date: dateOf(row, "Issued On"), summary: cell(row, "Description") }),
      ];
    }),
    notRead: [
      ...Object.entries(PRIVATE_COLUMNS).flatMap(([column, why]) =>
        cell(profile, column) ? [`Profile.csv ${column}: ${why}`] : [],
      ),
      ...(courses.length > 0 && !latest ? [`${courses.length} courses: no studies to list them with`] : []),
      ...Object.entries(PRIVATE_FILES).flatMap(([file, why]) => (filled(file) ? [`${file}: ${why}`] : [])),
    ],
  };
};
