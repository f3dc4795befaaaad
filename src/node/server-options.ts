/**
 * `OPTIONS *` (RFC 9110 §9.3.7) asks about the server in general, not a resource. The adapter that turns a Node
 * request into a web Request cannot make a URL of `*` and would refuse it, so it is answered here, in front of
 * the app; the fast path never sees it, as its target is no path. Any other method with `*` is left to the
 * adapter's 400 (RFC 9112 §3.2.4: the asterisk form is for OPTIONS alone).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { ALLOWED_METHODS, BASE_HEADERS } from "../http/headers.js";

/** What any path but /mcp allows: the read-only methods. */
const SERVER_WIDE = { ...BASE_HEADERS, Allow: ALLOWED_METHODS };

export const serverOptions =
  (next: RequestListener): RequestListener =>
  (req: IncomingMessage, res: ServerResponse): void => {
    if (req.url === "*" && req.method === "OPTIONS") {
      res.writeHead(204, SERVER_WIDE).end();
      return;
    }
    next(req, res);
  };
