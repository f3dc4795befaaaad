/**
 * /feed.json: the same entries as /feed.xml as a JSON Feed 1.1 (jsonfeed.org/version/1.1). The `feed` library
 * writes version 1.0 only (a single `author`, no `language`), so this twin is built as a typed object.
 */
import type { Site } from "../../content/site.js";
import { contentDate, feedDescription, feedEntries, feedTitle } from "./feed-entries.js";

export const JSON_FEED_TYPE = "application/feed+json; charset=utf-8";
export const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

interface JsonFeedAuthor {
  name: string;
  url: string;
}
export interface JsonFeed {
  version: string;
  title: string;
  home_page_url: string;
  feed_url: string;
  description: string;
  language: string;
  authors: JsonFeedAuthor[];
  items: {
    id: string;
    url: string;
    external_url: string;
    title: string;
    summary: string;
    content_text: string;
    date_modified: string;
    tags: string[];
  }[];
}

export const jsonFeed = (site: Site): JsonFeed => {
  const { profile, urls } = site;
  const updated = contentDate(site).toISOString();
  return {
    version: JSON_FEED_VERSION,
    title: feedTitle(site),
    home_page_url: urls.agent,
    feed_url: urls.jsonFeed,
    description: feedDescription(site),
    language: "en",
    authors: [{ name: profile.name, url: urls.home }],
    items: feedEntries(site).map((entry) => ({
      id: entry.page,
      url: entry.page,
      external_url: entry.url,
      title: entry.title,
      summary: entry.summary,
      content_text: `${entry.summary}\n\n${entry.url}`,
      date_modified: updated,
      tags: [entry.category],
    })),
  };
};
