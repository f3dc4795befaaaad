/**
 * The record in the formats people already use: JSON Resume, Atom and JSON Feed, vCard. Each is a pure
 * renderer over the compiled site; this table names each one's URL, media type and label (for the sitemap and
 * llms.txt) and is what the discovery router prepares once and serves. The résumé as a PDF is listed beside
 * them but drawn by the build, with the images.
 */
import type { Site } from "../../content/site.js";
import type { Urls } from "../../content/urls.js";
import { PDF_TYPE } from "../../render/media-paths.js";
import { ATOM_TYPE, atomFeed } from "./atom.js";
import { JSON_FEED_TYPE, jsonFeed } from "./json-feed.js";
import { jsonResume, RESUME_JSON_TYPE } from "./resume-json.js";
import { VCARD_TYPE, vcard } from "./vcard.js";

export interface FormatLink {
  /** Absolute URL, from urls.ts. */
  readonly url: string;
  readonly type: string;
  readonly title: string;
  /** One line on what the file is for. */
  readonly note: string;
}

export interface FormatFile extends FormatLink {
  readonly body: string;
}

/** Indented: these files are downloaded and read by people as often as by programs. */
const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

const FORMATS = [
  {
    key: "resumeJson",
    type: RESUME_JSON_TYPE,
    title: "Résumé as JSON Resume",
    note: "the résumé in the JSON Resume schema, for résumé tools and themes",
    render: (site: Site) => json(jsonResume(site)),
  },
  {
    key: "feed",
    type: ATOM_TYPE,
    title: "Talks and writing (Atom)",
    note: "every talk and piece of writing, newest first, as an Atom 1.0 feed",
    render: atomFeed,
  },
  {
    key: "jsonFeed",
    type: JSON_FEED_TYPE,
    title: "Talks and writing (JSON Feed)",
    note: "the same entries as a JSON Feed 1.1",
    render: (site: Site) => json(jsonFeed(site)),
  },
  {
    key: "vcard",
    type: VCARD_TYPE,
    title: "Contact card (vCard)",
    note: "name, title, organization, email, site and social profiles as vCard 4.0",
    render: vcard,
  },
] as const satisfies readonly {
  key: keyof Urls;
  type: string;
  title: string;
  note: string;
  render: (site: Site) => string;
}[];

/** Formats drawn at build time with the images (src/media/) and served from the media bundle: listed here only. */
const BUILT_FORMATS = [
  {
    key: "resumePdf",
    type: PDF_TYPE,
    title: "Résumé as PDF",
    note: "the résumé on A4 paper, to download, print or attach",
  },
] as const satisfies readonly { key: keyof Urls; type: string; title: string; note: string }[];

export const formatLinks = (urls: Urls): FormatLink[] =>
  [...FORMATS, ...BUILT_FORMATS].map(({ key, type, title, note }) => ({ url: urls[key], type, title, note }));

export const formatFiles = (site: Site): FormatFile[] =>
  FORMATS.map(({ key, type, title, note, render }) => ({ url: site.urls[key], type, title, note, body: render(site) }));
