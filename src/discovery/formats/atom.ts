/** /feed.xml: the talks and writing as an Atom 1.0 feed (RFC 4287), written by the `feed` library. */
import { Feed } from "feed";
import type { Site } from "../../content/site.js";
import { escapeXml, wellFormedXml } from "../xml.js";
import { contentDate, feedDescription, feedEntries, feedTitle } from "./feed-entries.js";

export const ATOM_TYPE = "application/atom+xml; charset=utf-8";

/** The library marks titles and summaries `type="html"`: escape plain text so that markup characters survive. */
const html = escapeXml;

export const atomFeed = (site: Site): string => {
  const { profile, urls } = site;
  const updated = contentDate(site);
  const author = { name: profile.name, link: urls.home };
  const feed = new Feed({
    id: urls.feed,
    title: feedTitle(site),
    description: feedDescription(site),
    link: urls.agent,
    language: "en",
    updated,
    // No generator element: the bytes depend on the content only, not on the library's address or version.
    generator: false,
    feedLinks: { atom: urls.feed, json: urls.jsonFeed },
    author,
    copyright: `© ${profile.name}`,
  });
  for (const entry of feedEntries(site)) {
    feed.addItem({
      id: entry.page,
      link: entry.page,
      title: html(entry.title),
      date: updated,
      description: html(entry.summary),
      content: `<p>${html(entry.summary)}</p><p><a href="${html(entry.url)}">${html(entry.url)}</a></p>`,
      category: [{ term: entry.category }],
      author: [author],
    });
  }
  return wellFormedXml(feed.atom1());
};
