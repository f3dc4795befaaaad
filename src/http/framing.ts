/**
 * Checks on a request's head that no route may skip, made before the response table or the app sees it: the
 * version, the body's framing and the Host header (RFC 9112 §2.3, §3.2, §6.1). A request that fails one gets 400
 * (505 for the version) and its connection is closed, since what follows its head cannot be trusted to start the
 * next request. Node's parser (strict mode) already refuses Content-Length beside Transfer-Encoding, two lengths,
 * bad chunking and obs-fold; what it lets through, and what a response written before it reports its error would
 * still answer, is caught here. Pure: the runtime passes the head.
 */

export interface RequestHead {
  readonly versionMajor: number;
  readonly versionMinor: number;
  /** Header lines as received, name then value, repeated lines kept (Node's `rawHeaders`). */
  readonly rawHeaders: readonly string[];
}

/** Why a head is refused: the refusal kinds of early-refusal.ts that a head can earn. */
export type FramingProblem = "version" | "transfer_encoding" | "host";

/** Whether a raw header name is `lower` (a lower-case name): lengths first, so most names are never lowered. */
const named = (raw: string, lower: string): boolean => raw.length === lower.length && raw.toLowerCase() === lower;

/** The lines a head's verdict reads, found in one pass over it: every Transfer-Encoding value and the Host lines. */
const scan = (rawHeaders: readonly string[]): { transferEncoding: string[]; hosts: number } => {
  const transferEncoding: string[] = [];
  let hosts = 0;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] ?? "";
    if (named(name, "host")) hosts++;
    else if (named(name, "transfer-encoding")) transferEncoding.push(rawHeaders[i + 1] ?? "");
  }
  return { transferEncoding, hosts };
};

/**
 * The codings a Transfer-Encoding list names, in order, over every line of the field (RFC 9110 §5.3 joins them
 * with commas); empty list elements are ignored as §5.6.1 requires.
 */
export const transferCodings = (lines: readonly string[]): string[] =>
  lines
    .join(",")
    .split(",")
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== "");

/**
 * Null when the head may be served, else what is wrong with it:
 * - `version` (505): only HTTP/1.0 and 1.1 are spoken here (an `HTTP/2.0` request line is not HTTP/2, whose
 *   frames are binary); Node's parser lets 2.0 and 0.9 through.
 * - `transfer_encoding`: a request's Transfer-Encoding must be `chunked` alone. When its final coding is not
 *   chunked the body's length cannot be known (§6.1: 400 and close); any other coding before it (`gzip, chunked`)
 *   is one this server does not decode, which §6.1 would answer with 501, a server error, for what is the
 *   client's request: 400 says so. An empty value names no coding. In HTTP/1.0, which has no chunked coding,
 *   Transfer-Encoding means faulty framing (§6.1).
 * - `host`: more than one Host line (§3.2), or none in HTTP/1.1, absolute-form targets included. HTTP/1.0 may
 *   omit it.
 */
export const framingProblem = (head: RequestHead): FramingProblem | null => readHead(head).problem;

/** The verdict on a head, and how many Host lines it has (none: an HTTP/1.0 request served for the origin). */
export const readHead = ({
  versionMajor,
  versionMinor,
  rawHeaders,
}: RequestHead): { readonly problem: FramingProblem | null; readonly hosts: number } => {
  const { transferEncoding, hosts } = scan(rawHeaders);
  if (versionMajor !== 1 || (versionMinor !== 0 && versionMinor !== 1)) return { problem: "version", hosts };
  if (transferEncoding.length > 0) {
    const codings = transferCodings(transferEncoding);
    if (versionMinor === 0 || codings.length !== 1 || codings[0] !== "chunked") {
      return { problem: "transfer_encoding", hosts };
    }
  }
  if (hosts > 1 || (hosts === 0 && versionMinor === 1)) return { problem: "host", hosts };
  return { problem: null, hosts };
};

/** An absolute-form target (RFC 9112 §3.2.2): `http://` or `https://`, then the authority, then the path. */
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]+)/;

/**
 * The host an absolute-form target names: it stands in for the Host header, which the origin server must then
 * ignore (RFC 9112 §3.2.2), so that every check of the host (MCP's) reads the one the request is for.
 * Undefined for any other form of target.
 */
export const absoluteFormHost = (target: string): string | undefined => ABSOLUTE_FORM.exec(target)?.[1];
