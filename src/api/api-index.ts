/** getApiIndex: the API describing itself, built from the same route contracts as the OpenAPI document. */
import { createRoute } from "@hono/zod-openapi";
import type { Site } from "../content/site.js";
import { policyHeader, type RateLimitPolicy } from "../http/rate-limit/policy.js";
import { meta } from "../render/envelope.js";
import type { EndpointInfo } from "../render/service-description.js";
import { API_VERSION } from "../render/version.js";
import { ApiIndex } from "../schema/api-index.js";
import { envelope } from "../schema/envelope.js";
import { Meta } from "../schema/meta.js";
import { errorResponses, jsonOk, NOT_MODIFIED, PRECONDITION_FAILED } from "./contract.js";

export const ApiIndexResponse = envelope("ApiIndexResponse", ApiIndex, Meta);

export const getApiIndex = createRoute({
  operationId: "getApiIndex",
  method: "get",
  path: "/api/v1",
  tags: ["Index"],
  summary: "What this API offers",
  description:
    "Every endpoint with an example URL, the rate limit, and links to the OpenAPI document, docs and MCP server.",
  responses: {
    200: jsonOk("The API index.", ApiIndexResponse),
    304: NOT_MODIFIED,
    412: PRECONDITION_FAILED,
    ...errorResponses(),
  },
});

export const apiIndexBody = (site: Site, endpoints: readonly EndpointInfo[], policy: RateLimitPolicy) => {
  const { urls } = site;
  return {
    data: {
      name: `${site.profile.name} public profile API`,
      version: API_VERSION,
      description: `Read-only facts about ${site.profile.name}: profile, career chapters, timeline, talks, writing and press, projects, practices, and search across all of it. Cite the page a fact came from (the url, page or links.html field).`,
      authentication: "none" as const,
      rateLimit: { policy: policyHeader(policy), quota: policy.quota, windowSeconds: policy.windowSeconds },
      endpoints: endpoints.map((e) => ({
        operationId: e.operationId,
        method: "GET" as const,
        path: e.path,
        summary: e.summary,
        url: urls.at(e.example),
      })),
      links: {
        openapi: urls.openapi,
        docs: urls.developers,
        errors: urls.errors,
        mcp: urls.mcp,
        llms: urls.llms,
        agent: urls.agent,
      },
    },
    meta: meta(site),
  };
};
