/**
 * /llms.txt (llmstxt.org: H1, `>` summary, intro, H2 link lists, an Optional section), /llms-full.txt (every
 * page's Markdown twin in one file) and /developers/llms.txt (the API and MCP only). Content is plain text
 * (the site's title, the name, the llms intro, page descriptions) and goes through `mdText`.
 */
import { heldParts, inWords, type Site } from "../content/site.js";
import { type PageInfo, pageList } from "../render/catalog.js";
import { draftNotice } from "../render/draft.js";
import { guideEndpoints, guideErrors, limits, mcpTools } from "../render/guide.js";
import { blocks, codeBlock, mdLink, mdLinkItem, mdText } from "../render/md.js";
import { markdownPages } from "../render/page-markdown.js";
import type { ServiceDescription } from "../render/service-description.js";
import { formatLinks } from "./formats/index.js";
import { SECURITY_TXT_PATH } from "./security-txt.js";

const summary = (site: Site): string => {
  const p = site.profile;
  const parts = inWords([
    "career chapters",
    ...heldParts(site, ["timeline", "talks", "writing", "projects", "practices"]),
  ]);
  return `> Public profile of ${mdText(`${p.name}, ${p.jobTitle} at ${p.company.name}`)}: ${parts}, as pages with Markdown twins, a read-only JSON API and an MCP server.`;
};

/** A draft says so at the top, before anything is read as fact. */
const draftLine = (site: Site): string[] => {
  const notice = draftNotice(site);
  return notice ? [`> ${mdText(notice)}`] : [];
};

const pageItem = (site: Site, page: PageInfo, note = page.description): string =>
  mdLinkItem(page.label, site.urls.markdownOf(page.path), mdText(note));

export const llmsTxt = (site: Site, facts: ServiceDescription): string => {
  const { urls } = site;
  const pages = pageList(site);
  const pick = (...kinds: PageInfo["kind"][]): PageInfo[] => pages.filter((p) => kinds.includes(p.kind));
  const copy = (id: string): PageInfo[] => pages.filter((p) => p.kind === "copy" && p.copy === id);
  return blocks(
    `# ${mdText(site.title)}`,
    summary(site),
    ...draftLine(site),
    mdText(site.llmsIntro),
    "## Pages",
    [
      ...pick("home", "agent", "resume").map((p) => pageItem(site, p)),
      ...copy("about").map((p) => pageItem(site, p)),
      ...copy("contact").map((p) => pageItem(site, p)),
    ].join("\n"),
    "## Chapters",
    site.chapters
      .map((c) => mdLinkItem(`${c.number}. ${c.name}: ${c.title}`, c.links.markdown, mdText(c.oneLiner)))
      .join("\n"),
    "## Other formats",
    formatLinks(urls)
      .map((f) => mdLinkItem(f.title, f.url, f.note))
      .join("\n"),
    "## API and MCP",
    [
      ...pick("developers").map((p) => pageItem(site, p)),
      mdLinkItem("Developer llms.txt", urls.developersLlms, "endpoints, MCP tools, limits and errors only"),
      mdLinkItem("API index", urls.api, "JSON: every endpoint with an example URL; no key needed"),
      mdLinkItem("OpenAPI description", urls.openapi),
      mdLinkItem(
        "MCP server",
        urls.mcp,
        `Streamable HTTP, no authentication, protocol versions ${facts.mcp.protocolVersions.join(", ")}; tools ${facts.mcp.tools.map((t) => t.name).join(", ")}; a client needs only this URL (POST, not a page to open)`,
      ),
    ].join("\n"),
    "## Optional",
    [
      mdLinkItem("llms-full.txt", urls.llmsFull, "every page above as Markdown in one file"),
      ...pick("errors").map((p) => pageItem(site, p)),
      ...copy("privacy").map((p) => pageItem(site, p)),
      mdLinkItem("security.txt", urls.at(SECURITY_TXT_PATH), "how to report a security problem with this site"),
    ].join("\n"),
  );
};

/** Every page twin, each introduced by the URL to cite, separated by thematic breaks. */
export const llmsFullTxt = (site: Site, facts: ServiceDescription): string =>
  blocks(
    `# ${mdText(site.title)}: every page as Markdown`,
    summary(site),
    ...draftLine(site),
    mdText(site.llmsIntro),
    ...markdownPages(site, facts).flatMap((page) => [
      "---",
      `Page: ${mdLink(page.title, site.urls.at(page.path))} (Markdown: ${site.urls.markdownOf(page.path)})`,
      page.markdown,
    ]),
  );

export const developersLlmsTxt = (site: Site, facts: ServiceDescription): string => {
  const { urls } = site;
  const tools = `${urls.developers}#mcp-tools`;
  return blocks(
    `# ${mdText(site.profile.name)} public profile API and MCP server`,
    `> A read-only JSON API at ${urls.api} and an MCP server at ${urls.mcp} about ${mdText(site.profile.name)}. No authentication; CORS from any origin.`,
    `Success responses are JSON \`{data, meta}\`; errors are \`{error: {status, code, message, hint, docs}}\`. The MCP server speaks Streamable HTTP (stateless, JSON responses; protocol versions ${facts.mcp.protocolVersions.join(", ")}). Cite the page a fact came from: the \`url\`, \`page\` or \`links.html\` field.`,
    "## Endpoints",
    guideEndpoints(site, facts)
      .map((e) => mdLinkItem(`GET ${e.path}`, e.url, `${e.summary} (${e.operationId})`))
      .join("\n"),
    "## MCP",
    [
      mdLinkItem("MCP server", urls.mcp, "POST JSON-RPC here; a client needs only this URL"),
      mdLinkItem("MCP server card", urls.serverCard),
      ...mcpTools(facts).map((t) => mdLinkItem(t.name, tools, `${t.notes}. Parameters: ${t.value}`)),
    ].join("\n"),
    "A 2026-07-28 request needs no handshake: its version rides in `_meta` and in headers.",
    codeBlock(facts.mcp.modernRequest, "sh"),
    "## Limits",
    limits(facts.quota)
      .map((l) => mdLinkItem(l.name, `${urls.developers}#limits`, `${l.value}; ${l.notes}`))
      .join("\n"),
    "## Errors",
    guideErrors(site, facts.quota)
      .map((e) => mdLinkItem(e.code, e.docs, `${e.status}. ${e.message} ${e.hint}`))
      .join("\n"),
    "## Optional",
    [
      mdLinkItem("Developer guide", urls.markdownOf("/developers"), "the same, with curl examples and client set-up"),
      mdLinkItem("OpenAPI description", urls.openapi),
      mdLinkItem("API catalog", urls.apiCatalog),
      mdLinkItem("llms.txt", urls.llms, "the whole site"),
    ].join("\n"),
  );
};
