/** The developer guide and the error reference as Markdown, from the same facts as their HTML pages. */
import type { Site } from "../content/site.js";
import type { PageInfo } from "./catalog.js";
import {
  type GuideRow,
  guideEndpoints,
  guideErrors,
  limits,
  mcpClients,
  mcpTools,
  responseHeaders,
  SEARCH_PARAMETERS,
  versioning,
} from "./guide.js";
import { blocks, codeBlock, mdLink, mdLinkItem, mdText } from "./md.js";
import type { ServiceDescription } from "./service-description.js";

const cell = (text: string): string => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

const table = (head: readonly string[], rows: readonly (readonly string[])[]): string =>
  [
    `| ${head.map(cell).join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`),
  ].join("\n");

/** Names (and, for header values, values) are literal syntax: code spans keep `<remaining>` from reading as HTML. */
const rowsTable = (
  head: readonly [string, string, string],
  rows: readonly GuideRow[],
  code: { names: boolean; values: boolean } = { names: true, values: false },
): string => {
  const literal = (text: string, on: boolean): string => (on ? `\`${text}\`` : text);
  return table(
    head,
    rows.map((r) => [literal(r.name, code.names), literal(r.value, code.values), r.notes]),
  );
};

export const developersMarkdown = (site: Site, page: PageInfo, facts: ServiceDescription): string => {
  const { urls } = site;
  const v = versioning(site);
  return blocks(
    // The title and description name the subject (content), so they are plain text like any content field.
    `# ${mdText(page.title)}`,
    `${mdText(page.description)} Everything is read-only and open: no key, no account, CORS from any origin.`,
    "## Start here",
    [
      mdLinkItem("API index", urls.api, "every endpoint with an example URL"),
      mdLinkItem("OpenAPI 3.1 description", urls.openapi),
      mdLinkItem("API catalog", urls.apiCatalog, "RFC 9727"),
      mdLinkItem("MCP server", urls.mcp, "Streamable HTTP, POST only"),
      mdLinkItem("MCP server card", urls.serverCard),
      mdLinkItem("Error reference", urls.errors),
      mdLinkItem("llms.txt for developers", urls.developersLlms),
    ].join("\n"),
    "## Endpoints",
    `Every endpoint answers GET (and HEAD, and OPTIONS for CORS). Success is JSON \`{data, meta}\`; lists add \`meta.count\`. Responses other than search are the same for every client, carry a strong ETag and may be cached for a day.`,
    ...guideEndpoints(site, facts).map((e) =>
      blocks(`### ${e.operationId}: \`GET ${e.path}\``, e.summary, codeBlock(e.curl, "sh")),
    ),
    "### Search parameters",
    rowsTable(["Parameter", "Allowed", "Notes"], SEARCH_PARAMETERS),
    "## MCP server",
    `URL: ${urls.mcp}. Transport: Streamable HTTP, stateless, JSON responses. Protocol versions: ${facts.mcp.protocolVersions.join(", ")}, on the same URL: a 2026-07-28 request carries its version in \`_meta\` and the \`MCP-Protocol-Version\`, \`Mcp-Method\` and \`Mcp-Name\` headers (no handshake); older clients open with \`initialize\`. No authentication; every tool is read-only. A client needs only the URL. A 2025-03-26 batch holds at most ${facts.mcp.maxBatchSize} messages, each counted against the quota.`,
    codeBlock(facts.mcp.modernRequest, "sh"),
    "### Tools",
    rowsTable(["Tool", "Parameters", "What it does"], mcpTools(facts)),
    "### Client set-up",
    ...mcpClients(site).map((c) => blocks(`#### ${c.client}`, `${c.where}:`, codeBlock(c.code, c.language))),
    "## Limits",
    rowsTable(["Limit", "Value", "Applies to"], limits(facts.quota), { names: false, values: false }),
    "### Response headers",
    rowsTable(["Header", "Value", "When"], responseHeaders(facts.quota), { names: true, values: true }),
    "## Errors",
    "Every error under /api is JSON: `{error: {status, code, message, hint, docs}}`, with the HTTP status equal to `error.status`.",
    table(
      ["Code", "Status", "Meaning"],
      guideErrors(site, facts.quota).map((e) => [mdLink(e.code, e.docs), String(e.status), e.message]),
    ),
    "## Versioning",
    `Current version: ${v.major} (${v.version}), ${v.status}. ${v.now}`,
    v.rules.map((r) => `- ${r}`).join("\n"),
    "## Citing",
    "Link the page a fact came from: the `url`, `page` or `links.html` field of each record. They point at stable anchors on the agent page.",
  );
};

export const errorsMarkdown = (site: Site, page: PageInfo, facts: ServiceDescription): string =>
  blocks(
    `# ${mdText(page.title)}`,
    `${mdText(page.description)} Every error under /api has the same shape; its \`docs\` field links the entry below. Back to the ${mdLink("developer guide", site.urls.developers)}.`,
    ...guideErrors(site, facts.quota).map((e) =>
      blocks(
        `## ${e.code}`,
        `${e.title}. Status ${e.status}.`,
        e.message,
        e.headers && `Headers: \`${e.headers}\``,
        codeBlock(e.example, "json"),
        `How to fix: ${e.hint}`,
      ),
    ),
  );
