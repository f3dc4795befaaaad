/**
 * The request log's line, declared once: the Node logger writes lines of this shape, `npm run insights` reads
 * them back with it, and the privacy page lists its fields from the descriptions here. A field added to the log
 * therefore appears on the privacy page by construction. Attribute names follow the OpenTelemetry semantic
 * conventions where one exists (`mcp.method.name`, `gen_ai.tool.name`, `mcp.resource.uri`, `user_agent.name`).
 */
import { z } from "zod";

/** What part of the service a request asked for (src/http/surface.ts decides it from the path). */
export const SURFACES = ["api", "mcp", "page", "markdown", "discovery", "format", "asset", "health", "other"] as const;
export type Surface = (typeof SURFACES)[number];

/** Longest normalised search query kept: longer ones are cut, so a pasted document never lands in the log. */
export const LOGGED_QUERY_MAX = 120;
/** Longest client name, version or agent family kept. */
export const LOGGED_NAME_MAX = 64;

export const RequestLogLine = z.object({
  time: z.string().describe("when the request arrived (UTC, to the millisecond)"),
  method: z.string().describe("the HTTP method"),
  path: z.string().describe("the path asked for, at most 512 characters; never the query string"),
  status: z.number().int().describe("the HTTP status code of the answer"),
  ms: z.number().describe("how long the answer took, in milliseconds"),
  client: z
    .string()
    .describe(
      "a salted hash of the client's address: it tells one client's requests apart, and the address cannot be read back from it",
    ),
  aborted: z.literal(true).optional().describe("present when the client left before the answer was complete"),
  surface: z.enum(SURFACES).optional().describe("the part of the service asked for: API, MCP, page, Markdown twin, …"),
  "user_agent.name": z
    .string()
    .optional()
    .describe(
      "the client's software family read from its User-Agent (a crawler such as `gptbot`, a tool such as `curl`, or `browser`); the User-Agent itself is not kept",
    ),
  "user_agent.bot": z.boolean().optional().describe("whether that User-Agent is on a public list of bots and crawlers"),
  "mcp.method.name": z.string().optional().describe("MCP requests: the method called, such as `tools/call`"),
  "gen_ai.tool.name": z.string().optional().describe("MCP tool calls: the tool's name"),
  "mcp.resource.uri": z.string().optional().describe("MCP resource reads: the resource's URI"),
  "mcp.protocol.version": z.string().optional().describe("MCP requests: the protocol revision the client speaks"),
  "mcp.client.name": z.string().optional().describe("MCP requests: the client program's name, as it states it"),
  "mcp.client.version": z.string().optional().describe("MCP requests: the client program's version, as it states it"),
  "search.query": z
    .string()
    .optional()
    .describe(
      `searches (the API's and the MCP tool's): the search words, lower-cased, spaces collapsed, cut at ${LOGGED_QUERY_MAX} characters`,
    ),
  "search.results": z.number().int().optional().describe("searches: how many results were returned"),
  "search.top_score": z.number().optional().describe("searches: the best result's relevance score"),
});
export type RequestLogLine = z.infer<typeof RequestLogLine>;

/** A request refused before the app ran (malformed, or headers too slow): no method or path exists to log. */
export const RefusalLogLine = z.object({
  time: z.string().describe("when the connection was refused"),
  refused: z.string().describe("why: the request could not be read, or its headers came too slowly"),
  status: z.number().int().describe("the HTTP status code of the refusal"),
  ms: z.number().describe("how long the server held the connection, in milliseconds"),
  client: z.string().describe("the salted hash of the client's address, as above"),
});
export type RefusalLogLine = z.infer<typeof RefusalLogLine>;

/** Every field a request or refusal line may carry, with what it holds: the privacy page prints this list. */
export const loggedFields = (): readonly { readonly name: string; readonly description: string }[] => {
  const seen = new Set<string>();
  const fields: { name: string; description: string }[] = [];
  for (const shape of [RequestLogLine.shape, RefusalLogLine.shape]) {
    for (const [name, schema] of Object.entries(shape)) {
      if (seen.has(name)) continue;
      seen.add(name);
      fields.push({ name, description: schema.description ?? "" });
    }
  }
  return fields;
};

/**
 * A search query as logged: lower-cased, runs of white space made one space, trimmed and cut, so the same
 * question asked with other spacing or capitals is counted as one.
 */
export const normaliseQuery = (query: string): string => {
  const words = query.toLowerCase().replace(/\s+/g, " ").trim();
  // Cut by code points, which only a string longer than the cut in UTF-16 units can have too many of.
  return words.length <= LOGGED_QUERY_MAX ? words : [...words].slice(0, LOGGED_QUERY_MAX).join("");
};

/** What the app itself tells the runtime about a request, for its log line: the MCP call and the search. */
export type LogFields = Partial<
  Pick<
    RequestLogLine,
    | "mcp.method.name"
    | "gen_ai.tool.name"
    | "mcp.resource.uri"
    | "mcp.protocol.version"
    | "mcp.client.name"
    | "mcp.client.version"
    | "search.query"
    | "search.results"
    | "search.top_score"
  >
>;

/** A search's facts for the log: the normalised words, how many results, the best score. */
export const searchLogFields = (query: string, results: readonly { readonly score: number }[]): LogFields => ({
  "search.query": normaliseQuery(query),
  "search.results": results.length,
  ...(results[0] ? { "search.top_score": results[0].score } : {}),
});
