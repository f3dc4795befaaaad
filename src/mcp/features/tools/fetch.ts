/**
 * fetch: one record in full by the id search's `results` give, the second half of the search-and-fetch contract
 * ChatGPT's connectors and deep research use (docs/contract.md#search-and-fetch).
 */
import { z } from "@hono/zod-openapi";
import { recordDocument } from "../../../render/record-document.js";
import { DOCUMENT_ID_FORM, RecordDocument } from "../../../schema/document.js";
import { bindTool, jsonResult, type McpTool, type ToolInfo, toolArguments } from "./tool.js";

const info: ToolInfo = {
  name: "fetch",
  title: "Fetch a record",
  describe: ({ subject: { pronouns } }) =>
    `One record of ${pronouns.possessive} public record in full, by the id a search result gives (results[].id): the profile, a career chapter, a timeline entry, a talk, a piece of writing or press, a project, a practice or a quick answer. Returns {id, title, text, url, metadata}: text is the record as Markdown, url the page to cite, metadata its type, record id and API URL. Ids look like ${DOCUMENT_ID_FORM}.`,
};

const input = toolArguments(info.name, {
  id: z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
    .describe(`the record's id: ${DOCUMENT_ID_FORM}`),
});

export const fetchTool: McpTool = {
  ...info,
  input: () => input,
  bind: ({ site }) =>
    bindTool(info, site, input, RecordDocument, ({ id }) => {
      const document = recordDocument(site, id);
      if (!document) throw new Error(`No record has the id "${id}". Ids look like ${DOCUMENT_ID_FORM}.`);
      return jsonResult(document);
    }),
};
