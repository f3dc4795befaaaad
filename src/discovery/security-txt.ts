/**
 * /.well-known/security.txt (RFC 9116): how to report a security problem with this site. Contact is the owner's
 * own (the content's e-mail address, then the contact page); Expires is just under a year after the day the
 * table was rendered, so a build or a start refreshes it; Canonical is where this file lives, which a copy
 * elsewhere must not claim.
 */
import type { Site } from "../content/site.js";
import { SITE_LANGUAGE } from "../render/language.js";

export const SECURITY_TXT_PATH = "/.well-known/security.txt";
export const SECURITY_TXT_TYPE = "text/plain; charset=utf-8";

const DAY_MS = 24 * 60 * 60 * 1000;
/** RFC 9116 recommends an expiry less than a year away, so that stale contact details age out. */
const VALIDITY_DAYS = 364;

/**
 * Midnight UTC, 364 days after the day of rendering (RFC 3339 `Z` form): whole days, so that replicas and an
 * export rendered the same day serve the same bytes, and the same ETag.
 */
const expires = (renderedAt: number): string =>
  `${new Date((Math.floor(renderedAt / DAY_MS) + VALIDITY_DAYS) * DAY_MS).toISOString().slice(0, 19)}Z`;

export const securityTxt = (site: Site, renderedAt: number): string => {
  const { contact } = site.profile;
  return [
    `Contact: mailto:${contact.email}`,
    `Contact: ${contact.page}`,
    `Expires: ${expires(renderedAt)}`,
    `Canonical: ${site.urls.at(SECURITY_TXT_PATH)}`,
    `Preferred-Languages: ${SITE_LANGUAGE}`,
    "",
  ].join("\n");
};
