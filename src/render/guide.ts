/**
 * The developer guide's facts (endpoints, MCP set-up, limits, errors, versioning), gathered once from the
 * modules that enforce them, so that /developers, its Markdown twin and /developers/llms.txt cannot disagree
 * with the running service.
 */

import { inWords, type Site } from "../content/site.js";
import { ApiError, ERROR_CATALOGUE, type ErrorEntry, errorBody, rateLimitedMessage } from "../http/errors.js";
import { ALLOWED_METHODS, deprecationValue, sunsetValue } from "../http/headers.js";
import { policyHeader, quotaText, type RateLimitPolicy } from "../http/rate-limit/policy.js";
import { ERROR_CODES, type ErrorCode } from "../schema/error.js";
import { MCP_LIMIT, QUERY_LENGTH, REST_LIMIT } from "../schema/search.js";
import { SEARCH_TYPES } from "../schema/search-type.js";
import type { ServiceDescription } from "./service-description.js";
import { API_MAJOR, API_VERSION, MINIMUM_DEPRECATION_NOTICE_DAYS } from "./version.js";

/** Single quotes keep `?` and `&` in example URLs away from the shell. */
const curl = (url: string): string => `curl -s '${url}'`;

export interface GuideEndpoint {
  readonly operationId: string;
  readonly path: string;
  readonly summary: string;
  readonly url: string;
  readonly curl: string;
}

export const guideEndpoints = (site: Site, facts: ServiceDescription): GuideEndpoint[] =>
  facts.endpoints.map((e) => {
    const url = site.urls.at(e.example);
    return { operationId: e.operationId, path: e.path, summary: e.summary, url, curl: curl(url) };
  });

export interface GuideRow {
  readonly name: string;
  readonly value: string;
  readonly notes: string;
}

export const SEARCH_PARAMETERS: readonly GuideRow[] = [
  { name: "q", value: `required, ${QUERY_LENGTH.min} to ${QUERY_LENGTH.max} characters`, notes: "search words" },
  {
    name: "limit",
    value: `${REST_LIMIT.min} to ${REST_LIMIT.max}, default ${REST_LIMIT.default}`,
    notes: "maximum number of results",
  },
  { name: "type", value: inWords(SEARCH_TYPES, "or"), notes: "only results of this type" },
];

type JsonSchema = Readonly<Record<string, unknown>>;

const num = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/** What one argument allows, in words: its values or bounds, then its default. */
const allowed = (schema: JsonSchema): string => {
  const values = Array.isArray(schema.enum) ? schema.enum.map(String) : [];
  const [min, max] = [num(schema.minimum), num(schema.maximum)];
  const [minLength, maxLength] = [num(schema.minLength), num(schema.maxLength)];
  const rule =
    values.length > 0
      ? inWords(values, "or")
      : min !== undefined && max !== undefined
        ? `${min} to ${max}`
        : minLength !== undefined && maxLength !== undefined
          ? `${minLength} to ${maxLength} characters`
          : String(schema.type ?? "any value");
  return schema.default === undefined ? rule : `${rule}, default ${String(schema.default)}`;
};

/** A tool's arguments in words, written from its input schema: "id (required): …; format: …". */
export const toolParameters = (inputSchema: JsonSchema): string => {
  const properties = (inputSchema.properties ?? {}) as Readonly<Record<string, JsonSchema>>;
  const required = Array.isArray(inputSchema.required) ? inputSchema.required : [];
  const parts = Object.entries(properties).map(
    ([name, schema]) => `${name}${required.includes(name) ? " (required)" : ""}: ${allowed(schema)}`,
  );
  return parts.length === 0 ? "none" : parts.join("; ");
};

export const mcpTools = (facts: ServiceDescription): GuideRow[] =>
  facts.mcp.tools.map((tool) => ({ name: tool.name, value: toolParameters(tool.inputSchema), notes: tool.title }));

export interface ClientSetup {
  readonly client: string;
  readonly where: string;
  /** Highlighting hint for the code block: `json`, `sh` or `text`. */
  readonly language: string;
  readonly code: string;
}

/** Each client needs only the server URL: no key, no headers. */
export const mcpClients = (site: Site): ClientSetup[] => {
  const name = site.profile.id;
  const url = site.urls.mcp;
  const json = (value: unknown): string => JSON.stringify(value, null, 2);
  return [
    {
      client: "Claude Code",
      where: "Run once in a terminal",
      language: "sh",
      code: `claude mcp add --transport http ${name} ${url}`,
    },
    {
      client: "Claude Code (project)",
      where: "In .mcp.json in the project root",
      language: "json",
      code: json({ mcpServers: { [name]: { type: "http", url } } }),
    },
    {
      client: "Claude Desktop",
      where: "Settings, Connectors, Add custom connector: paste the URL",
      language: "text",
      code: url,
    },
    {
      client: "VS Code",
      where: "In .vscode/mcp.json in the workspace, or in the file MCP: Open User Configuration opens",
      language: "json",
      code: json({ servers: { [name]: { type: "http", url } } }),
    },
    {
      client: "Cursor",
      where: "In ~/.cursor/mcp.json, or .cursor/mcp.json in the project",
      language: "json",
      code: json({ mcpServers: { [name]: { url } } }),
    },
  ];
};

