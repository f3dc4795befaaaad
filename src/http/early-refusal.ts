/**
 * Refusals written before any app runs: the HTTP parser of a runtime rejects a request it cannot read (an
 * unknown or lower-case method, oversized headers, a smuggling shape). The answer still carries the Error shape
 * (docs/contract.md#errors) with a catalogue code, then closes the connection, since nothing after the bad bytes can be
 * trusted to start a request. The runtime's adapter supplies the parser's error code; this module only writes.
 */
import type { ErrorCode } from "../schema/error.js";
import { QUERY_LENGTH } from "../schema/search.js";
import { ERROR_HEADERS, errorShape } from "./errors.js";
import { ALLOWED_METHODS } from "./headers.js";
import { DEFAULT_POLICY, policyHeader, type RateLimitPolicy } from "./rate-limit/policy.js";
import { isRequestLineAt, overflowsInRequestLine, requestLineMajorAt } from "./request-line.js";

/** The most header bytes a request may carry (Node's default, set explicitly so that messages can name it). */
export const MAX_HEADER_BYTES = 16 * 1024;

interface Refusal {
  readonly status: number;
  readonly reason: string;
  readonly code: ErrorCode;
  readonly message: string;
  readonly hint: string;
  readonly headers?: Readonly<Record<string, string>>;
}

const METHOD: Refusal = {
  status: 405,
  reason: "Method Not Allowed",
  code: "method_not_allowed",
  message: "The request method is not one this server knows; methods are case-sensitive and this API is read-only.",
  hint: "Use GET (or HEAD, or OPTIONS for CORS preflight), written in capitals.",
  headers: { Allow: ALLOWED_METHODS },
};

const HEADERS_TOO_LARGE: Refusal = {
  status: 431,
  reason: "Request Header Fields Too Large",
  code: "invalid_parameter",
  message: `The request headers exceed ${MAX_HEADER_BYTES / 1024} KB in all.`,
  hint: "Send fewer or shorter headers; this API needs none beyond Accept and If-None-Match.",
};

/**
 * RFC 9112 §3: a request-target longer than the server reads is 414. Node counts the request line in the same
 * limit as the headers, so the limit the message names is the same one.
 */
const URI_TOO_LONG: Refusal = {
  status: 414,
  reason: "URI Too Long",
  code: "invalid_parameter",
  message: `The request URL is too long: the request line and headers may hold ${MAX_HEADER_BYTES / 1024} KB in all.`,
  hint: `Shorten the URL; search needs only q (at most ${QUERY_LENGTH.max} characters), limit and type.`,
};

const MALFORMED: Refusal = {
  status: 400,
  reason: "Bad Request",
  code: "invalid_parameter",
  message: "The request is not well-formed HTTP/1.1, so it was not read.",
  hint: "Check the request line and headers: a method in capitals, a path starting with /, at most one of Content-Length and Transfer-Encoding, no control characters.",
};

/** RFC 9110 §15.6.6: a major version other than 1 (the one spoken here) is 505, its body saying what is spoken. */
const VERSION: Refusal = {
  status: 505,
  reason: "HTTP Version Not Supported",
  code: "invalid_parameter",
  message: "The request's HTTP version is not one this server speaks.",
  hint: "Send HTTP/1.1 (or HTTP/1.0) on this port.",
};

const TRANSFER_ENCODING: Refusal = {
  ...MALFORMED,
  message:
    "The request's Transfer-Encoding is not chunked alone, so where its body ends cannot be known and it was not read.",
  hint: "Send no body with GET; on POST use Content-Length, or Transfer-Encoding: chunked alone in HTTP/1.1, never both.",
};

const HOST: Refusal = {
  ...MALFORMED,
  message: "An HTTP/1.1 request needs exactly one Host header.",
  hint: "Send one Host header naming this server.",
};

/** RFC 9110 §10.1.1: an expectation other than 100-continue may be refused with 417. */
const EXPECTATION: Refusal = {
  status: 417,
  reason: "Expectation Failed",
  code: "invalid_parameter",
  message: "The request's Expect header asks for something other than 100-continue.",
  hint: "Drop the Expect header, or send Expect: 100-continue alone.",
};

const REFUSALS = {
  method: METHOD,
  headers_too_large: HEADERS_TOO_LARGE,
  uri_too_long: URI_TOO_LONG,
  malformed: MALFORMED,
  version: VERSION,
  transfer_encoding: TRANSFER_ENCODING,
  host: HOST,
  expectation: EXPECTATION,
} as const;
export type RefusalKind = keyof typeof REFUSALS;

/** llhttp's error codes (Node's parser) that mean something more specific than "malformed". */
const BY_PARSER_CODE: Readonly<Record<string, RefusalKind>> = {
  HPE_INVALID_METHOD: "method",
  HPE_HEADER_OVERFLOW: "headers_too_large",
  HPE_INVALID_TRANSFER_ENCODING: "transfer_encoding",
};

/**
 * llhttp's error for bytes after a request that closes its connection (`Connection: close`, or HTTP/1.0 without
 * keep-alive): requests pipelined behind it, which the server must not process (RFC 9112 §9.6), not a malformed
 * request. Nothing is refused: the requests before them still get their responses, and the runtime closes the
 * connection after the closing request's own.
 */
