/** listChapters and getChapter: the chapters of the story. The id enum is the site's, filled in by openapi.ts. */
import { createRoute, z } from "@hono/zod-openapi";
import { ChapterListResponse, ChapterResponse } from "../schema/envelope.js";
import { errorResponses, jsonOk, NOT_MODIFIED, PRECONDITION_FAILED } from "./contract.js";

export const listChapters = createRoute({
  operationId: "listChapters",
  method: "get",
  path: "/api/v1/chapters",
  tags: ["Chapters"],
  summary: "The chapters in story order",
  description: "Every chapter of the story, in order, each with roles, organizations and links.",
  responses: {
    200: jsonOk("Chapter summaries in story order.", ChapterListResponse),
    304: NOT_MODIFIED,
    412: PRECONDITION_FAILED,
    ...errorResponses(),
  },
});

export const getChapter = createRoute({
  operationId: "getChapter",
  method: "get",
  path: "/api/v1/chapters/{id}",
  tags: ["Chapters"],
  summary: "One chapter in full",
  description: "The chapter's text in the subject's own words, highlights, stats, quote and related records.",
  request: {
    params: z.object({
      id: z.string().openapi({
        param: { name: "id", in: "path", required: true },
        description: "One of the chapter ids.",
      }),
    }),
  },
  responses: {
    200: jsonOk("The chapter.", ChapterResponse),
    304: NOT_MODIFIED,
    412: PRECONDITION_FAILED,
    ...errorResponses(["chapter_not_found"]),
  },
});
