/**
 * The HTML pages a running service lists in its sitemap, each with its kind (one per chapter: `chapter`), and the
 * page a missing path answers with. The pages test checks all of them; the pages audit one of each kind.
 * No vitest import: the audit runs this outside a test run.
 */

export interface SitePage {
  readonly path: string;
  /** `home`, `chapter`, `404`, else the path without its slash (`resume`, `developers/errors`). */
  readonly kind: string;
  readonly status: 200 | 404;
}

/** A path no page has: the service answers it with its HTML 404 page. */
export const MISSING_PATH = "/no-such-page";

const kindOf = (path: string): string =>
  path === "/" ? "home" : path.startsWith("/story/") ? "chapter" : path.slice(1);

export const sitePages = async (origin: string): Promise<SitePage[]> => {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
  const html: SitePage[] = [];
  for (const path of paths) {
    const head = await fetch(`${origin}${path}`, { method: "HEAD" });
    if (head.headers.get("content-type")?.startsWith("text/html")) html.push({ path, kind: kindOf(path), status: 200 });
  }
  return [...html, { path: MISSING_PATH, kind: "404", status: 404 }];
};

/** The first page of each kind, in sitemap order. */
export const onePerKind = (pages: readonly SitePage[]): SitePage[] =>
  pages.filter((page, i) => pages.findIndex((p) => p.kind === page.kind) === i);
