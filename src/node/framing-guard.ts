/**
 * The first request listener on Node, in front of the response table's fast path and the app: a head that
 * http/framing.ts refuses gets its 400 (505 for the version) in the Error shape and the connection closes,
 * whichever of the two would have answered it. The fast path answers in the same turn as the head arrives, before
 * Node's parser reports what it finds wrong after the head (`Transfer-Encoding: xchunked`), so the check cannot
 * be left to the parser.
 *
 * An HTTP/1.0 request may omit Host (RFC 9112 §3.2): it is served as a request for the configured origin.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { refusalParts } from "../http/early-refusal.js";
import { framingProblem } from "../http/framing.js";
import type { RateLimitPolicy } from "../http/rate-limit/policy.js";
import type { ErrorCode } from "../schema/error.js";

export interface FramingGuardOptions {
  readonly docsUrl: (code: ErrorCode) => string;
  readonly policy?: RateLimitPolicy;
  /** The Host an HTTP/1.0 request without one is served for (the configured origin's host). */
  readonly defaultHost: () => string;
}

export const framingGuard =
  ({ docsUrl, policy, defaultHost }: FramingGuardOptions, next: RequestListener): RequestListener =>
  (req: IncomingMessage, res: ServerResponse): void => {
    const problem = framingProblem({
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
    if (req.headers.host === undefined) req.headers.host = defaultHost();
    next(req, res);
  };
