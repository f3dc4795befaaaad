/**
 * /contact.vcf: the contact card as vCard 4.0 (RFC 6350) with the social profiles as SOCIALPROFILE
 * (RFC 9554). Written here rather than with a library: the vCard writers on npm either stop at vCard 3.0 or
 * reject RFC 9554's properties, and the format needs only three careful rules, each below.
 */
import type { Site } from "../../content/site.js";

export const VCARD_TYPE = "text/vcard; charset=utf-8";

/**
 * RFC 6350 §3.4: backslash, comma and line breaks are escaped in every text value. A semicolon MUST be
 * escaped only in a field of a compound value (N, ADR, ORG) and is left as is elsewhere, where some parsers
 * would keep the backslash.
 */
export const escapeText = (text: string): string =>
  text.replace(/\\/g, "\\\\").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
export const escapeField = (text: string): string => escapeText(text).replace(/;/g, "\\;");

/** RFC 6350 §3.3 quoted parameter values; RFC 6868 encodes the characters a quoted value cannot hold. */
export const paramValue = (text: string): string =>
  `"${text.replace(/\^/g, "^^").replace(/\r?\n/g, "^n").replace(/"/g, "^'")}"`;

const encoder = new TextEncoder();
const MAX_LINE_OCTETS = 75;

/**
 * RFC 6350 §3.2: lines longer than 75 octets are folded with CRLF and one space, never inside a UTF-8
 * sequence (code points are kept whole).
 */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // A continuation line starts with the folding space, which counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
};

/** `20261120T000000Z`: RFC 6350 §4.3.5 timestamp of the content date, for REV. */
const timestamp = (day: string): string => `${day.replace(/-/g, "")}T000000Z`;

export const vcard = (site: Site): string => {
  const { profile, urls } = site;
  const place = profile.basedIn;
  const lines = [
    "BEGIN:VCARD",
    "VERSION:4.0",
    "KIND:individual",
    `FN:${escapeText(profile.name)}`,
    `N:${escapeField(profile.familyName)};${escapeField(profile.givenName)};;;`,
    `TITLE:${escapeText(profile.jobTitle)}`,
    `ORG:${escapeField(profile.company.name)}`,
    `EMAIL;TYPE=work:${escapeText(profile.contact.email)}`,
    `URL:${urls.home}`,
    `ADR;LABEL=${paramValue(place.label)}:;;;${escapeField(place.city)};${escapeField(place.region)};;${escapeField(place.country)}`,
    ...profile.profiles.map((p) => `SOCIALPROFILE;SERVICE-TYPE=${paramValue(p.name)}:${p.url}`),
    `SOURCE:${urls.vcard}`,
    `UID:${urls.home}`,
    `REV:${timestamp(site.updated)}`,
    "END:VCARD",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
};
