/**
 * The SDK's classification of an inbound message (`classifyInboundRequest`: era, envelope, header cross-checks),
 * which routing follows so that it never disagrees with the SDK, and a memo of it for the direct path.
 */
import { classifyInboundRequest, type InboundClassificationOutcome } from "@modelcontextprotocol/server";
import { LRUCache } from "lru-cache";

/** A request's header by name, in any case, as the runtime read it (repeated lines joined with ", "). */
export type HeaderOf = (name: string) => string | undefined;

const outcomeOf = (httpMethod: string, header: HeaderOf, message: unknown): InboundClassificationOutcome =>
  classifyInboundRequest({
    httpMethod,
    protocolVersionHeader: header("mcp-protocol-version"),
    mcpMethodHeader: header("mcp-method"),
    mcpNameHeader: header("mcp-name"),
    body: message,
  });

/** The classification the SDK itself routes by, from the request's standard headers and the parsed body. */
export const classify = (request: Request, message: unknown): InboundClassificationOutcome =>
  outcomeOf(request.method, (name) => request.headers.get(name) ?? undefined, message);

const isModernRequest = (outcome: InboundClassificationOutcome): boolean =>
  outcome.kind === "modern" && outcome.messageKind === "request";

/** Envelopes remembered as accepted: clients send the same `_meta` on every request, so a few per client. */
const ENVELOPES = 1_000;

/**
 * Whether the SDK takes a single POSTed message for a 2026-07-28 request, for messages the direct path has
 * already shaped: exactly `jsonrpc` "2.0", a string or safe-integer `id`, a string `method`, an object `params`, the MCP-Protocol-Version header naming 2026-07-28 and Mcp-Method equal to
 * the method. For those the SDK's verdict reads nothing else than the method and `params._meta` (its schema
 * leaves the other params loose), so an accepted pair is remembered by its JSON and the zod schemas, a tenth of
 * a direct call, run once per envelope instead of once per request. Refusals are not remembered: they are rare
 * and stay the SDK's to judge every time.
 */
export const modernRequestJudge = (): ((
  header: HeaderOf,
  method: string,
  message: unknown,
  meta: unknown,
) => boolean) => {
  const accepted = new LRUCache<string, true>({ max: ENVELOPES });
  // The same envelope object again (a body read before is parsed once and shared: message-text.ts) is known
  // without writing its JSON.
  const acceptedObjects = new WeakMap<object, string>();
  return (header, method, message, meta) => {
    const object = typeof meta === "object" && meta !== null ? meta : undefined;
    if (object !== undefined && acceptedObjects.get(object) === method) return true;
    const key = `${method}\u0000${JSON.stringify(meta)}`;
    const ok = accepted.get(key) === true || isModernRequest(outcomeOf("POST", header, message));
    if (ok) {
      accepted.set(key, true);
      if (object !== undefined) acceptedObjects.set(object, method);
    }
    return ok;
  };
};
