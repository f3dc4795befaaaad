/**
 * The direct path: the commonest well-formed single requests answered without building an SDK server and
 * transport, with the bytes the SDK writes for them. Anything not recognised here (other methods, cursors,
 * extra params, invalid arguments, unknown tools, a tool that throws, odd headers) returns undefined and goes
 * to the SDK, which stays the one judge of everything else.
 *
 * Why leave the SDK on this path: a request through it builds an McpServer (tool, resource and prompt
 * registration), connects a transport, validates the message, the arguments and the structured output
 * against zod schemas and closes both again. In one process (`npm run bench:mcp`, 2026-11-23) that made a
 * `tools/call search` cost 4 to 5 times a REST search of the same words (0.06 of a bare node:http server in
 * `npm run bench`); directly it costs about 1.5 times, and every recognised request about a third of its cost
 * through the SDK. The goal, 0.25 of node:http, needs about a REST search's cost. Numbers in
 * docs/performance.md.
 *
 * Two kinds of answer:
 * - the lists and `server/discover` are the same for every request of a revision: the SDK's own answer to a
 *   canonical request, captured on the first request for that method and revision (direct-table.ts), with the
 *   request's id spliced in;
 * - `tools/call` runs the tool's handler (the one the SDK registers) on arguments that pass the tool's schema,
 *   and writes the result as the SDK does: for 2026-07-28 followed by `resultType` and the server's identity
 *   in `_meta`. The SDK would also check `structuredContent` against the tool's output schema; that check is
 *   not repeated here, as the handlers build it from the same zod-typed records the REST responses use, and
 *   the differential test compares every tool's answer with the SDK's.
 * test/mcp/direct.test.ts compares every such answer with the SDK's, byte for byte, for every revision.
 *
 * A tool's answer is a pure function of the revision, the tool and its arguments (the content is fixed for the
 * life of a prepared server), so the written answer is kept, up to its id, in a cache bounded by size: a
 * repeated call (an agent asking the same search again, many agents asking the same question) skips the
 * argument check, the handler and both serialisations. Only answers the handler gave are kept, so arguments the
 * schema refuses are never cached and always reach the SDK.
 *
 * `known` reads the same two stores without filling either: a runtime that writes answers itself (the Node
 * server, src/node/mcp-listener.ts) answers what is already known and leaves the rest to the app.
 */
import { isJsonContentType, SERVER_INFO_META_KEY } from "@modelcontextprotocol/server";
import { LRUCache } from "lru-cache";
import { answerCache } from "../../http/answer-cache.js";
import { remember } from "../../http/memo.js";
import type { AppObserver } from "../../http/observer.js";
import { isSupportedVersion, MODERN_VERSION, type ProtocolVersion } from "../protocol.js";
import type { PreparedServer } from "../server.js";
import { type HeaderOf, modernRequestJudge } from "./classify.js";
import { answerTable, type KeptAnswer, type SdkServe, utf8 } from "./direct-table.js";
import { isRecord, LIST_METHODS } from "./jsonrpc.js";

export type { SdkServe } from "./direct-table.js";

/** The direct answer, when this path knows the request; a promise while a list's first capture is made. */
export type DirectAnswer = (request: Request, message: unknown) => Response | Promise<Response | undefined> | undefined;

/** An answer already known for a request: the kept answer and the id that completes it. */
export interface KnownAnswer extends KeptAnswer {
  readonly id: string | number;
  /** A tool's answer from the answer cache (a list's comes from the table). */
  readonly cached: boolean;
}

export interface DirectPath {
  /** The answer for a request, computed or captured when needed; undefined leaves it to the SDK. */
  readonly answer: DirectAnswer;
  /** The answer when it is already kept (a captured list, a remembered tool call), without computing anything. */
  readonly known: (header: HeaderOf, message: unknown) => KnownAnswer | undefined;
}

/**
 * Methods whose answer depends on the revision only (no arguments, the same result for every client): the list
 * methods, and 2026-07-28's server/discover (a 2025 request of that name is the SDK's "method not found").
 */
const MODERN_TABLE_METHODS = [...LIST_METHODS, "server/discover"];

const hasOnlyKeys = (value: Record<string, unknown>, allowed: readonly string[]): boolean =>
  Object.keys(value).every((key) => allowed.includes(key));

interface Recognised {
  readonly version: ProtocolVersion;
  readonly id: string | number;
  readonly method: string;
  readonly params: Record<string, unknown>;
}

type Judge = ReturnType<typeof modernRequestJudge>;

/**
 * A single JSON-RPC request this path may answer: the headers a conforming client sends (JSON in, both
 * media types accepted, a supported MCP-Protocol-Version), a string or safe-integer id, and for 2026-07-28 an
 * envelope the SDK's own classifier accepts and the Mcp-Method header equal to the method. A 2025 request
 * without `_meta` under a 2025 header is what that classifier always routes to legacy serving ("no-claim"),
 * so it is not asked again for those.
 */
const recognise = (header: HeaderOf, message: unknown, judge: Judge): Recognised | undefined => {
  const accept = header("accept") ?? "";
  const version = header("mcp-protocol-version") ?? "";
  if (!isJsonContentType(header("content-type") ?? null) || !accept.includes("application/json")) return undefined;
  if (!accept.includes("text/event-stream") || !isSupportedVersion(version)) return undefined;
  if (!isRecord(message) || !hasOnlyKeys(message, ["jsonrpc", "id", "method", "params"])) return undefined;
  const { jsonrpc, id, method } = message;
  const params = message.params ?? {};
  if (jsonrpc !== "2.0" || typeof method !== "string" || !isRecord(params)) return undefined;
  if (!(typeof id === "string" || (typeof id === "number" && Number.isSafeInteger(id)))) return undefined;
  if (version === MODERN_VERSION) {
    if (header("mcp-method") !== method || !judge(header, method, message, params._meta)) return undefined;
  } else if ("_meta" in params) {
    return undefined;
  }
  return { version, id, method, params };
};

