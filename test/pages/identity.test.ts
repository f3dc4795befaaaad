/**
 * The owner's identity on the open web, read by parsers made for it: microformats2 (microformats-parser, what
 * IndieWeb readers use) for the home page's h-card and every page's rel="me" links; the schema.org ProfilePage in
 * the JSON-LD; the fediverse:creator meta that Mastodon reads. For the shipped content and for profiles edited to
 * hold or lack a fediverse account.
 */
import type { Hono } from "hono";
import { mf2 } from "microformats-parser";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentFiles } from "../../src/content/compile.js";
import type { Site } from "../../src/content/site.js";
import { headline } from "../../src/render/headline.js";
import { okText, TEST_ORIGIN, testApp, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { type Fields, patchYaml } from "../support/content-edits.js";

const PROFILE_PAGES = ["/", "/agent", "/resume"];

/** Every <meta name="fediverse:creator"> of a page, by its content. */
const creators = (html: string): string[] =>
  [...html.matchAll(/<meta name="fediverse:creator" content="([^"]*)"/g)].map((m) => m[1] ?? "");

const jsonLd = (html: string): Record<string, unknown> => {
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (script === undefined) throw new Error("no JSON-LD on the page");
  return JSON.parse(script) as Record<string, unknown>;
};

describe("the shipped content", () => {
  let app: Hono;
  let site: Site;
  beforeAll(async () => {
    site = await testSite();
    app = await testApp({ site });
  });

  it("the home page is one h-card: name, photo, url, note, locality, role, org, and the profiles", async () => {
    const { items } = mf2(await okText(app, "/"), { baseUrl: TEST_ORIGIN });
    const cards = items.filter((item) => item.type?.includes("h-card"));
    expect(cards).toHaveLength(1);
    const { profile } = site;
    const card = cards[0]?.properties ?? {};
    expect(card.name).toEqual([profile.name]);
    expect(card.url).toEqual([site.urls.home, ...profile.profiles.map((p) => p.url)]);
    expect(card.uid).toEqual([site.urls.home]);
    expect(card.note).toEqual([headline(site)]);
    expect(card.locality).toEqual([profile.basedIn.city]);
    expect(card["job-title"]).toEqual([profile.jobTitle]);
    expect(card.role).toEqual([profile.jobTitle]);
    expect(card.org).toEqual([profile.company.name]);
    if (site.photo) {
      const [photo] = card.photo as { value: string; alt: string }[];
      expect(photo?.alt).toBe(site.photo.alt);
      expect(new URL(photo?.value ?? "").origin).toBe(TEST_ORIGIN);
    }
  });

  it("the home page's Markdown twin lists the profiles as the page does", async () => {
    const markdown = await okText(app, "/index.md");
    for (const { url } of site.profile.profiles) expect(markdown).toContain(`](${url})`);
  });

  it.each(PROFILE_PAGES)("%s links every profile with rel=me", async (path) => {
    const { rels } = mf2(await okText(app, path), { baseUrl: TEST_ORIGIN });
    expect(new Set(rels.me)).toEqual(new Set(site.profile.profiles.map((p) => p.url)));
  });

  it.each(["/", "/about"])(
    "%s is a schema.org ProfilePage whose main entity is the Person, sameAs the profiles",
    async (path) => {
      const data = jsonLd(await okText(app, path));
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        dateModified: site.updated,
      });
      const person = data.mainEntity as Record<string, unknown>;
      expect(person).toMatchObject({ "@type": "Person", "@id": `${site.urls.home}#person`, name: site.profile.name });
      expect(person.sameAs).toEqual(site.profile.profiles.map((p) => p.url));
    },
  );
});

/** The shipped content with its profiles replaced. */
const withProfiles = async (profiles: Fields[]): Promise<ContentFiles> =>
  patchYaml<Fields>(await contentFiles(), "site.yaml", (data) => ({ ...data, profiles }));

describe("fediverse:creator", () => {
  it("names the account on every page when a profile's handle is @user@host", async () => {
    const app = await testApp({
      files: await withProfiles([
        { name: "Code", handle: "someone", url: "https://code.example.com/someone" },
        { name: "Social", handle: "@someone@social.example.org", url: "https://social.example.org/@someone" },
      ]),
    });
    for (const path of ["/", "/about", "/resume"]) {
      expect(creators(await okText(app, path)), path).toEqual(["@someone@social.example.org"]);
    }
  });

  it("reads a Mastodon profile's URL when its handle is a bare name", async () => {
    const app = await testApp({
      files: await withProfiles([{ name: "Mastodon", handle: "someone", url: "https://toot.example.org/@someone" }]),
    });
    expect(creators(await okText(app, "/"))).toEqual(["@someone@toot.example.org"]);
  });

  it("is absent when no profile is a fediverse account", async () => {
    const app = await testApp({
      files: await withProfiles([{ name: "Code", handle: "someone", url: "https://code.example.com/@someone" }]),
    });
    expect(creators(await okText(app, "/"))).toEqual([]);
  });
});
