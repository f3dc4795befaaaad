/**
 * `_headers` and `_redirects`, the files Cloudflare Pages and Netlify read: the app's headers for each path's
 * default representation, and a rewrite (status 200) for each path whose file has another name. Those hosts
 * compress and validate on their own, so the gzip twins' headers are left out, and they negotiate nothing:
 * a Markdown twin is reached by its own path (`/about.md`).
 */
import type { ExportedPath } from "./layout.js";

/** Content-Length and the coding are the host's to write. */
const HOST_HEADERS = new Set(["content-length", "content-encoding"]);

export const headersFile = (paths: readonly ExportedPath[]): string =>
  paths
    .map(({ path, variants: [first] }) =>
      [
        path,
        ...Object.entries(first.file.headers)
          .filter(([name]) => !HOST_HEADERS.has(name.toLowerCase()))
          .map(([name, value]) => `  ${name}: ${value}`),
      ].join("\n"),
    )
    .join("\n\n")
    .concat("\n");

/** Paths served at their own name (`/llms.txt`) or by the hosts' `.html` rule (`/about`) need no rewrite. */
const servedAsIs = (path: string, name: string): boolean =>
  `/${name}` === path || `/${name}` === `${path === "/" ? "/index" : path}.html`;

export const redirectsFile = (paths: readonly ExportedPath[]): string =>
  paths
    .filter(({ path, variants: [first] }) => !servedAsIs(path, first.file.name))
    .map(({ path, variants: [first] }) => `${path} /${first.file.name} 200`)
    .join("\n")
    .concat("\n");
