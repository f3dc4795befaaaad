/** /developers and /developers/errors: the API and MCP guide, from the facts in guide.ts. */
import type { Site } from "../../content/site.js";
import type { PageInfo } from "../../render/catalog.js";
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
} from "../../render/guide.js";
import type { ServiceDescription } from "../../render/service-description.js";
import { tableOfContents } from "./parts.js";

const Code = ({ code, language }: { code: string; language: string }) => (
  <pre>
    <code class={`language-${language}`}>{code}</code>
  </pre>
);

/** `labelledBy` names the heading the table sits under, which is its caption. */
const RowsTable = ({
  labelledBy,
  head,
  rows,
  plainNames = false,
}: {
  labelledBy: string;
  head: readonly string[];
  rows: readonly GuideRow[];
  plainNames?: boolean;
}) => (
  <table aria-labelledby={labelledBy}>
    <thead>
      <tr>
        {head.map((h) => (
          <th scope="col">{h}</th>
        ))}
      </tr>
    </thead>
    <tbody>
      {rows.map((r) => (
        <tr>
          <th scope="row">{plainNames ? r.name : <code>{r.name}</code>}</th>
          <td>{r.value}</td>
          <td>{r.notes}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

const { Toc, Section } = tableOfContents([
  ["start", "Start here"],
  ["endpoints", "Endpoints"],
  ["mcp", "MCP server"],
  ["limits", "Limits"],
  ["errors", "Errors"],
  ["versioning", "Versioning"],
  ["citing", "Citing"],
]);

export const DevelopersPage = ({ site, page, facts }: { site: Site; page: PageInfo; facts: ServiceDescription }) => {
  const { urls } = site;
  const v = versioning(site);
  return (
    <article>
      <h1>{page.title}</h1>
      <p class="lede">{page.description}</p>
      <Toc />

      <Section id="start">
        <p>
          Everything is read-only and open: no key, no account, CORS from any origin. Try the API index, which lists
          every endpoint with an example URL:
        </p>
        <Code code={`curl -s '${urls.api}'`} language="sh" />
        <ul>
          <li>
            <a href={urls.openapi}>OpenAPI 3.1 description</a> (<code>/openapi.json</code>)
          </li>
          <li>
            <a href={urls.apiCatalog}>API catalog</a> (RFC 9727)
          </li>
          <li>
            <a href={urls.serverCard}>MCP server card</a>
          </li>
          <li>
            <a href={urls.errors}>Error reference</a>
          </li>
          <li>
            <a href={urls.developersLlms}>llms.txt for developers</a> and this guide as{" "}
            <a href={urls.markdownOf(page.path)}>Markdown</a>
          </li>
        </ul>
      </Section>

      <Section id="endpoints">
        <p>
          Every endpoint answers <code>GET</code> (and <code>HEAD</code>, and <code>OPTIONS</code> for CORS). Success is
          JSON <code>{"{data, meta}"}</code>; lists add <code>meta.count</code>. Responses other than search are the
          same for every client, carry a strong <code>ETag</code> and may be cached for a day.
        </p>
        {guideEndpoints(site, facts).map((e) => (
          <section id={`endpoint-${e.operationId}`} aria-labelledby={`endpoint-${e.operationId}-title`}>
            <h3 id={`endpoint-${e.operationId}-title`}>
              <code>GET {e.path}</code>
            </h3>
            <p>
              {e.summary}. Operation <code>{e.operationId}</code>; example: <a href={e.url}>{e.url}</a>
            </p>
            <Code code={e.curl} language="sh" />
          </section>
        ))}
        <h3 id="search-parameters">Search parameters</h3>
        <RowsTable labelledBy="search-parameters" head={["Parameter", "Allowed", "Notes"]} rows={SEARCH_PARAMETERS} />
      </Section>

      <Section id="mcp">
        <p>
          URL: <code>{urls.mcp}</code>. Transport: Streamable HTTP, stateless, JSON responses (send <code>POST</code>{" "}
          requests). Protocol versions: {facts.mcp.protocolVersions.join(", ")}. No authentication; every tool is
          read-only. A client needs only the URL.
        </p>
        <h3 id="mcp-tools">Tools</h3>
        <RowsTable labelledBy="mcp-tools" head={["Tool", "Parameters", "What it does"]} rows={mcpTools(facts)} />
        <h3 id="mcp-clients">Client set-up</h3>
        {mcpClients(site).map((c) => (
          <>
            <h4>{c.client}</h4>
            <p>{c.where}:</p>
            <Code code={c.code} language={c.language} />
          </>
        ))}
      </Section>

      <Section id="limits">
        <RowsTable
          labelledBy="limits-title"
          head={["Limit", "Value", "Applies to"]}
          rows={limits(facts.quota)}
          plainNames
        />
        <h3 id="headers">Response headers</h3>
        <RowsTable labelledBy="headers" head={["Header", "Value", "When"]} rows={responseHeaders(facts.quota)} />
      </Section>

      <Section id="errors">
        <p>
          Every error under <code>/api</code> is JSON <code>{"{error: {status, code, message, hint, docs}}"}</code>,
          with the HTTP status equal to <code>error.status</code>. The <a href={urls.errors}>error reference</a> has an
          entry for each code.
        </p>
        <table aria-labelledby="errors-title">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Status</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {guideErrors(site, facts.quota).map((e) => (
              <tr>
                <th scope="row">
                  <a href={e.docs}>
                    <code>{e.code}</code>
                  </a>
                </th>
                <td>{e.status}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="versioning">
        <p>
          Current version: <strong>{v.major}</strong> ({v.version}), {v.status}. {v.now}
        </p>
        <ul>
          {v.rules.map((r) => (
            <li>{r}</li>
          ))}
        </ul>
      </Section>

      <Section id="citing">
        <p>
          Link the page a fact came from: the <code>url</code>, <code>page</code> or <code>links.html</code> field of
          each record. They point at stable anchors on the <a href={urls.agent}>agent page</a>.
        </p>
      </Section>
    </article>
  );
};

export const ErrorsPage = ({ site, page, facts }: { site: Site; page: PageInfo; facts: ServiceDescription }) => (
  <article class="narrow">
    <h1>{page.title}</h1>
    <p class="lede">{page.description}</p>
    <p>
      Every error under <code>/api</code> has the same shape; its <code>docs</code> field links the entry below. Back to
      the <a href={`${site.urls.developers}#errors`}>developer guide</a>.
    </p>
    {guideErrors(site, facts.quota).map((e) => (
      <section class="record" id={e.code} aria-labelledby={`${e.code}-title`}>
        <h2 id={`${e.code}-title`}>
          <code>{e.code}</code>: {e.title}
        </h2>
        <dl class="facts">
          <dt>Status</dt>
          <dd>{e.status}</dd>
          <dt>Meaning</dt>
          <dd>{e.message}</dd>
          {e.headers && (
            <>
              <dt>Headers</dt>
              <dd>
                <code>{e.headers}</code>
              </dd>
            </>
          )}
        </dl>
        <Code code={e.example} language="json" />
        <p>
          <strong>How to fix:</strong> {e.hint}
        </p>
      </section>
    ))}
  </article>
);
