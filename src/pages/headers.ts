/** Headers of pages, their Markdown twins and the text files (docs/contract.md#pages-twins-and-discovery-files). */
import type { Urls } from "../content/urls.js";
import { CONTENT_SIGNAL, discoveryLinks, linkValue } from "../http/headers.js";

export const HTML_TYPE = "text/html; charset=utf-8";
export const MARKDOWN_TYPE = "text/markdown; charset=utf-8";
export const CSS_TYPE = "text/css; charset=utf-8";

/** No script runs on these pages; JSON-LD is data and is never executed, so script-src stays 'none'. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The home page when it loads the robot (pages/client-assets.ts): scripts from this origin only, no inline
 * script and no eval; everything else as on every page. three.js needs nothing more (WebGL is not governed by
 * CSP, and it sets styles through the CSSOM, which style-src does not restrict).
 */
export const SCRIPTED_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
  "script-src 'none'",
  "script-src 'self'",
);

export const HTML_SECURITY_HEADERS = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
} as const;

/** Both representations of a negotiated URL vary by Accept, so shared caches keep them apart. */
const VARY = { Vary: "Accept" } as const;

/** Rough token count of a text (about four bytes a token), as Cloudflare's x-markdown-tokens. */
export const estimateTokens = (text: string): number => Math.ceil(new TextEncoder().encode(text).length / 4);

export const htmlHeaders = (urls: Urls, pagePath: string): Record<string, string> => ({
  ...HTML_SECURITY_HEADERS,
  ...VARY,
  Link: [linkValue(urls.markdownOf(pagePath), "alternate", "text/markdown"), ...discoveryLinks(urls)].join(", "),
});

export const markdownHeaders = (canonicalUrl: string | null, markdown: string): Record<string, string> => ({
  ...VARY,
  ...(canonicalUrl ? { Link: linkValue(canonicalUrl, "canonical") } : {}),
  "x-markdown-tokens": String(estimateTokens(markdown)),
  "Content-Signal": CONTENT_SIGNAL,
});