const JSON_HEADERS = { "Content-Type": "application/json" };

/**
 * A kept answer completed with this request's id: a copy of the bytes rather than a string the runtime measures
 * and encodes again on every request (a list's answer is some 27 kB).
 */
const withId = ({ prefix, id, status, headers }: KnownAnswer): Response => {
  const tail = idTail(id);
  const body = new Uint8Array(prefix.byteLength + tail.byteLength);
  body.set(prefix);
  body.set(tail, prefix.byteLength);
  return new Response(body, { status, headers });
};

/**
 * Ids whose tail is remembered: a client numbers its requests, so the same small numbers come again and again.
 * A long string id is encoded each time, so what is kept stays small.
 */
const ID_TAILS = 1_024;
const REMEMBERED_ID_CHARS = 64;
const idTails = new LRUCache<string | number, Uint8Array>({ max: ID_TAILS });

/** What follows a kept answer's prefix: the id, and the end of the message. */
export const idTail = (id: string | number): Uint8Array => {
  const encode = () => utf8(`${JSON.stringify(id)}}`);
  return typeof id === "string" && id.length > REMEMBERED_ID_CHARS ? encode() : remember(idTails, id, encode);
};

/**
 * A captured list's answer for this id. Written out rather than spread: on this V8 spreading the kept answer cost
 * about 2 µs a request (a third of the app's part of a kept list), copying its three members nothing.
 */
const listAnswer = ({ prefix, status, headers }: KeptAnswer, id: string | number): KnownAnswer => ({
  prefix,
  status,
  headers,
  id,
  cached: false,
});

/** The direct path for one prepared server; `serve` is the SDK path it captures its table from. */
export const directPath = (
  prepared: PreparedServer,
  serve: SdkServe,
  onCache?: AppObserver["answerCache"],
): DirectPath => {
  const table = answerTable(serve);
  const judge = modernRequestJudge();
  const modernMeta = { [SERVER_INFO_META_KEY]: prepared.identity };

  /** Written answers up to their id, by revision, tool and arguments. */
  const answers = answerCache<Uint8Array>((prefix) => prefix.byteLength);

  /** The answer cache's key for a tool call this path may answer, with the tool's arguments. */
  const toolCall = ({ version, params }: Recognised, header: HeaderOf) => {
    const { name, arguments: args } = params;
    if (!hasOnlyKeys(params, ["name", "arguments", "_meta"]) || typeof name !== "string" || !isRecord(args)) {
      return undefined;
    }
    if (version === MODERN_VERSION && header("mcp-name") !== name) return undefined;
    return { name, args, key: `${version}\u0000${name}\u0000${JSON.stringify(args)}` };
  };

  const callTool = (recognised: Recognised, header: HeaderOf): Response | undefined => {
    const call = toolCall(recognised, header);
    if (call === undefined) return undefined;
    const tool = prepared.tools.get(call.name);
    let missed = false;
    const prefix = remember(answers, call.key, () => {
      missed = true;
      let result: Record<string, unknown> | undefined;
      try {
        result = tool?.call(call.args);
      } catch {
        // A handler that throws is answered by the SDK, which turns the error into its own result.
        return undefined;
      }
      if (result === undefined) return undefined;
      const body =
        recognised.version === MODERN_VERSION ? { ...result, resultType: "complete", _meta: modernMeta } : result;
      // The id is the last member, so everything before it is the same for every request with these arguments.
      return utf8(`{"result":${JSON.stringify(body)},"jsonrpc":"2.0","id":`);
    });
    if (prefix === undefined) return undefined;
    onCache?.("mcp", !missed);
    return withId({ prefix, id: recognised.id, status: 200, headers: JSON_HEADERS, cached: !missed });
  };

  /** The table method a request asks for, when it is one and asks it plainly (no params, no Mcp-Name). */
  const tableMethod = ({ version, method, params }: Recognised, header: HeaderOf): boolean =>
    (version === MODERN_VERSION ? MODERN_TABLE_METHODS : LIST_METHODS).includes(method) &&
    hasOnlyKeys(params, ["_meta"]) &&
    header("mcp-name") === undefined;

  const answer: DirectAnswer = (request, message) => {
    const header: HeaderOf = (name) => request.headers.get(name) ?? undefined;
    const recognised = recognise(header, message, judge);
    if (!recognised) return undefined;
    const { version, id, method } = recognised;
    if (method === "tools/call") return callTool(recognised, header);
    if (!tableMethod(recognised, header)) return undefined;
    return table
      .answer(version, method)
      .then((kept) => (kept === undefined ? undefined : withId(listAnswer(kept, id))));
  };

  const known = (header: HeaderOf, message: unknown): KnownAnswer | undefined => {
    const recognised = recognise(header, message, judge);
    if (!recognised) return undefined;
    const { version, id, method } = recognised;
    if (method === "tools/call") {
      const call = toolCall(recognised, header);
      const prefix = call && answers.get(call.key);
      return prefix === undefined ? undefined : { prefix, id, status: 200, headers: JSON_HEADERS, cached: true };
    }
    const kept = tableMethod(recognised, header) ? table.captured(version, method) : undefined;
    return kept && listAnswer(kept, id);
  };

  return { answer, known };
};
