/**
 * POST /mcp: count the request against the shared quota (each message of a batch on its own), then answer a
 * single message on the direct path when it knows it (direct.ts: the SDK's bytes without an SDK server per
 * request), else route it by era: a request carrying the 2026-07-28 `_meta` envelope to the SDK's modern
 * entry, everything else to the stateless legacy serving. The era test is the SDK's own
 * (`classifyInboundRequest`, what `isLegacyRequest` runs), so routing never disagrees with it. Accept,
 * Content-Type, headers against body and JSON-RPC shape stay the SDK's to judge.
 */
import { isLegacyRequest } from "@modelcontextprotocol/server";
import type { Context } from "hono";
import { ApiError, errorBody as apiErrorBody, rateLimitedMessage } from "../../http/errors.js";
import type { AppObserver } from "../../http/observer.js";
import type { Limiter, RateLimitDecision } from "../../http/rate-limit/limiter.js";
import { quotaText, type RateLimitPolicy, rateLimitHeader } from "../../http/rate-limit/policy.js";
import type { ErrorCode } from "../../schema/error.js";
import { searchLogFields } from "../../schema/request-log.js";
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
import { classify, directPath, type SdkServe } from "./direct.js";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth.js";
import {
  errorBody,
  JSONRPC_INVALID_REQUEST,
  JSONRPC_PARSE_ERROR,
  JSONRPC_SERVER_ERROR,
  jsonResponse,
  jsonRpcError,
  methodOf,
  requestId,
} from "./jsonrpc.js";
import { answerOf, serveLegacy } from "./legacy.js";
import { mcpLogFields, searchCallOf } from "./log-fields.js";
import { modernHandler } from "./modern.js";
import { inPlaceOf, ownError } from "./own-errors.js";

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
}

const TOO_DEEP = `Invalid Request: the body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`;

const parseJson = (text: string): { value: unknown } | undefined => {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
};

/**
 * The quota's messages and headers, written from the policy the limiter counts against. A refusal's JSON-RPC
 * error carries, as `data`, the contract's error object for it (code `rate_limited`, as search's 429 says it), so
 * a client tells the quota from other server errors by code rather than by reading the message.
 */
const quotaResponses = (policy: RateLimitPolicy, docsUrl: (code: ErrorCode) => string) => {
  const rateLimited = apiErrorBody(
    new ApiError("rate_limited", { message: rateLimitedMessage(policy) }),
    docsUrl,
  ).error;
  /** One refused message's error, answering `id`. */
  const tooManyRequests = (decision: RateLimitDecision, id: string | number | null = null) =>
    errorBody(
      JSONRPC_SERVER_ERROR,
      `Too Many Requests: over the fair-use quota of ${quotaText(policy)}; retry in ${decision.resetSeconds} seconds.`,
      id,
      rateLimited,
    );
  /** `id`: the refused request's, when it has one to answer. */
  const limited = (decision: RateLimitDecision, id?: string | number): Response =>
    jsonResponse(429, tooManyRequests(decision, id), {
      RateLimit: rateLimitHeader(policy, decision.remaining, decision.resetSeconds),
      "Retry-After": String(decision.resetSeconds),
    });
  const withQuota = (response: Response, decision: RateLimitDecision): Response => {
    response.headers.set("RateLimit", rateLimitHeader(policy, decision.remaining, decision.resetSeconds));
    return response;
  };
  return { tooManyRequests, limited, withQuota };
};

export const handlePost = ({
  prepared,
  limiter,
  identify,
  direct = true,
  log,
  observer = {},
  index,
  docsUrl,
}: PostDeps) => {
  const { logFields } = observer;
  /** The message's facts (method, tool, client), told before the quota is counted so refusals carry them too. */
  const report = (c: Context, message: unknown): void => {
    logFields?.(c, mcpLogFields(message, c.req.header("user-agent")));
  };
  /**
   * An answered search's result count and best score, from the search's own cache (search/cache.ts), which
   * the tool has just filled or read: no second ranking.
   */
  const reportSearch = (c: Context, message: unknown): void => {
    const call = logFields && index ? searchCallOf(message) : undefined;
    if (call && index) logFields?.(c, searchLogFields(call.query, cachedSearch(index(), call).data));
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
  const answerDirectly = direct ? directPath(prepared, sdk, observer.answerCache) : () => undefined;
  const { tooManyRequests, limited, withQuota } = quotaResponses(limiter.policy, docsUrl);

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

  return async (c: Context): Promise<Response> => {
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
      report(c, parsed.value[0]);
      return serveBatch(c, client, parsed.value, header);
    }
    if (parsed) report(c, parsed.value);
    const decision = await limiter.hit(client);
    if (!decision.allowed) return limited(decision, parsed && requestId(parsed.value));
    if (!parsed) {
      return withQuota(jsonRpcError(400, JSONRPC_PARSE_ERROR, "Parse error: the request body is not JSON."), decision);
    }
    const message = parsed.value;
    const response =
      (await answerDirectly(c.req.raw, message)) ?? (await sdk(c.req.raw, message, classify(c.req.raw, message)));
    if (response.status === 200) reportSearch(c, message);
    return withQuota(response, decision);
  };
};