export const limits = (policy: RateLimitPolicy): GuideRow[] => [
  {
    name: "Fair-use quota",
    value: `${quotaText(policy)} per client IP address`,
    notes: `search and the MCP server; policy ${policy.name}. Other endpoints are not counted: they answer every client the same and are cached for up to a day.`,
  },
  {
    name: "Over quota",
    value: "429 rate_limited",
    notes: "wait the seconds in the Retry-After header, then retry",
  },
  { name: "Search q", value: `${QUERY_LENGTH.min} to ${QUERY_LENGTH.max} characters`, notes: "REST q and MCP query" },
  {
    name: "Search limit",
    value: `${REST_LIMIT.min} to ${REST_LIMIT.max}, default ${REST_LIMIT.default}`,
    notes: "GET /api/v1/search",
  },
  {
    name: "MCP search limit",
    value: `${MCP_LIMIT.min} to ${MCP_LIMIT.max}, default ${MCP_LIMIT.default}`,
    notes: "MCP search tool",
  },
];

export const responseHeaders = (policy: RateLimitPolicy): GuideRow[] => [
  { name: "RateLimit-Policy", value: policyHeader(policy), notes: "every API response, errors included" },
  { name: "RateLimit-Limit", value: String(policy.quota), notes: "every successful API response" },
  {
    name: "RateLimit",
    value: `"${policy.name}";r=<remaining>;t=<seconds to reset>`,
    notes: "search and MCP responses",
  },
  { name: "Retry-After", value: "<seconds>", notes: "429 only" },
  {
    name: "ETag",
    value: "a strong validator",
    notes: "send it back in If-None-Match to get 304 Not Modified; If-Match with no current ETag gets 412",
  },
  {
    name: "Link",
    value: "service-desc, service-doc, api-catalog",
    notes: "the OpenAPI document, this guide and the API catalog",
  },
  // RFC 9110 §9.3.7: a successful OPTIONS answer should say what the resource allows, so not only the 405.
  { name: "Allow", value: ALLOWED_METHODS, notes: "405, and every answer to OPTIONS" },
];

export interface GuideError extends ErrorEntry {
  readonly code: ErrorCode;
  readonly docs: string;
  /** Pretty-printed example body, as the API sends it (compact there). */
  readonly example: string;
  /** Headers that come with this error beyond RateLimit-Policy. */
  readonly headers: string | null;
}

const ERROR_HEADERS: Partial<Record<ErrorCode, string>> = {
  method_not_allowed: `Allow: ${ALLOWED_METHODS}`,
  rate_limited: "Retry-After: <seconds to wait>",
  internal_error: "X-Request-Id: <id to quote in a report>",
};

/** Each error as the running app sends it: rate_limited states the app's quota. */
export const guideErrors = (site: Site, policy: RateLimitPolicy): GuideError[] =>
  ERROR_CODES.map((code) => {
    const error = new ApiError(code, code === "rate_limited" ? { message: rateLimitedMessage(policy) } : {});
    return {
      ...ERROR_CATALOGUE[code],
      message: error.message,
      code,
      docs: site.urls.errorDoc(code),
      example: JSON.stringify(errorBody(error, site.urls.errorDoc), null, 2),
      headers: ERROR_HEADERS[code] ?? null,
    };
  });

export interface Versioning {
  readonly major: string;
  readonly version: string;
  readonly status: "stable" | "deprecated";
  readonly rules: readonly string[];
  /** What a client sees today. */
  readonly now: string;
}

export const versioning = (site: Site): Versioning => {
  const { lifecycle, urls } = site;
  const now = lifecycle.deprecation
    ? [
        `${API_MAJOR} is deprecated: responses carry Deprecation: ${deprecationValue(lifecycle.deprecation)}.`,
        lifecycle.sunset ? `It shuts down on ${sunsetValue(lifecycle.sunset)} (Sunset header).` : "",
        lifecycle.successor ? `Its successor is ${lifecycle.successor} (Link rel="successor-version").` : "",
      ]
        .filter(Boolean)
        .join(" ")
    : `${API_MAJOR} is the current version and is not deprecated: no Deprecation or Sunset header is sent.`;
  return {
    major: API_MAJOR,
    version: API_VERSION,
    status: lifecycle.deprecation ? "deprecated" : "stable",
    rules: [
      `The major version is in the path: ${urls.api}. Every response reports the full version in meta.apiVersion (now ${API_VERSION}).`,
      `Within ${API_MAJOR}, fields are only added, never renamed or removed; clients should ignore fields they do not know.`,
      "A breaking change ships as a new major version under a new path (/api/v2).",
      `After a new major version ships, ${API_MAJOR} keeps working for at least ${MINIMUM_DEPRECATION_NOTICE_DAYS} days.`,
      `From then on, ${API_MAJOR} responses carry a Deprecation header (RFC 9745), a Sunset header (RFC 8594) with the shutdown date, and a Link header with rel="successor-version" pointing to the new version.`,
    ],
    now,
  };
};
