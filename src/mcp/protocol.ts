/**
 * The MCP protocol revisions this server speaks, newest first: the one list every document, header, error and
 * test is built from (server card, /.well-known/mcp, the developers page, llms.txt, server/discover).
 *
 * 2026-07-28 is the modern era (no handshake; version and capabilities in each request's `_meta`); the three
 * 2025 revisions are the legacy era (an `initialize` handshake, served statelessly here).
 */
import { PROTOCOL_VERSION_META_KEY } from "@modelcontextprotocol/server";
import { isRecord, methodOf } from "./transport/jsonrpc.js";

export const PROTOCOL_VERSIONS = ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"] as const;
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];

export const MODERN_VERSION: ProtocolVersion = "2026-07-28";
/** What a legacy request without an MCP-Protocol-Version header is taken to speak (2025-06-18 transports). */
export const ASSUMED_VERSION: ProtocolVersion = "2025-03-26";
/** The first revision without JSON-RPC batching. */
const BATCHES_REMOVED_IN: ProtocolVersion = "2025-06-18";
/**
 * The revisions whose tools page lists "Invalid arguments" among the protocol errors (a JSON-RPC -32602
 * error); from 2025-11-25 on, input validation errors are tool execution errors (`isError: true`).
 */
const ARGUMENT_ERRORS_AS_PROTOCOL_ERRORS: readonly ProtocolVersion[] = ["2025-06-18", "2025-03-26"];

/**
 * At most this many messages in one JSON-RPC batch (2025-03-26 only). Each message is counted against the
 * quota on its own, so the bound keeps one POST from spending a client's whole window at once.
 */
export const MAX_BATCH_SIZE = 20;

/** How every revision is named: the date it was published. */
const REVISION_NAME = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a value is shaped as a revision's name, supported or not. The SDK takes any MCP-Protocol-Version that
 * sorts after 2026-07-28 for a modern revision, words included ("garbage" does), and asks such a request for the
 * 2026-07-28 envelope; a header that names no revision at all is unsupported, and answered as one.
 */
export const isRevisionName = (value: string): boolean => REVISION_NAME.test(value);

export const isSupportedVersion = (value: string): value is ProtocolVersion =>
  (PROTOCOL_VERSIONS as readonly string[]).includes(value);

export const argumentErrorsAreProtocolErrors = (version: ProtocolVersion): boolean =>
  ARGUMENT_ERRORS_AS_PROTOCOL_ERRORS.includes(version);

export const allowsBatches = (version: ProtocolVersion): boolean => version < BATCHES_REMOVED_IN;

/**
 * Whether a message claims the 2026-07-28 per-request envelope: its `params._meta` names a protocol version (the
 * SDK's own claim test). A 2025 client never sends that key, whatever version it names.
 */
export const claimsEnvelope = (message: unknown): boolean =>
  isRecord(message) && isRecord(message.params) && isRecord(message.params._meta)
    ? PROTOCOL_VERSION_META_KEY in message.params._meta
    : false;

/** The version an `initialize` asks for, when the message is one. */
export const requestedVersion = (message: unknown): string | undefined => {
  if (!isRecord(message) || message.method !== "initialize" || !isRecord(message.params)) return undefined;
  const version = message.params.protocolVersion;
  return typeof version === "string" ? version : undefined;
};

/**
 * The revision a legacy message is served under: the header's, else the version its `initialize` would be
 * answered with, else the assumed one. An initialize for a version not served is answered with the latest
 * legacy revision (the SDK's counter-offer).
 */
export const legacyVersion = (message: unknown, header: ProtocolVersion | undefined): ProtocolVersion => {
  if (header !== undefined) return header;
  const requested = requestedVersion(message);
  if (requested === undefined) return ASSUMED_VERSION;
  return isSupportedVersion(requested) && requested !== MODERN_VERSION ? requested : "2025-11-25";
};

export type CheckedBatch =
  | { readonly ok: true; readonly messages: readonly unknown[] }
  | { readonly ok: false; readonly message: string };

/**
 * A legacy batch, or the reason to refuse it: empty, carrying an `initialize`, too large, or under a revision
 * without batching. 2025-03-26, the one revision with batches, says the initialize request MUST NOT be part of
 * one (basic/lifecycle): the handshake comes alone, before anything else.
 */
export const checkBatch = (body: readonly unknown[], header: ProtocolVersion | undefined): CheckedBatch => {
  if (body.length === 0) return { ok: false, message: "Invalid Request: an empty batch is not a JSON-RPC request." };
  if (body.some((member) => methodOf(member) === "initialize")) {
    return {
      ok: false,
      message: "Invalid Request: initialize must not be part of a JSON-RPC batch; send it alone, first.",
    };
  }
  const version = header ?? ASSUMED_VERSION;
  if (!allowsBatches(version)) {
    return {
      ok: false,
      message: `Invalid Request: protocol version ${version} has no JSON-RPC batching; send one message per POST.`,
    };
  }
  if (body.length > MAX_BATCH_SIZE) {
    return {
      ok: false,
      message: `Invalid Request: a batch holds at most ${MAX_BATCH_SIZE} messages; this one has ${body.length}.`,
    };
  }
  return { ok: true, messages: body };
};

/**
 * A complete 2026-07-28 request as a shell command, for the documents that show one: no handshake, the
 * version and client facts in `_meta`, and the Mcp-Method and Mcp-Name headers the revision requires.
 */
export const modernCurlExample = (mcpUrl: string, query: string): string => {
  const body = {
    jsonrpc: "2.0",
    id: 1,
    method: "tools/call",
    params: {
      name: "search",
      arguments: { query, limit: 3 },
      _meta: {
        "io.modelcontextprotocol/protocolVersion": MODERN_VERSION,
        "io.modelcontextprotocol/clientInfo": { name: "curl", version: "1.0.0" },
        "io.modelcontextprotocol/clientCapabilities": {},
      },
    },
  };
  return [
    `curl -s ${mcpUrl} \\`,
    "  -H 'content-type: application/json' -H 'accept: application/json, text/event-stream' \\",
    `  -H 'mcp-protocol-version: ${MODERN_VERSION}' -H 'mcp-method: tools/call' -H 'mcp-name: search' \\`,
    `  -d '${JSON.stringify(body)}'`,
  ].join("\n");
};
