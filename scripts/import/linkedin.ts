/**
 * A LinkedIn data export → ImportedRecord. LinkedIn documents no columns; these follow the best public list
 * (Profile, Positions, Education, Projects, Skills, Certifications, Languages, Email Addresses). Every file and
 * every column is optional: a file appears only when the member has such data, so a missing one is no error.
 * CSV quirks the exports have (a byte-order mark, CRLF, quoted cells spanning lines) are papaparse's to read.
 */
import { unzipSync } from "fflate";
import Papa from "papaparse";
import { parseDate } from "./dates.js";
import { emptyRecord, type ImportedRecord } from "./record.js";

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

/** `[COMPANY:https://a.example,PORTFOLIO:https://b.example]` → labelled links; a bare URL keeps a plain label. */
export const parseWebsites = (value: string | null): { label: string; url: string }[] =>
  (value ?? "")
    .replace(/^\[|\]$/g, "")
    .split(/,(?=\s*(?:[A-Z_]+:)?https?:)/)
    .flatMap((part) => {
      const m = /^\s*(?:([A-Za-z_ ]+):)?(https?:\/\/\S+?)\s*$/.exec(part);
      if (!m?.[2]) return [];
      const label = (m[1] ?? "website").trim().toLowerCase().replace(/_/g, " ");
      return [{ label: `${label.charAt(0).toUpperCase()}${label.slice(1)}`, url: m[2] }];
    });

/** "Austin, Texas, United States" → city, region, country as written (the country is resolved later). */
const locationOf = (geo: string | null): ImportedRecord["location"] => {
  if (!geo) return null;
  const parts = geo.split(",").map((p) => p.trim());
  if (parts.length >= 3) return { city: parts[0] ?? null, region: parts[1] ?? null, country: parts.at(-1) ?? null };
  if (parts.length === 2) return { city: parts[0] ?? null, region: null, country: parts[1] ?? null };
  return { city: parts[0] ?? null, region: null, country: null };
};

const present = <T>(items: readonly (T | null)[]): T[] => items.filter((item): item is T => item !== null);

export const fromLinkedIn = (files: ExportFiles): ImportedRecord => {
  const profile = csvRows(files, "Profile.csv")[0];
  const given = cell(profile, "First Name");
  const family = cell(profile, "Last Name");
  const emails = csvRows(files, "Email Addresses.csv");
  const primary = emails.find((row) => /^yes$/i.test(cell(row, "Primary") ?? "")) ?? emails[0];
  const twitter = (cell(profile, "Twitter Handles") ?? "")
    .replace(/^\[|\]$/g, "")
    .split(",")
    .map((h) => h.trim().replace(/^@/, ""))
    .filter(Boolean);
  return {
    ...emptyRecord("LinkedIn export"),
    name: [given, family].filter(Boolean).join(" ") || null,
    givenName: given,
    familyName: family,
    headline: cell(profile, "Headline"),
    summary: cell(profile, "Summary"),
    email: cell(primary, "Email Address"),
    location: locationOf(cell(profile, "Geo Location")),
    profiles: twitter.map((handle) => ({ network: "X", handle, url: `https://x.com/${handle}` })),
    websites: parseWebsites(cell(profile, "Websites")),
    work: present(
      csvRows(files, "Positions.csv").map((row) => {
        const organization = cell(row, "Company Name");
        const title = cell(row, "Title");
        if (!organization || !title) return null;
        return {
          organization,
          title,
          description: cell(row, "Description"),
          highlights: [],
          location: cell(row, "Location"),
          url: null,
          start: parseDate(cell(row, "Started On")),
          end: parseDate(cell(row, "Finished On")),
          keywords: [],
        };
      }),
    ),
    education: present(
      csvRows(files, "Education.csv").map((row) => {
        const institution = cell(row, "School Name");
        if (!institution) return null;
        // "Bachelor of Arts - BA, History": the degree, then the field when the member gave one.
        const [degree = null, ...field] = (cell(row, "Degree Name") ?? "").split(",").map((p) => p.trim());
        return {
          institution,
          studyType: degree || null,
          area: field.join(", ") || null,
          notes: [cell(row, "Notes"), cell(row, "Activities")].filter(Boolean).join(" ") || null,
          url: null,
          start: parseDate(cell(row, "Start Date")),
          end: parseDate(cell(row, "End Date")),
        };
      }),
    ),
    projects: present(
      csvRows(files, "Projects.csv").map((row) => {
        const title = cell(row, "Title");
        if (!title) return null;
        return {
          title,
          organization: null,
          description: cell(row, "Description"),
          url: cell(row, "Url"),
          start: parseDate(cell(row, "Started On")),
          end: parseDate(cell(row, "Finished On")),
          keywords: [],
        };
      }),
    ),
    skills: present(csvRows(files, "Skills.csv").map((row) => cell(row, "Name"))),
    languages: present(
      csvRows(files, "Languages.csv").map((row) => {
        const name = cell(row, "Name");
        return name ? { name, fluency: cell(row, "Proficiency") } : null;
      }),
    ),
    certificates: present(
      csvRows(files, "Certifications.csv").map((row) => {
        const name = cell(row, "Name");
        return name ? { name, issuer: cell(row, "Authority"), url: cell(row, "Url") } : null;
      }),
    ),
  };
};
