/**
 * The facts the guide pages, the server card and the llms files print about the API and the MCP server,
 * gathered from the surfaces that declare them, once, at the composition root: the one place allowed to
 * import every surface.
 */
import { z } from "@hono/zod-openapi";
import { endpointsOf } from "./api/index.js";
import { exampleQuery, type Site } from "./content/site.js";
import { DEFAULT_POLICY, type RateLimitPolicy } from "./http/rate-limit/policy.js";
import { CAPABILITIES } from "./mcp/capabilities.js";
import { TOOLS } from "./mcp/features/tools/index.js";
import { serverIdentity } from "./mcp/identity.js";
import { MAX_BATCH_SIZE, modernCurlExample, PROTOCOL_VERSIONS } from "./mcp/protocol.js";
import type { ServiceDescription } from "./render/service-description.js";

export const describeService = (site: Site, quota: RateLimitPolicy = DEFAULT_POLICY): ServiceDescription => ({
  endpoints: endpointsOf(site),
  quota,
  mcp: {
    identity: serverIdentity(site),
    tools: TOOLS.map(({ name, title, describe, input }) => {
      let inputSchema: Readonly<Record<string, unknown>> | undefined;
      return {
        name,
        title,
        description: describe(site),
        // Generated when first printed (rendering the guide, the card): a server whose table was prebuilt never does.
        get inputSchema() {
          inputSchema ??= z.toJSONSchema(input(site), { io: "input" });
          return inputSchema;
        },
      };
    }),
    protocolVersions: PROTOCOL_VERSIONS,
    capabilities: CAPABILITIES,
    modernRequest: modernCurlExample(site.urls.mcp, exampleQuery(site)),
    maxBatchSize: MAX_BATCH_SIZE,
  },
});
