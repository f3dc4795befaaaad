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
 *   canonical request, captured on the first request for that method and revision, with the request's id spliced
 *   in. Captured when first asked, not all at once when the handler loads: recording all seventeen built as many
 *   SDK servers on the first POST of any kind, about 6 MB of a warm server's RSS, for lists a server answering
 *   one revision's `tools/call` never sends;
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
 */
import {
  classifyInboundRequest,
  type InboundClassificationOutcome,
  isJsonContentType,
  SERVER_INFO_META_KEY,
} from "@modelcontextprotocol/server";
import { answerCache } from "../../http/answer-cache.js";
import { remember } from "../../http/memo.js";
import type { AppObserver } from "../../http/observer.js";
import { isSupportedVersion, MODERN_VERSION, type ProtocolVersion } from "../protocol.js";
import type { PreparedServer } from "../server.js";
import { isRecord, LIST_METHODS } from "./jsonrpc.js";

/** The SDK's answer to one message: what the direct path must equal, and where it sends what it does not know. */
export type SdkServe = (request: Request, message: unknown, outcome: InboundClassificationOutcome) => Promise<Response>;

/** The direct answer, when this path knows the request; a promise while a list's first capture is made. */
export type DirectAnswer = (request: Request, message: unknown) => Response | Promise<Response | undefined> | undefined;

/**
 * Methods whose answer depends on the revision only (no arguments, the same result for every client): the list
 * methods, and 2026-07-28's server/discover (a 2025 request of that name is the SDK's "method not found").
 */
const MODERN_TABLE_METHODS = [...LIST_METHODS, "server/discover"];

const hasOnlyKeys = (value: Record<string, unknown>, allowed: readonly string[]): boolean =>
  Object.keys(value).every((key) => allowed.includes(key));

/** The classification the SDK itself routes by, from the request's standard headers and the parsed body. */
export const classify = (request: Request, message: unknown): InboundClassificationOutcome => {
  const header = (name: string) => request.headers.get(name) ?? undefined;
  return classifyInboundRequest({
    httpMethod: request.method,
    protocolVersionHeader: header("mcp-protocol-version"),
    mcpMethodHeader: header("mcp-method"),
    mcpNameHeader: header("mcp-name"),
    body: message,
  });
};

interface Recognised {
  readonly version: ProtocolVersion;
  readonly id: string | number;
  readonly method: string;
  readonly params: Record<string, unknown>;
}

/**
 * A single JSON-RPC request this path may answer: the headers a conforming client sends (JSON in, both
 * media types accepted, a supported MCP-Protocol-Version), a string or safe-integer id, and for 2026-07-28 an
 * envelope the SDK's own classifier accepts and the Mcp-Method header equal to the method. A 2025 request
 * without `_meta` under a 2025 header is what that classifier always routes to legacy serving ("no-claim"),
 * so it is not asked again for those.
 */
const recognise = (request: Request, message: unknown): Recognised | undefined => {
  const { headers } = request;
  const accept = headers.get("accept") ?? "";
  const version = headers.get("mcp-protocol-version") ?? "";
  if (!isJsonContentType(headers.get("content-type")) || !accept.includes("application/json")) return undefined;
  if (!accept.includes("text/event-stream") || !isSupportedVersion(version)) return undefined;
  if (!isRecord(message) || !hasOnlyKeys(message, ["jsonrpc", "id", "method", "params"])) return undefined;
  const { jsonrpc, id, method } = message;
  const params = message.params ?? {};
  if (jsonrpc !== "2.0" || typeof method !== "string" || !isRecord(params)) return undefined;
  if (!(typeof id === "string" || (typeof id === "number" && Number.isSafeInteger(id)))) return undefined;
  const modern = version === MODERN_VERSION;
  if (modern) {
    if (headers.get("mcp-method") !== method) return undefined;
    const outcome = classify(request, message);
    if (outcome.kind !== "modern" || outcome.messageKind !== "request") return undefined;
  } else if ("_meta" in params) {
    return undefined;
  }
  return { version, id, method, params };
};

/** A captured answer whose body ends with the request's id: everything before the id, and how it was sent. */
interface TableEntry {
  readonly prefix: Uint8Array;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
}

const CANONICAL_ID = 0;
const ID_TAIL = `,"id":${CANONICAL_ID}}`;

