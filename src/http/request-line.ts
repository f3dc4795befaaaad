/**
 * What the bytes a parser refused say about the request line they hold. Node's parser (llhttp) reports one error
 * for shapes that deserve different answers: the same "invalid method" for `FOO /x HTTP/1.1` (a request, with a
 * method this server does not know: 405) and for `HELLO`, binary garbage or a TLS ClientHello sent to the plain
 * port (not HTTP: 400); the same "header overflow" for a request-target too long to read (414) and for headers
 * too large (431); the same "invalid version" for `HTTP/3.0` (a version this server does not speak: 505) and
 * `HTTP/1.x` (no version at all: 400). Pure: the runtime passes the bytes.
 */

/** RFC 9110 §5.6.2 token characters: what a method may be made of. */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
/**
 * method SP request-target SP HTTP-version (RFC 9112 §3), the target free of whitespace and control bytes; its
 * group is the version's major digit (RFC 9112 §2.3: `HTTP/` DIGIT `.` DIGIT).
 */
const REQUEST_LINE = new RegExp(`^${TOKEN} [^\\x00-\\x20\\x7f]+ HTTP/(\\d)\\.\\d\\r?$`);
/** A line still arriving: at least its method and the space after it. */
const REQUEST_LINE_START = new RegExp(`^${TOKEN} [!-~]*(?: [!-~]*)?$`);
/** Where a request-target ends: the space before the version, then the line's end. */
const TARGET_END = /^ HTTP\/\d\.\d\r?\n/;

const LF = 0x0a;
const latin1 = new TextDecoder("latin1");

/**
 * The line holding byte `at` of `bytes` (`at` is where the parser stopped; earlier lines in the same packet
 * belong to requests already read), and whether its end has arrived.
 */
const lineAt = (bytes: Uint8Array, at: number): { line: string; complete: boolean } => {
  const end = Math.min(Math.max(at, 0), bytes.length);
  // (A typed array's lastIndexOf reads a negative start from the end: the first line starts at 0.)
  const start = end === 0 ? 0 : bytes.lastIndexOf(LF, end - 1) + 1;
  const stop = bytes.indexOf(LF, end);
  return { line: latin1.decode(bytes.subarray(start, stop === -1 ? bytes.length : stop)), complete: stop !== -1 };
};

/**
 * True when the line holding byte `at` of `bytes` is a well-formed request line (or a complete-so-far start of
 * one, when the packet ends before its line does).
 */
export const isRequestLineAt = (bytes: Uint8Array, at: number): boolean => {
  const { line, complete } = lineAt(bytes, at);
  return complete ? REQUEST_LINE.test(line) : REQUEST_LINE_START.test(line);
};

/**
 * True when a header overflow at byte `at` happened in the request line rather than in a header line: the line
 * there is a request line, or the target ends at `at` (a later packet of a line that began in an earlier one;
 * the parser counts the target when it ends). A packet that holds neither (the middle of a target, or of a header
 * value, with the line's start in an earlier packet) cannot be told apart: it counts as headers.
 */
export const overflowsInRequestLine = (bytes: Uint8Array, at: number): boolean =>
  isRequestLineAt(bytes, at) || TARGET_END.test(latin1.decode(bytes.subarray(at, at + 12)));

/**
 * The major version of the request line holding byte `at`, when that line is well-formed up to its version (the
 * parser stops right after a version it refuses, so the line's end may not have been read); null otherwise.
 */
export const requestLineMajorAt = (bytes: Uint8Array, at: number): number | null => {
  const digit = REQUEST_LINE.exec(lineAt(bytes, at).line)?.[1];
  return digit === undefined ? null : Number(digit);
};