export const DATA_AFTER_CLOSE = "HPE_CLOSED_CONNECTION";

/** A refusal's status, headers and JSON body (Error shape), closing the connection. */
export const refusalParts = (
  kind: RefusalKind,
  docsUrl: (code: ErrorCode) => string,
  policy: RateLimitPolicy = DEFAULT_POLICY,
): { status: number; reason: string; headers: Record<string, string>; body: string } => {
  const entry = REFUSALS[kind];
  const body = JSON.stringify(errorShape(entry, docsUrl));
  const headers: Record<string, string> = {
    ...ERROR_HEADERS,
    "Content-Length": String(new TextEncoder().encode(body).length),
    "RateLimit-Policy": policyHeader(policy),
    ...entry.headers,
    Connection: "close",
  };
  return { status: entry.status, reason: entry.reason, headers, body };
};

/**
 * A response's head written byte by byte, as the runtime's own writer would: with Date, which a server with a
 * clock must send on every 2xx, 3xx and 4xx (RFC 9110 §6.6.1) and which Node adds only to what it writes itself.
 */
const head = (status: number, reason: string, headers: Readonly<Record<string, string>>, now: Date): string => {
  const lines = Object.entries({ Date: now.toUTCString(), ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join("\r\n")}\r\n\r\n`;
};

/** The full HTTP/1.1 response, Error shape in the body, that refuses a request and closes its connection. */
export const refusal = (
  kind: RefusalKind,
  docsUrl: (code: ErrorCode) => string,
  policy: RateLimitPolicy = DEFAULT_POLICY,
  now: Date = new Date(),
): string => {
  const { status, reason, headers, body } = refusalParts(kind, docsUrl, policy);
  return `${head(status, reason, headers, now)}${body}`;
};

/**
 * A client too slow to send its headers: nothing is reading any more, so the status line and Date are all it
 * gets (what Node itself writes, less the Date).
 */
const REQUEST_TIMEOUT_STATUS = 408;
const requestTimeout = (now: Date): string =>
  head(REQUEST_TIMEOUT_STATUS, "Request Timeout", { Connection: "close" }, now);

/** Why a request was refused before the app ran, as the response and the server's log name it. */
export type EarlyRefusalKind = RefusalKind | "headers_timeout";

/** The bytes the parser was reading when it refused them, and where it stopped (Node's `rawPacket`, `bytesParsed`). */
export interface RefusedBytes {
  readonly bytes: Uint8Array;
  readonly at: number;
}

/**
 * What a connection-level error (`HPE_*` from the parser, Node's header timeout) refuses, or null when there is
 * nothing to say (the peer reset the connection, or sent more after a request that closes it).
 *
 * The parser refuses a method it does not know. When the line is a request line in every other respect (a method
 * of token characters, a target, a version: `FOO /x HTTP/1.1`, or `get`, as methods are case-sensitive), the
 * client spoke HTTP with a method this read-only API does not allow: 405 with Allow, as the app answers DELETE
 * (RFC 9110 §15.6.2's 501 would call the client's request a server failure). Bytes that are no request line at
 * all (`HELLO`, binary garbage, a TLS ClientHello on the plain port) are a malformed request: 400.
 *
 * The parser refuses versions it does not know (`HTTP/3.0`) as it refuses a version that is no version
 * (`HTTP/1.x`): a well-formed line with a major version other than 1 gets 505, the rest 400. Minor versions of
 * 1 it does not know (`HTTP/1.2`, which RFC 9112 §2.3 would serve as 1.1) never reach a request: 400 too.
 *
 * The parser also counts the request line in its header limit: an overflow there is a URL too long (414), one in
 * the header lines headers too large (431).
 */
export const earlyRefusalKind = (errorCode: string | undefined, refused?: RefusedBytes): EarlyRefusalKind | null => {
  if (errorCode === "ERR_HTTP_REQUEST_TIMEOUT") return "headers_timeout";
  if (!errorCode?.startsWith("HPE_") || errorCode === DATA_AFTER_CLOSE) return null;
  const kind = BY_PARSER_CODE[errorCode] ?? "malformed";
  if (kind === "method" && refused && !isRequestLineAt(refused.bytes, refused.at)) return "malformed";
  if (errorCode === "HPE_INVALID_VERSION" && refused) {
    const major = requestLineMajorAt(refused.bytes, refused.at);
    if (major !== null && major !== 1) return "version";
  }
  if (kind === "headers_too_large" && refused && overflowsInRequestLine(refused.bytes, refused.at))
    return "uri_too_long";
  return kind;
};

export const earlyRefusalStatus = (kind: EarlyRefusalKind): number =>
  kind === "headers_timeout" ? REQUEST_TIMEOUT_STATUS : REFUSALS[kind].status;

/** The full HTTP/1.1 response for a connection-level error, or null when there is nothing to say. */
export const earlyRefusal = (
  errorCode: string | undefined,
  docsUrl: (code: ErrorCode) => string,
  policy: RateLimitPolicy = DEFAULT_POLICY,
  refused?: RefusedBytes,
  now: Date = new Date(),
): string | null => {
  const kind = earlyRefusalKind(errorCode, refused);
  if (kind === null) return null;
  return kind === "headers_timeout" ? requestTimeout(now) : refusal(kind, docsUrl, policy, now);
};
