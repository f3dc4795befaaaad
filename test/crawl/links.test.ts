/**
 * A crawl of a real server: from / and every discovery file, follow each internal link (href/src in HTML,
 * links and bare URLs in Markdown and text, URLs in JSON, <loc> in the sitemap). Every target must answer 200,
 * and a #fragment must be an id on the HTML page. Then every URL of this site the API publishes (page, url,
 * links.html, links.markdown, links.home, …) must resolve too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../helpers/server.js";

/** Files the crawl starts from besides /, so that a file nothing links still gets checked. */
const DISCOVERY_PATHS = [
  "/openapi.json",
  "/.well-known/api-catalog",
  "/.well-known/mcp",
  "/mcp/server-card",
  "/.well-known/ard.json",
  "/.well-known/ai-catalog.json",
  "/.well-known/agent-skills/index.json",
  "/sitemap.xml",
  "/robots.txt",
  "/llms.txt",
  "/llms-full.txt",
  "/developers/llms.txt",
];

/** The MCP endpoint takes JSON-RPC over POST; a GET is refused by design, so it is linked but not fetched. */
const NOT_FETCHED = new Set(["/mcp"]);

interface Fetched {
  readonly status: number;
  readonly type: string;
  readonly body: string;
}

const decodeEntities = (s: string): string =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** Every URL a response mentions, as written (relative or absolute). */
const linksIn = (fetched: Fetched, origin: string): string[] => {
  const { type, body } = fetched;
  if (type.startsWith("text/html")) {
    return [...body.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => decodeEntities(m[1] ?? ""));
  }
  if (type.includes("json")) {
    const found: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === "string" && value.startsWith(origin)) found.push(value);
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") Object.values(value).forEach(walk);
    };
    walk(JSON.parse(body));
    return found;
  }
  if (type.includes("xml")) return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1] ?? ""));
  const markdownLinks = [...body.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? "");
  const bare = [...body.matchAll(new RegExp(`${origin.replace(/[.]/g, "\\.")}[^\\s)\\]>"'\`]*`, "g"))].map((m) =>
    m[0].replace(/[.,;:]$/, ""),
  );
  return [...markdownLinks, ...bare];
};

describe("internal links", () => {
  let server: RunningServer;
  const fetched = new Map<string, Fetched>();

  const load = async (url: string): Promise<Fetched> => {
    const known = fetched.get(url);
    if (known) return known;
    const response = await fetch(url, { redirect: "manual" });
    const result = {
      status: response.status,
      type: response.headers.get("content-type") ?? "",
      body: await response.text(),
    };
    fetched.set(url, result);
    return result;
  };

  /** Fetches the URL's document and checks its fragment; returns what went wrong, if anything. */
  const check = async (target: URL): Promise<string | null> => {
    if (NOT_FETCHED.has(target.pathname)) return null;
    const fragment = decodeURIComponent(target.hash.slice(1));
    target.hash = "";
    const result = await load(target.href);
    if (result.status !== 200) return `${target.href} answered ${result.status}`;
    if (fragment && !result.body.includes(`id="${fragment}"`)) return `${target.href} has no id="${fragment}"`;
    return null;
  };

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("resolves every link from / and the discovery files, fragments included", async () => {
    const { origin } = server;
    const problems: string[] = [];
    const queue: { url: string; from: string }[] = ["/", ...DISCOVERY_PATHS].map((path) => ({
      url: `${origin}${path}`,
      from: "start",
    }));
    const seen = new Set<string>();
    while (queue.length > 0) {
      const next = queue.shift();
      if (!next || seen.has(next.url)) continue;
      seen.add(next.url);
      const target = new URL(next.url);
      const problem = await check(new URL(target));
      if (problem) {
        problems.push(`${problem} (linked from ${next.from})`);
        continue;
      }
      target.hash = "";
      const page = fetched.get(target.href);
      if (!page) continue;
      for (const raw of linksIn(page, origin)) {
        if (raw.includes("{")) continue;
        const resolved = new URL(raw, target);
        if (resolved.origin !== origin) continue;
        queue.push({ url: resolved.href, from: target.href });
      }
    }
    expect(problems).toEqual([]);
    // The crawl reached every kind of page, not just the start.
    const paths = new Set([...fetched.keys()].map((url) => new URL(url).pathname));
    for (const path of ["/agent", "/agent.md", "/story/org-b", "/story/org-b.md", "/developers/errors"]) {
      expect(paths.has(path), path).toBe(true);
    }
  });

  it("resolves every URL of this site that the API publishes", async () => {
    const { origin } = server;
    const json = async (path: string): Promise<unknown> => {
      const result = await load(`${origin}${path}`);
      expect(result.status, path).toBe(200);
      return JSON.parse(result.body);
    };
    const targets: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === "string" && value.startsWith(origin)) targets.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object") Object.values(value).forEach(collect);
    };
    const lists = ["/profile", "/chapters", "/timeline", "/talks", "/writing", "/projects", "/practices"];
    for (const path of lists) collect(await json(`/api/v1${path}`));
    for (const chapter of server.site.chapters) collect(await json(`/api/v1/chapters/${chapter.id}`));
    collect(await json("/api/v1/search?q=design&limit=50"));

    expect(targets.length).toBeGreaterThan(100);
    for (const kind of ["#chapter-", "#timeline-", "#talk-", "#writing-", "#project-", "#practice-", "/#chapter-"]) {
      expect(
        targets.some((t) => t.includes(kind)),
        kind,
      ).toBe(true);
    }
    const problems: string[] = [];
    for (const target of new Set(targets)) {
      const problem = await check(new URL(target));
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });
});
