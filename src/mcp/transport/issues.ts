/** Schema issues in one line, each as `path: message`, for the -32602 errors this server writes. */
import type { StandardSchemaV1 } from "@modelcontextprotocol/server";

/** A path segment's key, whether the schema library gives the key or an object holding it. */
export const keyOf = (segment: unknown): unknown =>
  typeof segment === "object" && segment !== null && "key" in segment ? segment.key : segment;

/** `skip` leading path segments are left out: the ones the error's own words already name. */
export const describeIssues = (issues: readonly StandardSchemaV1.Issue[], skip = 0): string =>
  issues
    .map(({ path = [], message }) => {
      const keys = path.slice(skip).map((segment) => String(keyOf(segment)));
      return keys.length ? `${keys.join(".")}: ${message}` : message;
    })
    .join("; ");
