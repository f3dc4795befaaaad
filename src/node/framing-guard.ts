/**
 * The first request listener on Node, in front of the response table's fast path and the app: a head that
 * http/framing.ts refuses gets its 400 (505 for the version) in the Error shape and the connection closes,
 * whichever of the two would have answered it. The fast path answers in the same turn as the head arrives, before
 * Node's parser reports what it finds wrong after the head (`Transfer-Encoding: xchunked`), so the check cannot
 * be left to the parser.
 *
 * An HTTP/1.0 request may omit Host (RFC 9112 §3.2): it is served as a request for the configured origin. A
 * target in absolute form (`GET http://host/path`) names its host itself, and that host replaces the Host header
 * (§3.2.2), as the adapter builds the request's URL from the target too.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { refusalParts } from "../http/early-refusal.js";
import { absoluteFormHost, readHead } from "../http/framing.js";
import type { RateLimitPolicy } from "../http/rate-limit/policy.js";
import type { ErrorCode } from "../schema/error.js";

export interface FramingGuardOptions {
  readonly docsUrl: (code: ErrorCode) => string;
  readonly policy?: RateLimitPolicy;
  /** The Host an HTTP/1.0 request without one is served for (the configured origin's host). */
  readonly defaultHost: () => string;
}

/**
 * The request's Host, as every reader sees it: Node's parsed headers (the fast path, the adapter's URL) and the
 * raw lines the adapter copies into the web Request's headers (the app's checks).
 */
const setHost = (req: IncomingMessage, host: string): void => {
  req.headers.host = host;
  const at = req.rawHeaders.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === "host");
  if (at === -1) req.rawHeaders.push("Host", host);
  else req.rawHeaders[at + 1] = host;
};

export const framingGuard =
  ({ docsUrl, policy, defaultHost }: FramingGuardOptions, next: RequestListener): RequestListener =>
  (req: IncomingMessage, res: ServerResponse): void => {
    const { problem, hosts } = readHead({
      versionMajor: req.httpVersionMajor,
      versionMinor: req.httpVersionMinor,
      rawHeaders: req.rawHeaders,
    });
    if (problem !== null) {
      const { status, headers, body } = refusalParts(problem, docsUrl, policy);
      // Connection: close makes Node end the socket after the body; the request's own body is never read.
      res.writeHead(status, headers).end(body);
      return;
    }
    const targetHost = absoluteFormHost(req.url ?? "");
    if (targetHost !== undefined) setHost(req, targetHost);
    else if (hosts === 0) setHost(req, defaultHost());
    next(req, res);
  };
