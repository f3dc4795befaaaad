/** getProfile: who the subject is. */
import { createRoute } from "@hono/zod-openapi";
import { ProfileResponse } from "../schema/envelope.js";
import { errorResponses, jsonOk, NOT_MODIFIED, PRECONDITION_FAILED } from "./contract.js";

export const getProfile = createRoute({
  operationId: "getProfile",
  method: "get",
  path: "/api/v1/profile",
  tags: ["Profile"],
  summary: "The subject's profile",
  description: "Name, current role and company, summary, biography, places, contact and links to every format.",
  responses: {
    200: jsonOk("The profile.", ProfileResponse),
    304: NOT_MODIFIED,
    412: PRECONDITION_FAILED,
    ...errorResponses(),
  },
});
