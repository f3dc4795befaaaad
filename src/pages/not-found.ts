/**
 * What pages need per request, apart from the rendering in route.ts (which a server with a prebuilt table never
 * loads): the choice between a page and its Markdown twin, and the page 404.
 */
import type { Context } from "hono";
import type { Prepared } from "../http/cache.js";
import { prefersMarkdown } from "../http/negotiate.js";

export interface Pages {
  readonly notFound: (c: Context) => Response | Promise<Response>;
}

/** The page 404 in both representations; not in the table (no path answers with it), served beside it. */
export interface NotFoundPages {
  readonly html: Prepared;
  readonly markdown: Prepared;
}

/** Which representation of a page Accept asks for: its Markdown twin (1) or the HTML (0). */
export const choosePageTwin = (accept: string | undefined): number => (prefersMarkdown(accept) ? 1 : 0);

const wantsMarkdown = (c: Context): boolean => c.req.path.endsWith(".md") || prefersMarkdown(c.req.header("Accept"));

export const createPages = (missing: NotFoundPages): Pages => ({
  notFound: (c) => {
    const { body, headers } = wantsMarkdown(c) ? missing.markdown : missing.html;
    // No validator on a 404: there is nothing for a client to revalidate.
    const { ETag: _etag, ...rest } = headers;
    return c.body(body, 404, rest);
  },
});
