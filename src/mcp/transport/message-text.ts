/**
 * A POST /mcp body read as JSON: once per request for the app's route, and for the runtime that writes kept answers
 * itself, once per distinct body text (a client sends the same request word for word again and again).
 */
import { LRUCache } from "lru-cache";
import { remember } from "../../http/memo.js";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth.js";

export const parseJson = (text: string): { value: unknown } | undefined => {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
};

/** Bodies longer than this are parsed every time: the memo below holds at most BODIES of them. */
const REMEMBERED_BODY_CHARS = 2_048;
const BODIES = 512;

const deepFreeze = (value: unknown): unknown => {
  if (typeof value === "object" && value !== null) {
    for (const member of Object.values(value)) deepFreeze(member);
    Object.freeze(value);
  }
  return value;
};

/**
 * A body's one JSON-RPC message (not a batch, not nested too deep, parsed), else undefined. A client sends the same
 * request word for word again and again (a list, a repeated call), so short bodies are remembered by their exact
 * text and parsed once; the message is frozen, as every request with that text shares it.
 */
export const singleMessageOf = (): ((text: string) => unknown) => {
  const NOT_ONE = Symbol("not a single message");
  const read = (text: string): unknown => {
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return NOT_ONE;
    const parsed = parseJson(text);
    return parsed === undefined || Array.isArray(parsed.value) ? NOT_ONE : parsed.value;
  };
  const bodies = new LRUCache<string, { readonly message: unknown }>({ max: BODIES });
  return (text) => {
    const { message } =
      text.length > REMEMBERED_BODY_CHARS
        ? { message: read(text) }
        : remember(bodies, text, () => ({ message: deepFreeze(read(text)) }));
    return message === NOT_ONE ? undefined : message;
  };
};
