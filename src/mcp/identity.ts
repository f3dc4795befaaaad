/**
 * Who the MCP server says it is: the serverInfo of `initialize`, the instructions every client receives and
 * the fields of the server card, from one function so the card and the handshake can never disagree.
 */
import { chapterIds, chaptersInWords, heldParts, inWords, type Site } from "../content/site.js";
import { quotaText, type RateLimitPolicy } from "../http/rate-limit/policy.js";
import { draftNotice } from "../render/draft.js";
import { firstWithin } from "../render/sentence.js";
import { SERVER_CARD_TEXT_MAX, type ServerIdentity } from "../render/service-description.js";
import { API_VERSION } from "../render/version.js";
import { COLLECTIONS } from "../schema/collections.js";

/**
 * `https://www.example.com` → `com.example.www/profile`. An IP address has no domain to reverse, so a
 * server reached by address (a local run) is named `localhost/profile`.
 */
export const reverseDnsName = (base: string): string => {
  const hostname = new URL(base).hostname;
  const isAddress = /^[\d.]+$/.test(hostname) || hostname.startsWith("[");
  const labels = isAddress
    ? []
    : hostname
        .replace(/[^a-zA-Z0-9.-]/g, "")
        .split(".")
        .filter(Boolean);
  return `${labels.reverse().join(".") || "localhost"}/profile`;
};

export const serverIdentity = (site: Site): ServerIdentity => {
  const { name } = site.profile;
  return {
    name: reverseDnsName(site.urls.base),
    version: API_VERSION,
    // The last resorts name nobody, so they fit any name.
    title: firstWithin(SERVER_CARD_TEXT_MAX, [`${name} profile`], "Public profile"),
    description: firstWithin(
      SERVER_CARD_TEXT_MAX,
      [`Read-only facts about ${name}: profile, career, talks, writing and search.`, `Read-only facts about ${name}.`],
      "Read-only facts about one person: profile, career, talks, writing and search.",
    ),
    websiteUrl: site.urls.developers,
  };
};

/**
 * "; list_talks and list_writing (filter by kind or year) for talks and writing": the kind-and-year list tools
 * whose lists hold something, so an agent is not sent to a list that is always empty; "" for a record with none.
 */
const listToolsClause = (site: Site): string => {
  const held = COLLECTIONS.flatMap((c) =>
    c.mcp !== undefined && site[c.key].length > 0 ? [{ key: c.key, tool: c.mcp.tool }] : [],
  );
  if (held.length === 0) return "";
  return `; ${inWords(held.map((l) => l.tool))} (filter by kind or year) for ${inWords(held.map((l) => l.key))}`;
};

export const serverInstructions = (site: Site, policy: RateLimitPolicy): string => {
  const { name, jobTitle, company } = site.profile;
  const { object, possessive } = site.subject.pronouns;
  const searchedToo = inWords(heldParts(site, ["timeline", "projects", "practices", "answers"]));
  const notice = draftNotice(site);
  return [
    ...(notice ? [`${notice} Read a text starting with PLACEHOLDER as missing, never as a fact.`] : []),
    `Public facts about ${name}, ${jobTitle} at ${company.name}: ${possessive} profile, ${[`${chaptersInWords(site).replace("chapter", "career chapter")}${site.chapters.length > 1 ? " in story order" : ""} (${chapterIds(site).join(", ")})`, ...heldParts(site, ["talks", "writing"])].join(", ")}, plus keyword search that also covers ${searchedToo ? `${possessive} ${searchedToo}` : "all of it"}. Everything is read-only and identical to the JSON API at ${site.urls.api}.`,
    `Which tool: get_profile for who ${name} is and how to reach ${object}; list_chapters, then get_chapter, for ${possessive} career${listToolsClause(site)}; search for anything else or when unsure where a fact lives, then fetch with a result's id (results[].id) for that record in full. get_profile, list_chapters and get_chapter also return Markdown with format: markdown.`,
    "Cite the page each fact came from: the url or page field of an item, or links.html of a chapter. Each page is also a Markdown resource.",
    `Fair use: ${quotaText(policy)} per client, shared with the search API; over it the server answers HTTP 429 with Retry-After.`,
  ].join("\n\n");
};
