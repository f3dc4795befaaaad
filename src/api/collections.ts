/** The list endpoints, one per collection of the registry that declares one (schema/collections.ts). */
import { createRoute, z } from "@hono/zod-openapi";
import { API_PREFIX } from "../content/urls.js";
import { COLLECTIONS, type CollectionKey } from "../schema/collections.js";
import { envelope } from "../schema/envelope.js";
import { errorResponses, jsonOk, NOT_MODIFIED, PRECONDITION_FAILED } from "./contract.js";

export const LIST_ROUTES = COLLECTIONS.flatMap((collection) => {
  const { key, list, item } = collection;
  if (!list) return [];
  const route = createRoute({
    operationId: list.operationId,
    method: "get",
    path: `${API_PREFIX}/${key}`,
    tags: [list.tag],
    summary: list.summary,
    description: list.description,
    responses: {
      200: jsonOk(list.summary, envelope(list.response, z.array(item), list.meta)),
      304: NOT_MODIFIED,
      412: PRECONDITION_FAILED,
      ...errorResponses(),
    },
  });
  return [{ key: key as CollectionKey, route }];
});
