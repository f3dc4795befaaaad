/** getProfile: who the subject is. */
import { createRoute } from "@hono/zod-openapi";
import type { Site } from "../content/site.js";
import { Meta } from "../schema/meta.js";
import { Profile } from "../schema/profile.js";
import { errorResponses, jsonOk, NOT_MODIFIED } from "./contract.js";
import { envelope, meta } from "./envelope.js";

export const ProfileResponse = envelope("ProfileResponse", Profile, Meta);

export const getProfile = createRoute({
  operationId: "getProfile",
  method: "get",
  path: "/api/v1/profile",
  tags: ["Profile"],
  summary: "The subject's profile",
  description: "Name, current role and company, summary, biography, places, contact and links to every format.",
  responses: { 200: jsonOk("The profile.", ProfileResponse), 304: NOT_MODIFIED, ...errorResponses() },
});

export const profileBody = (site: Site) => ({ data: site.profile, meta: meta(site) });