/** The request a plain client of `version` sends for `method`, for capturing the SDK's answer. */
const canonicalRequest = (version: ProtocolVersion, method: string): { request: Request; message: unknown } => {
  const modern = version === MODERN_VERSION;
  const params = modern
    ? {
        _meta: {
          "io.modelcontextprotocol/protocolVersion": version,
          "io.modelcontextprotocol/clientInfo": { name: "table", version: "1.0.0" },
          "io.modelcontextprotocol/clientCapabilities": {},
        },
      }
    : {};
  const message = { jsonrpc: "2.0", id: CANONICAL_ID, method, params };
  const request = new Request("http://localhost/mcp", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": version,
      ...(modern ? { "mcp-method": method } : {}),
    },
    body: JSON.stringify(message),
  });
  return { request, message };
};

/**
 * The SDK's answer to a table method's canonical request; undefined when it is not shaped as expected or the SDK
 * failed to give one, and the method is then always answered by the SDK.
 */
const capture = async (serve: SdkServe, version: ProtocolVersion, method: string): Promise<TableEntry | undefined> => {
  try {
    const { request, message } = canonicalRequest(version, method);
    const response = await serve(request, message, classify(request, message));
    const text = await response.text();
    if (response.status !== 200 || !text.endsWith(ID_TAIL)) return undefined;
    return {
      prefix: utf8(text.slice(0, text.length - `${CANONICAL_ID}}`.length)),
      status: response.status,
      headers: Object.fromEntries(response.headers),
    };
  } catch {
    return undefined;
  }
};

const JSON_HEADERS = { "Content-Type": "application/json" };

const encoder = new TextEncoder();
const utf8 = (text: string): Uint8Array => encoder.encode(text);

/**
 * An answer kept up to its id (a table entry, a remembered tool answer) as bytes, completed with this request's
 * id: a copy of the bytes rather than a string the runtime measures and encodes again on every request (a list's
 * answer is some 27 kB).
 */
const withId = (
  prefix: Uint8Array,
  id: string | number,
  status: number,
  headers: Readonly<Record<string, string>>,
): Response => {
  const tail = utf8(`${JSON.stringify(id)}}`);
  const body = new Uint8Array(prefix.byteLength + tail.byteLength);
  body.set(prefix);
  body.set(tail, prefix.byteLength);
  return new Response(body, { status, headers });
};

/** The direct path for one prepared server; `serve` is the SDK path it captures its table from. */
export const directPath = (
  prepared: PreparedServer,
  serve: SdkServe,
  onCache?: AppObserver["answerCache"],
): DirectAnswer => {
  /** Captures by revision and method, each made once (concurrent first requests share it). */
  const table = new Map<string, Promise<TableEntry | undefined>>();
  const modernMeta = { [SERVER_INFO_META_KEY]: prepared.identity };

  /** Written answers up to their id, by revision, tool and arguments. */
  const answers = answerCache<Uint8Array>((prefix) => prefix.byteLength);

  const callTool = ({ version, id, params }: Recognised, request: Request): Response | undefined => {
    const { name, arguments: args } = params;
    if (!hasOnlyKeys(params, ["name", "arguments", "_meta"]) || typeof name !== "string" || !isRecord(args)) {
      return undefined;
    }
    const modern = version === MODERN_VERSION;
    if (modern && request.headers.get("mcp-name") !== name) return undefined;
    const tool = prepared.tools.get(name);
    let missed = false;
    const prefix = remember(answers, `${version}\u0000${name}\u0000${JSON.stringify(args)}`, () => {
      missed = true;
      let result: Record<string, unknown> | undefined;
      try {
        result = tool?.call(args);
      } catch {
        // A handler that throws is answered by the SDK, which turns the error into its own result.
        return undefined;
      }
      if (result === undefined) return undefined;
      const body = modern ? { ...result, resultType: "complete", _meta: modernMeta } : result;
      // The id is the last member, so everything before it is the same for every request with these arguments.
      return utf8(`{"result":${JSON.stringify(body)},"jsonrpc":"2.0","id":`);
    });
    if (prefix === undefined) return undefined;
    onCache?.("mcp", !missed);
    return withId(prefix, id, 200, JSON_HEADERS);
  };

  return (request, message) => {
    const recognised = recognise(request, message);
    if (!recognised) return undefined;
    const { version, id, method, params } = recognised;
    if (method === "tools/call") return callTool(recognised, request);
    const methods = version === MODERN_VERSION ? MODERN_TABLE_METHODS : LIST_METHODS;
    const bare = hasOnlyKeys(params, ["_meta"]) && !request.headers.has("mcp-name");
    if (!methods.includes(method) || !bare) return undefined;
    const key = `${version} ${method}`;
    let entry = table.get(key);
    if (entry === undefined) {
      entry = capture(serve, version, method);
      table.set(key, entry);
    }
    return entry.then((e) => (e === undefined ? undefined : withId(e.prefix, id, e.status, e.headers)));
  };
};
