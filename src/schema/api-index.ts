/** The API index (docs/contract.md#apiindex): what a client needs to find its way around. */
import { z } from "@hono/zod-openapi";
import { Uri } from "./common.js";

export const ApiIndex = z
  .object({
    name: z.string(),
    version: z.string(),
    description: z.string(),
    authentication: z.literal("none"),
    rateLimit: z.object({
      policy: z.string().describe("the RateLimit-Policy value"),
      quota: z.int().describe("requests per window"),
      windowSeconds: z.int(),
    }),
    endpoints: z.array(
      z.object({
        operationId: z.string(),
        method: z.literal("GET"),
        path: z.string(),
        summary: z.string(),
        url: Uri.describe("example URL"),
      }),
    ),
    links: z.object({ openapi: Uri, docs: Uri, errors: Uri, mcp: Uri, llms: Uri, agent: Uri }),
  })
  .openapi("ApiIndex");
export type ApiIndex = z.infer<typeof ApiIndex>;
