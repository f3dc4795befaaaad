/**
 * Paths as people type them: a known path with one slash added (`/about/`, `/api/v1/`) answers 308 to the
 * canonical path, query kept (RFC 9110 §15.4.9). "Known" is read from the response table and the app's own
 * routes, so a new page or endpoint is covered without a list to keep; an unknown path with a slash stays a 404.
 */

import type { RouterRoute } from "hono/types";
import { escapeRegex } from "../content/escape-regex.js";

/** The routes a path without its slash could be: fixed paths, and patterns whose parameters need a look. */
export interface KnownRoutes {
  readonly fixed: ReadonlySet<string>;
  readonly patterns: readonly RegExp[];
}

const isServed = (route: RouterRoute): boolean => route.method === "GET" || route.method === "ALL";

/** `/api/v1/chapters/:id` → one segment per parameter. */
const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split(/:[A-Za-z0-9_]+/)
      .map(escapeRegex)
      .join("[^/]+")}$`,
  );

/** Wildcard routes (`*`) are middleware and fallbacks, not paths anyone links to. */
export const knownRoutes = (routes: readonly RouterRoute[]): KnownRoutes => {
  const served = routes.filter((route) => isServed(route) && !route.path.includes("*"));
  return {
    fixed: new Set(served.filter((route) => !route.path.includes(":")).map((route) => route.path)),
    patterns: served.filter((route) => route.path.includes(":")).map((route) => patternOf(route.path)),
  };
};

/**
 * The canonical path for a request path that ends with one extra slash and names a known path, else null.
 * `isKnown` settles it (for a parameterised route: is there a chapter with this id?), so that
 * `/api/v1/chapters/nope/` stays a 404 rather than redirecting to one.
 */
export const canonicalPath = async (
  path: string,
  isKnown: (path: string) => boolean | Promise<boolean>,
): Promise<string | null> => {
  if (path.length < 2 || !path.endsWith("/")) return null;
  const bare = path.slice(0, -1);
  return (await isKnown(bare)) ? bare : null;
};

/** The query string as sent (`?…`, or empty), carried over to the redirect target. */
export const rawQuery = (url: string): string => {
  const start = url.indexOf("?");
  return start === -1 ? "" : url.slice(start);
};
