/**
 * POST /mcp: count the request against the shared quota (each message of a batch on its own), then answer a
 * single message on the direct path when it knows it (direct.ts: the SDK's bytes without an SDK server per
 * request), else route it by era: a request carrying the 2026-07-28 `_meta` envelope to the SDK's modern
 * entry, everything else to the stateless legacy serving. The era test is the SDK's own
 * (`classifyInboundRequest`, what `isLegacyRequest` runs), so routing never disagrees with it. Accept,
 * Content-Type, headers against body and JSON-RPC shape stay the SDK's to judge.
 *
 * Two entries: `post` for the app's route, and `written` for a runtime that writes answers itself
 * (src/node/mcp-listener.ts), which takes only requests whose answer the direct path already keeps.
 */
import { isLegacyRequest } from "@modelcontextprotocol/server";
import type { Context } from "hono";
import { remember } from "../../http/memo.js";
import type { AppObserver } from "../../http/observer.js";
import type { Limiter, RateLimitDecision } from "../../http/rate-limit/limiter.js";
import type { WrittenAnswer } from "../../http/written-answer.js";
import type { ErrorCode } from "../../schema/error.js";
import { type LogFields, searchLogFields } from "../../schema/request-log.js";
import { cachedSearch } from "../../search/cache.js";
import type { SearchIndex } from "../../search/index.js";
import {
  checkBatch,
  claimsEnvelope,
  isRevisionName,
  isSupportedVersion,
  legacyVersion,
  MODERN_VERSION,
  PROTOCOL_VERSIONS,
  type ProtocolVersion,
} from "../protocol.js";
import type { PreparedServer } from "../server.js";
import { invalidMemberError, isJsonRpcMessage } from "./batch-member.js";
import { classify, type HeaderOf } from "./classify.js";
import { directPath, idTail, type SdkServe } from "./direct.js";
import { utf8 } from "./direct-table.js";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth.js";
import {
  JSONRPC_INVALID_REQUEST,
  JSONRPC_PARSE_ERROR,
  jsonResponse,
  jsonRpcError,
  methodOf,
  requestId,
} from "./jsonrpc.js";
import { answerOf, serveLegacy } from "./legacy.js";
import { mcpLogFields, searchCallOf } from "./log-fields.js";
import { parseJson, singleMessageOf } from "./message-text.js";
import { modernHandler } from "./modern.js";
import { inPlaceOf, ownError } from "./own-errors.js";
import { quotaAnswers } from "./quota-answers.js";

export interface PostDeps {
  readonly prepared: PreparedServer;
  readonly limiter: Limiter;
  readonly identify: (c: Context) => string;
  /** false sends every message through the SDK: what the direct path's differential tests compare it with. */
  readonly direct?: boolean;
  /** The app's log (modern.ts). */
  readonly log?: (entry: Record<string, unknown>) => void;
  /** Told each message's facts (method, tool, client, search) for the request log, and answer-cache hits. */
  readonly observer?: AppObserver;
  /** The search the `search` tool runs, read again (from its cache) for the search's facts. */
  readonly index?: () => SearchIndex;
  /** Where each error code is documented, as the /api errors say it. */
  readonly docsUrl: (code: ErrorCode) => string;
  /** What the route adds to every answer (CORS, policy), put on written answers here, as the route is not run. */
  readonly routeHeaders?: Readonly<Record<string, string>>;
}

type Tell = (facts: LogFields) => void;

/** A POST /mcp as a runtime that writes answers itself has read it. */
export interface WrittenRequest {
  readonly header: HeaderOf;
  /** The body, decoded as text. */
  readonly text: string;
  /** Who is counted against the quota (the app's client identity). */
  readonly client: string;
  /** Told the request's facts for its log line; absent when nothing is logged. */
  readonly tell: Tell | undefined;
}

const TOO_DEEP = `Invalid Request: the body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`;

