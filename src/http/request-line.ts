/**
 * Whether bytes a parser refused at their method were an HTTP request line at all. Node's parser (llhttp) knows a
 * fixed list of methods and reports the same error for `FOO /x HTTP/1.1` (a request, with a method this server
 * does not know) and for `HELLO`, binary garbage or a TLS ClientHello sent to the plain port (not HTTP). The
 * first deserves 405 with Allow; the others are malformed requests, 400. Pure: the runtime passes the bytes.
 */

/** RFC 9110 §5.6.2 token characters: what a method may be made of. */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
/** method SP request-target SP HTTP-version (RFC 9112 §3), the target free of whitespace and control bytes. */
const REQUEST_LINE = new RegExp(`^${TOKEN} [^\\x00-\\x20\\x7f]+ HTTP/\\d\\.\\d\\r?$`);
/** A line still arriving: at least its method and the space after it. */
const REQUEST_LINE_START = new RegExp(`^${TOKEN} [!-~]*(?: [!-~]*)?$`);

const LF = 0x0a;

/**
 * True when the line holding byte `at` of `bytes` is a well-formed request line (or a complete-so-far start of
 * one, when the packet ends before its line does). `at` is where the parser stopped; earlier lines in the same
 * packet belong to requests already read.
 */
export const isRequestLineAt = (bytes: Uint8Array, at: number): boolean => {
  const end = Math.min(Math.max(at, 0), bytes.length);
  // (A typed array's lastIndexOf reads a negative start from the end: the first line starts at 0.)
  const start = end === 0 ? 0 : bytes.lastIndexOf(LF, end - 1) + 1;
  const stop = bytes.indexOf(LF, end);
  const line = new TextDecoder("latin1").decode(bytes.subarray(start, stop === -1 ? bytes.length : stop));
  return stop === -1 ? REQUEST_LINE_START.test(line) : REQUEST_LINE.test(line);
};
