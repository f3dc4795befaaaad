/**
 * The record in the formats people already use: JSON Resume, Atom and JSON Feed, vCard. Each is a pure
 * renderer over the compiled site; this list is what the discovery router prepares once and serves.
 */
import type { Site } from "../../content/site.js";
import { ATOM_TYPE, atomFeed } from "./atom.js";
import { JSON_FEED_TYPE, jsonFeed } from "./json-feed.js";
import { jsonResume, RESUME_JSON_TYPE } from "./resume-json.js";
import { VCARD_TYPE, vcard } from "./vcard.js";

export interface FormatFile {
  /** Absolute URL, from urls.ts. */
  readonly url: string;
  readonly type: string;
  readonly body: string;
  /** Sitemap, llms.txt and link-list label. */
  readonly title: string;
}

/** Indented: these files are downloaded and read by people as often as by programs. */
const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

export const formatFiles = (site: Site): FormatFile[] => {
  const { urls } = site;
  return [
    { url: urls.resumeJson, type: RESUME_JSON_TYPE, body: json(jsonResume(site)), title: "Résumé as JSON Resume" },
    { url: urls.feed, type: ATOM_TYPE, body: atomFeed(site), title: "Talks and writing (Atom feed)" },
    { url: urls.jsonFeed, type: JSON_FEED_TYPE, body: json(jsonFeed(site)), title: "Talks and writing (JSON Feed)" },
    { url: urls.vcard, type: VCARD_TYPE, body: vcard(site), title: "Contact card (vCard)" },
  ];
};