export const handlePost = ({
  prepared,
  limiter,
  identify,
  direct = true,
  log,
  observer = {},
  index,
  docsUrl,
  routeHeaders = {},
}: PostDeps) => {
  const { logFields } = observer;
  const tellOf = (c: Context): Tell | undefined => logFields && ((facts) => logFields(c, facts));
  /** The message's facts (method, tool, client), told before the quota is counted so refusals carry them too. */
  const report = (tell: Tell | undefined, message: unknown, userAgent: string | undefined): void => {
    tell?.(mcpLogFields(message, userAgent));
  };
  /**
   * An answered search's result count and best score, from the search's own cache (search/cache.ts), which
   * the tool has just filled or read: no second ranking.
   */
  const reportSearch = (tell: Tell | undefined, message: unknown): void => {
    const call = tell && index ? searchCallOf(message) : undefined;
    if (call && index) tell?.(searchLogFields(call.query, cachedSearch(index(), call).data));
  };
  const modern = modernHandler(prepared, log);
  /**
   * One message through the SDK under `version`: every message the direct path leaves passes here, single or
   * in a batch, so the errors this server writes itself (own-errors.ts) are put in place here, once.
   */
  const throughSdk = (request: Request, message: unknown, version: ProtocolVersion): Promise<Response> => {
    const answer =
      version === MODERN_VERSION
        ? modern(request, message, methodOf(message))
        : serveLegacy(prepared, request, message);
    const error = ownError(prepared, message, version);
    return error === undefined ? answer : answer.then((response) => inPlaceOf(response, error));
  };
  const sdk: SdkServe = (request, message, outcome) => {
    const headerValue = request.headers.get("mcp-protocol-version");
    // Without the 2026-07-28 envelope in the body, a header naming no revision goes to the legacy transport, which
    // refuses it as a 2025 server refuses any unsupported version. With the envelope, the client speaks 2026-07-28
    // or later, and whatever its version string looks like it is owed that revision's -32022 listing every
    // supported revision, so it can fall back to one of them.
    const malformed = headerValue !== null && !isRevisionName(headerValue) && !claimsEnvelope(message);
    if (outcome.kind !== "legacy" && !malformed) return throughSdk(request, message, MODERN_VERSION);
    const header = headerValue !== null && isSupportedVersion(headerValue) ? headerValue : undefined;
    return throughSdk(request, message, legacyVersion(message, header));
  };
  const path = direct ? directPath(prepared, sdk, observer.answerCache) : undefined;
  const singleMessage = singleMessageOf();
  const { tooManyRequests, quotaHeader, limitedParts, limited, withQuota } = quotaAnswers(limiter.policy, docsUrl);
  /** A kept answer's headers with the route's, one object per kind of answer (written-answer.ts). */
  const answerHeaders = new WeakMap<object, Readonly<Record<string, string>>>();

  /** A body refused whole (a batch, a body nested too deep) is still one request against the quota: a 429 when over it, else a 400. */
  const refuseWhole = async (client: string, message: string): Promise<Response> => {
    const decision = await limiter.hit(client);
    if (!decision.allowed) return limited(decision);
    return withQuota(jsonRpcError(400, JSONRPC_INVALID_REQUEST, message), decision);
  };

  /**
   * A 2025-03-26 batch. Each message counts against the quota; the messages over it get a rate-limit error of
   * their own and the rest are served. Per-call errors rather than refusing the whole batch: the spec answers
   * a batch message by message, and the calls within the quota were already counted, so refusing them would
   * spend the client's quota on nothing. Only a batch with no call left inside the quota is a 429.
   */
  const serveBatch = async (
    c: Context,
    client: string,
    batch: readonly unknown[],
    header: ProtocolVersion | undefined,
  ): Promise<Response> => {
    const checked = checkBatch(batch, header);
    if (!checked.ok) return refuseWhole(client, checked.message);
    const messages = checked.messages.filter(isJsonRpcMessage);
    // Only the valid members are asked about: the SDK refuses a batch with an invalid one as a whole.
    if (messages.length > 0 && !(await isLegacyRequest(c.req.raw, messages))) {
      return refuseWhole(
        client,
        "Invalid Request: a batch cannot carry 2026-07-28 requests; send one message per POST.",
      );
    }
    const decisions: RateLimitDecision[] = [];
    for (const _ of checked.messages) decisions.push(await limiter.hit(client));
    const last = decisions[decisions.length - 1] as RateLimitDecision;
    if (decisions.every((d) => !d.allowed)) return limited(last);
    const answerMember = async (member: unknown, decision: RateLimitDecision): Promise<unknown> => {
      if (!isJsonRpcMessage(member)) return invalidMemberError(member);
      if (decision.allowed) return answerOf(await throughSdk(c.req.raw, member, legacyVersion(member, header)));
      const id = requestId(member);
      return id === undefined ? undefined : tooManyRequests(decision, id);
    };
    const answers: unknown[] = [];
    for (const [i, member] of checked.messages.entries()) {
      const answer = await answerMember(member, decisions[i] as RateLimitDecision);
      if (answer !== undefined) answers.push(answer);
    }
    const response = answers.length ? jsonResponse(200, answers) : new Response(null, { status: 202 });
    return withQuota(response, last);
  };

  const post = async (c: Context): Promise<Response> => {
    const client = identify(c);
    const headerValue = c.req.header("mcp-protocol-version");
    const header = headerValue !== undefined && isSupportedVersion(headerValue) ? headerValue : undefined;
    const text = await c.req.text();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return refuseWhole(client, TOO_DEEP);
    const parsed = parseJson(text);
    if (parsed && Array.isArray(parsed.value)) {
      if (headerValue !== undefined && header === undefined) {
        return refuseWhole(
          client,
          `Bad Request: unsupported MCP-Protocol-Version "${headerValue.slice(0, 40)}"; supported: ${PROTOCOL_VERSIONS.join(", ")}.`,
        );
      }
      report(tellOf(c), parsed.value[0], c.req.header("user-agent"));
      return serveBatch(c, client, parsed.value, header);
    }
    const tell = tellOf(c);
    if (parsed) report(tell, parsed.value, c.req.header("user-agent"));
    const decision = await limiter.hit(client);
    if (!decision.allowed) return limited(decision, parsed && requestId(parsed.value));
    if (!parsed) {
      return withQuota(jsonRpcError(400, JSONRPC_PARSE_ERROR, "Parse error: the request body is not JSON."), decision);
    }
    const message = parsed.value;
    const response =
      (await path?.answer(c.req.raw, message)) ?? (await sdk(c.req.raw, message, classify(c.req.raw, message)));
    if (response.status === 200) reportSearch(tell, message);
    return withQuota(response, decision);
  };

  /**
   * The same request, for a runtime that reads it and writes the answer itself, when its answer is already kept
   * (direct.ts `known`); undefined, before anything is counted or told, for everything else, which the runtime
   * hands to the app. What it does do, it does in the order above: facts, quota, answer, search facts.
   */
  const written = async ({ header, text, client, tell }: WrittenRequest): Promise<WrittenAnswer | undefined> => {
    const message = path && singleMessage(text);
    if (path === undefined || message === undefined) return undefined;
    const known = path.known(header, message);
    if (known === undefined) return undefined;
    report(tell, message, header("user-agent"));
    const decision = await limiter.hit(client);
    if (!decision.allowed) {
      const refused = limitedParts(decision, requestId(message));
      return { status: refused.status, headers: { ...refused.headers, ...routeHeaders }, body: [utf8(refused.body)] };
    }
    if (known.cached) observer.answerCache?.("mcp", true);
    reportSearch(tell, message);
    return {
      status: known.status,
      headers: remember(answerHeaders, known.headers, () => ({ ...known.headers, ...routeHeaders })),
      rateLimit: quotaHeader(decision),
      body: [known.prefix, idTail(known.id)],
    };
  };

  return { post, written };
};
