/**
 * /contact.vcf parsed back by two independent parsers: ical.js (Mozilla's RFC 6350 parser) reads the whole
 * card; vcard4, a strict RFC 6350 validator that predates RFC 9554, checks every property it knows.
 */

import type { Hono } from "hono";
import ICAL from "ical.js";
import { parse } from "vcard4";
import { beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../src/content/site.js";
import { TEST_ORIGIN, testApp, testSite } from "../helpers/server.js";

describe("/contact.vcf", () => {
  let app: Hono;
  let site: Site;
  let text: string;
  beforeAll(async () => {
    app = await testApp();
    site = await testSite();
    const res = await app.request("/contact.vcf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/vcard; charset=utf-8");
    text = await res.text();
  });

  it("is vCard 4.0 with CRLF line ends, folded to 75 octets", () => {
    expect(text.startsWith("BEGIN:VCARD\r\nVERSION:4.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCARD\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("parses back with ical.js: name, title, organization, email, URL, place and social profiles", () => {
    const card = new ICAL.Component(ICAL.parse(text));
    const { profile } = site;
    expect(card.name).toBe("vcard");
    expect(card.getFirstPropertyValue("version")).toBe("4.0");
    expect(card.getFirstPropertyValue("fn")).toBe(profile.name);
    expect(card.getFirstPropertyValue("n")).toEqual([profile.familyName, profile.givenName, "", "", ""]);
    expect(card.getFirstPropertyValue("title")).toBe(profile.jobTitle);
    expect(card.getFirstPropertyValue("org")).toBe(profile.company.name);
    expect(card.getFirstPropertyValue("email")).toBe(profile.contact.email);
    expect(card.getFirstPropertyValue("url")).toBe(`${TEST_ORIGIN}/`);
    expect(card.getFirstPropertyValue("source")).toBe(`${TEST_ORIGIN}/contact.vcf`);
    expect(card.getFirstPropertyValue("adr")).toEqual(["", "", "", "Austin", "TX", "", "US"]);
    expect(card.getFirstProperty("adr")?.getParameter("label")).toBe(profile.basedIn.label);
    expect(String(card.getFirstPropertyValue("rev"))).toBe(`${site.updated}T00:00:00Z`);
    const social = card
      .getAllProperties("socialprofile")
      .map((p) => [p.getParameter("service-type"), p.getFirstValue()]);
    expect(social).toEqual(profile.profiles.map((p) => [p.name, p.url]));
  });

  it("passes a strict RFC 6350 parser (vcard4) in every property that RFC 6350 defines", () => {
    // vcard4 rejects any property it does not know, and it predates RFC 9554's SOCIALPROFILE.
    const unfolded = text.replace(/\r\n /g, "");
    const rfc6350Only = unfolded
      .split("\r\n")
      .filter((line) => !line.startsWith("SOCIALPROFILE"))
      .join("\r\n");
    const parsed = parse(rfc6350Only);
    const card = Array.isArray(parsed) ? parsed[0] : parsed;
    expect(card?.getProperty("FN")[0]?.value).toBe(site.profile.name);
    expect(card?.getProperty("TITLE")[0]?.value).toBe(site.profile.jobTitle);
    expect(() => parse(rfc6350Only.replace("VERSION:4.0", "VERSION:3.0"))).toThrow();
  });

  it("escapes text so that commas and semicolons in a value survive the round trip", async () => {
    const base = await testSite();
    const company = { ...base.profile.company, name: "Org; D, Inc" };
    const odd: Site = {
      ...base,
      profile: { ...base.profile, jobTitle: "Chief, Product; Design \\ Officer", company },
    };
    const text = await (await (await testApp({ site: odd })).request("/contact.vcf")).text();
    const card = new ICAL.Component(ICAL.parse(text));
    expect(card.getFirstPropertyValue("title")).toBe(odd.profile.jobTitle);
    // ORG is compound (organization; unit; …): the escaped semicolon keeps the name in one field.
    expect(card.getFirstPropertyValue("org")).toBe("Org; D, Inc");
  });
});
