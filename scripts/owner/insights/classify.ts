/**
 * One log line, judged by the log's own declaration (src/schema/request-log.ts, through fast-check.ts): a request, a refusal, one of
 * the server's event lines, or something else (not JSON, another program's output) that the report counts and
 * otherwise ignores. Pure.
 */
import { RefusalLogLine, RequestLogLine } from "../../../src/schema/request-log.js";
import { fastCheck } from "./fast-check.js";

export type Classified =
  | { readonly kind: "request"; readonly line: RequestLogLine }
  | { readonly kind: "refusal"; readonly line: RefusalLogLine }
  | { readonly kind: "event" }
  | { readonly kind: "ignored" };

const isRequest = fastCheck(RequestLogLine);
const isRefusal = fastCheck(RefusalLogLine);

const IGNORED: Classified = { kind: "ignored" };
const EVENT: Classified = { kind: "event" };

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const classifyLine = (text: string): Classified => {
  // Not an object: the start-up banner, a stack trace, an empty line.
  if (text.charCodeAt(0) !== 123) return IGNORED;
  const value = parse(text);
  if (typeof value !== "object" || value === null) return IGNORED;
  if ("refused" in value) return isRefusal(value) ? { kind: "refusal", line: value } : IGNORED;
  if ("path" in value) return isRequest(value) ? { kind: "request", line: value } : IGNORED;
  return "event" in value && "time" in value ? EVENT : IGNORED;
};
