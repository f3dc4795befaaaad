/** Header values every API success response carries (docs/contract.md#limits-and-headers, #versioning). */
import type { Urls } from "../content/urls.js";
import type { Lifecycle } from "../schema/site.js";
import { policyHeader, type RateLimitPolicy } from "./rate-limit/policy.js";

export const ALLOWED_METHODS = "GET, HEAD, OPTIONS";

/** Response headers a browser script may read (none of these is CORS-safelisted). */
export const EXPOSED_HEADERS = [
  "ETag",
  "Link",
  "RateLimit",
  "RateLimit-Policy",
  "RateLimit-Limit",
  "Retry-After",
  "Deprecation",
  "Sunset",
  "X-Request-Id",
];

/** On every response but /mcp's own: open CORS, and no MIME sniffing. Baked into each precomputed response. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": EXPOSED_HEADERS.join(", "),
  "X-Content-Type-Options": "nosniff",
};

/** The answer to any OPTIONS request outside /mcp, CORS preflight or not. */
export const preflightHeaders = (requestedHeaders: string | undefined): Record<string, string> => ({
  ...BASE_HEADERS,
  "Access-Control-Allow-Methods": ALLOWED_METHODS,
  ...(requestedHeaders
    ? { "Access-Control-Allow-Headers": requestedHeaders, Vary: "Access-Control-Request-Headers" }
    : {}),
  "Access-Control-Max-Age": "86400",
  Allow: ALLOWED_METHODS,
});

/** Every crawler and use welcome, AI training too (docs/contract.md#pages-twins-and-discovery-files). */
export const CONTENT_SIGNAL = "search=yes, ai-input=yes, ai-train=yes";

export const linkValue = (href: string, rel: string, type?: string): string =>
  `<${href}>; rel="${rel}"${type ? `; type="${type}"` : ""}`;

export const discoveryLinks = (urls: Urls): string[] => [
  linkValue(urls.openapi, "service-desc", "application/json"),
  linkValue(urls.developers, "service-doc", "text/html"),
  linkValue(urls.apiCatalog, "api-catalog", "application/linkset+json"),
];

/** `@<epoch seconds>` (RFC 9745 §2.1, a Structured Field Date). */
export const deprecationValue = (date: string): string => `@${Math.floor(Date.parse(date) / 1000)}`;

/** IMF-fixdate (RFC 8594 §3, an HTTP-date). */
export const sunsetValue = (date: string): string => new Date(Date.parse(date)).toUTCString();

/** Headers for every successful API response, computed once from the configuration and content. */
export const apiSuccessHeaders = (
  urls: Urls,
  lifecycle: Lifecycle,
  policy: RateLimitPolicy,
): Record<string, string> => {
  const links = discoveryLinks(urls);
  const headers: Record<string, string> = {
    "RateLimit-Policy": policyHeader(policy),
    "RateLimit-Limit": String(policy.quota),
  };
  if (lifecycle.deprecation) {
    headers.Deprecation = deprecationValue(lifecycle.deprecation);
    links.push(linkValue(`${urls.developers}#versioning`, "deprecation", "text/html"));
  }
  if (lifecycle.sunset) headers.Sunset = sunsetValue(lifecycle.sunset);
  if (lifecycle.successor) links.push(linkValue(lifecycle.successor, "successor-version"));
  headers.Link = links.join(", ");
  return headers;
};

export const TEXT_TYPE = "text/plain; charset=utf-8";
/** The llms files: plain text that says how it may be used. */
export const TEXT_HEADERS: Readonly<Record<string, string>> = { "Content-Signal": CONTENT_SIGNAL };
