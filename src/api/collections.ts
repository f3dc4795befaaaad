/** listTimeline, listTalks, listProjects, listPractices and listWriting: the list endpoints over one collection each. */
import { createRoute, z } from "@hono/zod-openapi";
import { envelope } from "../schema/envelope.js";
import { ListMeta, WritingMeta } from "../schema/meta.js";
import { Practice } from "../schema/practice.js";
import { Project } from "../schema/project.js";
import { Talk } from "../schema/talk.js";
import { TimelineItem } from "../schema/timeline.js";
import { WritingItem } from "../schema/writing.js";
import { errorResponses, jsonOk, NOT_MODIFIED } from "./contract.js";

const listRoute = (
  operationId: string,
  path: string,
  tag: string,
  summary: string,
  description: string,
  response: z.ZodType,
) =>
  createRoute({
    operationId,
    method: "get",
    path,
    tags: [tag],
    summary,
    description,
    responses: { 200: jsonOk(summary, response), 304: NOT_MODIFIED, ...errorResponses() },
  });

export const listTimeline = listRoute(
  "listTimeline",
  "/api/v1/timeline",
  "Timeline",
  "Every role, oldest first",
  "Includes roles outside the six chapters (chapter null); exactly one item is current.",
  envelope("TimelineResponse", z.array(TimelineItem), ListMeta),
);

export const listTalks = listRoute(
  "listTalks",
  "/api/v1/talks",
  "Talks",
  "Keynotes, talks, panels and podcasts, newest first",
  "Each with where to watch or listen (url), whether that is an archived copy, and its anchor on /agent (page).",
  envelope("TalkListResponse", z.array(Talk), ListMeta),
);

export const listWriting = listRoute(
  "listWriting",
  "/api/v1/writing",
  "Writing",
  "Articles, the company blog, then press",
  "meta.more links to the subject's profile on a blogging platform and to the company blog.",
  envelope("WritingListResponse", z.array(WritingItem), WritingMeta),
);

export const listProjects = listRoute(
  "listProjects",
  "/api/v1/projects",
  "Projects",
  "Design projects",
  "What was built, where and when, with the subject's own words about it.",
  envelope("ProjectListResponse", z.array(Project), ListMeta),
);

export const listPractices = listRoute(
  "listPractices",
  "/api/v1/practices",
  "Practices",
  "UX practices",
  "How the subject runs design work: critiques, hiring, systems and more.",
  envelope("PracticeListResponse", z.array(Practice), ListMeta),
);
