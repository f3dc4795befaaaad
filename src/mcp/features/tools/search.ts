/** search: search by keywords or a natural-language question over every record type, through the same function as REST searchSite. */
import { z } from "@hono/zod-openapi";
import { heldParts, inWords, type Site } from "../../../content/site.js";
import { noResultsText, searchBody } from "../../../render/envelope.js";
import { documentResults } from "../../../render/record-document.js";
import { DocumentResult } from "../../../schema/document.js";
import { SearchResponse } from "../../../schema/envelope.js";
import { MCP_LIMIT, QUERY_LENGTH, queryText, SEARCH_API_FIELD } from "../../../schema/search.js";
import { SEARCH_TYPES } from "../../../schema/search-type.js";
import { bindTool, jsonResult, type McpTool, type ToolInfo, toolArguments } from "./tool.js";

/**
 * What the record holds and questions it can answer, so that a record without talks (or writing, or quick answers)
 * is not said to have them: the sample's description, less what the record lacks.
 */
const describe = (site: Site): string => {
  const { subject, object, possessive } = site.subject.pronouns;
  const held = heldParts(site, ["timeline", "talks", "writing", "projects", "practices", "answers"]);
  const examples = [
    `how can I invite ${object} to speak?`,
    ...(site.talks.length > 0 ? [`what was ${possessive} first talk?`] : []),
    ...(site.writing.length > 0 ? [`what did ${subject} write before 2015?`] : []),
  ];
  const reaching = site.answers.length > 0 ? "the quick answers" : `how to reach ${object}`;
  return `Search, best matches first, across ${possessive} ${inWords(["profile", "career chapters", ...held])}. Ask in keywords or in a full natural-language question, as a person would (${examples.map((q) => `"${q}"`).join(", ")}): questions about reaching, booking or hiring ${object} find ${reaching}, and first, latest, before, after and during are read against the records' own years. Use it for any question the other tools do not answer directly, or to find which record holds a fact; narrow with type. Each result has a snippet and the url of the page to read and cite; api is ${SEARCH_API_FIELD}. results lists the same hits as {id, title, url}, whose id fetch takes for the record in full.`;
};

const info: ToolInfo = { name: "search", title: "Search everything", describe };

/**
 * The REST envelope plus `results`, the same hits as ChatGPT's connectors and deep research read them (their ids
 * are what fetch takes): one payload for both kinds of client, in structuredContent and as its JSON text.
 */
const output = SearchResponse.extend({
  results: z.array(DocumentResult).describe("the same results as data, as {id, title, url}; fetch takes the id"),
});

const limitRule = `must be a whole number from ${MCP_LIMIT.min} to ${MCP_LIMIT.max} (default ${MCP_LIMIT.default})`;

const input = toolArguments(info.name, {
  // The rule counts code points, so JSON Schema's own minLength/maxLength (also code points) state it exactly.
  query: queryText("search words").meta({
    description: `keywords or a natural-language question, ${QUERY_LENGTH.min} to ${QUERY_LENGTH.max} characters`,
    minLength: QUERY_LENGTH.min,
    maxLength: QUERY_LENGTH.max,
  }),
  type: z
    .enum(SEARCH_TYPES, { error: `must be one of: ${SEARCH_TYPES.join(", ")}; leave it out to search every type` })
    .optional()
    .describe("restrict results to one kind of record"),
  limit: z
    .int({ error: limitRule })
    .min(MCP_LIMIT.min, { error: limitRule })
    .max(MCP_LIMIT.max, { error: limitRule })
    .default(MCP_LIMIT.default)
    // Bounds said in words too: some clients hand a model only the descriptions, without minimum and maximum.
    .describe(`maximum number of results, ${MCP_LIMIT.min} to ${MCP_LIMIT.max}, default ${MCP_LIMIT.default}`),
});

export const searchTool: McpTool = {
  ...info,
  input: () => input,
  bind: ({ site, index }) =>
    bindTool(info, site, input, output, ({ query, type, limit }) => {
      const body = searchBody(site, index(), { q: query, type, limit });
      const result = jsonResult({ ...body, results: documentResults(body.data) });
      const { suggestions } = body.meta;
      if (suggestions === undefined) return result;
      // Nothing found: how to search again also as sentences, for clients that only show text.
      return {
        ...result,
        content: [...result.content, { type: "text", text: noResultsText(suggestions, type ?? null) }],
      };
    }),
};
