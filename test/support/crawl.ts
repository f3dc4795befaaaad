/**
 * A crawler for a running server: from / and every discovery file, follow each internal link (href/src in HTML,
 * links and bare URLs in Markdown and text, URLs in JSON, <loc> in the sitemap), fetching each document once.
 */

/** Files the crawl starts from besides /, so that a file nothing links still gets fetched. */
export const DISCOVERY_PATHS = [
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

export interface Fetched {
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

/** Every string in a JSON value that is a URL on `origin`. */
export const urlsInJson = (value: unknown, origin: string): string[] => {
  const found: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === "string" && v.startsWith(origin)) found.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(value);
  return found;
};

/** Every URL a response mentions, as written (relative or absolute). */
export const linksIn = (fetched: Fetched, origin: string): string[] => {
  const { type, body } = fetched;
  if (type.startsWith("text/html")) {
    return [...body.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => decodeEntities(m[1] ?? ""));
  }
  if (type.includes("json")) return urlsInJson(JSON.parse(body), origin);
  if (type.includes("xml")) return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1] ?? ""));
  const markdownLinks = [...body.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? "");
  const bare = [...body.matchAll(new RegExp(`${origin.replace(/[.]/g, "\\.")}[^\\s)\\]>"'\`]*`, "g"))].map((m) =>
    m[0].replace(/[.,;:]$/, ""),
  );
  return [...markdownLinks, ...bare];
};

export interface Crawler {
  /** Every document fetched so far, by URL (no fragment). */
  readonly fetched: ReadonlyMap<string, Fetched>;
  /** GETs a URL once and remembers the answer. */
  load(url: string): Promise<Fetched>;
  /** Fetches the URL's document and checks its fragment; returns what went wrong, if anything. */
  check(target: URL): Promise<string | null>;
  /**
   * Follows every internal link from `/`, the discovery files and `starts` (paths); returns what went wrong, one
   * line each.
   */
  crawl(starts?: readonly string[]): Promise<string[]>;
}

export const createCrawler = (origin: string): Crawler => {
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

  const check = async (target: URL): Promise<string | null> => {
    if (NOT_FETCHED.has(target.pathname)) return null;
    const fragment = decodeURIComponent(target.hash.slice(1));
    target.hash = "";
    const result = await load(target.href);
    if (result.status !== 200) return `${target.href} answered ${result.status}`;
    if (fragment && !result.body.includes(`id="${fragment}"`)) return `${target.href} has no id="${fragment}"`;
    return null;
  };

  const crawl = async (starts: readonly string[] = []): Promise<string[]> => {
    const problems: string[] = [];
    const queue: { url: string; from: string }[] = ["/", ...DISCOVERY_PATHS, ...starts].map((path) => ({
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
    return problems;
  };

  return { fetched, load, check, crawl };
};
