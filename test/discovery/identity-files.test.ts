/**
 * The files other networks read to tie this domain to its owner: WebFinger (RFC 7033) as Mastodon queries it,
 * security.txt checked field by field against RFC 9116, and the owner's proofs for the MCP Registry and a Bluesky
 * domain handle, which exist only when the environment sets them.
 */
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { parseConfig } from "../../src/config.js";
import type { Site } from "../../src/content/site.js";
import { TEST_ORIGIN, testApp, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { type Fields, patchYaml } from "../support/content-edits.js";

const HOST = new URL(TEST_ORIGIN).host;
const PROFILE_PAGE = "http://webfinger.net/rel/profile-page";
const finger = (app: Hono, query: string) => app.request(`/.well-known/webfinger${query}`);

interface Jrd {
  subject: string;
  aliases: string[];
  links: { rel: string; type: string; href: string }[];
}

describe("WebFinger", () => {
  let app: Hono;
  let site: Site;
  beforeAll(async () => {
    site = await testSite();
    app = await testApp({ site });
  });

  it.each(["acct:someone@", "acct:Kyle@", "acct:me@", "ACCT:x.y-z@"])(
    "%s<site host> describes the owner: the site as profile page, the fediverse account as alias and actor",
    async (prefix) => {
      const resource = `${prefix}${HOST}`;
      const res = await finger(app, `?resource=${encodeURIComponent(resource)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/jrd+json");
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      const jrd = (await res.json()) as Jrd;
      expect(jrd.subject).toBe(resource);
      expect(jrd.links).toContainEqual({ rel: PROFILE_PAGE, type: "text/html", href: site.urls.home });
      // The sample's Example Social profile is written @kyle@social.example.org.
      const social = site.profile.profiles.find((p) => p.handle.startsWith("@"));
      expect(jrd.aliases).toEqual([site.urls.home, social?.url]);
      expect(jrd.links).toContainEqual({ rel: "self", type: "application/activity+json", href: social?.url });
    },
  );

  it("answers for the site's own URL too, and narrows links to the rel asked for", async () => {
    const res = await finger(
      app,
      `?resource=${encodeURIComponent(site.urls.home)}&rel=${encodeURIComponent(PROFILE_PAGE)}`,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as Jrd).links.map((l) => l.rel)).toEqual([PROFILE_PAGE]);
  });

  it("gives no alias or actor when the profiles hold no fediverse account", async () => {
    const files = patchYaml<Fields>(await contentFiles(), "site.yaml", (data) => ({
      ...data,
      profiles: [{ name: "Code", handle: "someone", url: "https://code.example.com/someone" }],
    }));
    const jrd = (await (await finger(await testApp({ files }), `?resource=acct:me@${HOST}`)).json()) as Jrd;
    expect(jrd.aliases).toEqual([site.urls.home]);
    expect(jrd.links.map((l) => l.rel)).toEqual([PROFILE_PAGE]);
  });

  it.each([
    ["", 400, "missing_parameter"],
    ["?resource=", 400, "missing_parameter"],
    ["?resource=acct:me@other.example.org", 404, "not_found"],
    [`?resource=acct:me@${HOST}.evil.example`, 404, "not_found"],
    ["?resource=https://other.example.org/", 404, "not_found"],
    [`?resource=acct:${HOST}`, 404, "not_found"],
  ])("%s → %i %s, a JSON error that says how to ask", async (query, status, code) => {
    const res = await finger(app, query);
    expect(res.status).toBe(status);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const { error } = (await res.json()) as { error: { code: string; hint: string } };
    expect(error.code).toBe(code);
    expect(error.hint).toContain(`acct:<name>@${HOST}`);
  });
});

/** RFC 9116 §2.5: `Field: value` lines; comments start with #. */
const fields = (text: string): [string, string][] =>
  text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([A-Za-z-]+): (.+)$/.exec(line);
      if (!match) throw new Error(`not a field line: ${line}`);
      return [match[1]?.toLowerCase() ?? "", match[2] ?? ""];
    });

describe("security.txt", () => {
  it("has the RFC 9116 fields: Contact from the content, Expires within a year, Canonical, Preferred-Languages", async () => {
    const renderedAt = Date.UTC(2026, 0, 15, 12);
    const site = await testSite();
    const app = await testApp({ site, now: () => renderedAt });
    const res = await app.request("/.well-known/security.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await res.text();
    expect(text.endsWith("\n")).toBe(true);
    const parsed = fields(text);
    const all = (name: string) => parsed.filter(([field]) => field === name).map(([, value]) => value);
    expect(all("contact")).toEqual([`mailto:${site.profile.contact.email}`, site.profile.contact.page]);
    for (const contact of all("contact")) expect(URL.canParse(contact)).toBe(true);
    const [expires, ...more] = all("expires");
    expect(more).toEqual([]);
    expect(expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const expiry = Date.parse(expires ?? "");
    expect(expiry).toBeGreaterThan(renderedAt);
    expect(expiry - renderedAt).toBeLessThan(365 * 24 * 3600 * 1000);
    expect(expiry - renderedAt).toBeGreaterThan(363 * 24 * 3600 * 1000);
    // Whole days: every replica, and an export, rendered that day serves the same bytes.
    expect(expires).toMatch(/T00:00:00Z$/);
    expect(all("canonical")).toEqual([`${TEST_ORIGIN}/.well-known/security.txt`]);
    expect(all("preferred-languages")).toEqual(["en"]);
  });
});

it("llms.txt names the MCP tools, fetch among them, and links security.txt", async () => {
  const llms = await (await (await testApp()).request("/llms.txt")).text();
  expect(llms).toMatch(/tools get_profile, [^;]*\bsearch, fetch\b/);
  expect(llms).toContain(`[security.txt](${TEST_ORIGIN}/.well-known/security.txt)`);
});

describe("the owner's domain proofs", () => {
  const REGISTRY = "v=MCPv1; k=ed25519; p=MCowBQYDK2VwAyEAbm9ub25zZW5zZS1rZXktZm9yLXRlc3RzLW9ubHk=";
  const DID = "did:plc:abc123xyz";
  const PATHS = ["/.well-known/mcp-registry-auth", "/.well-known/atproto-did"];

  it("serves each one set in the environment as the exact text, text/plain", async () => {
    const { proofs } = parseConfig({ MCP_REGISTRY_AUTH: REGISTRY, ATPROTO_DID: DID });
    const app = await testApp({ proofs });
    for (const [path, body] of [
      [PATHS[0], REGISTRY],
      [PATHS[1], DID],
    ] as const) {
      const res = await app.request(path ?? "");
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await res.text()).toBe(body);
    }
  });

  it("answers 404 for each one left unset", async () => {
    const app = await testApp({ proofs: parseConfig({}).proofs });
    for (const path of PATHS) expect((await app.request(path)).status, path).toBe(404);
  });

  it("refuses at start a value that is not the whole proof", () => {
    expect(() => parseConfig({ MCP_REGISTRY_AUTH: "p=abc" })).toThrow(/MCP_REGISTRY_AUTH must be the whole line/);
    expect(() => parseConfig({ ATPROTO_DID: "@someone.example.com" })).toThrow(/ATPROTO_DID must be a DID/);
  });

  it("never goes into the table a snapshot stores, so a build cannot bake one in", async () => {
    const built = await buildApp({ site: await testSite(), proofs: { mcpRegistryAuth: REGISTRY, atprotoDid: DID } });
    const stored = built.contents.entries.map((entry) => entry.path);
    for (const path of PATHS) {
      expect(stored).not.toContain(path);
      expect(built.table.lookup({ method: "GET", path })?.status).toBe(200);
    }
  });
});
