/**
 * A repeated REST search on Node: a `GET /api/v1/search?…` whose answer the app keeps for that query string
 * (BuiltApp.search) is counted, logged and written here, without a web Request, Hono's dispatch or a web Response,
 * as MCP's kept answers are (mcp-listener.ts). Anything else goes to the app untouched, before anything is
 * counted: a first search, a bad parameter, HEAD, a request with a body, a Host or query string the app's adapter
 * would rewrite (test/security/search-fast-path.test.ts compares the two servers over raw sockets).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { searchSite } from "../api/search.js";
import type { SearchByAddress } from "../api/written-search.js";
import type { WrittenReply } from "../http/written-answer.js";
import type { LogFields } from "../schema/request-log.js";
import { headersOf, writeOrHand } from "./answer-writer.js";
import { isSimpleHost } from "./table-listener.js";

const PREFIX = `${searchSite.path}?`;

/**
 * A query string the adapter copies into the request's URL unchanged, whatever the Host: what the app keys its
 * answers by is then these very characters. Anything else (a quote, a space, a fragment, bytes past ASCII) is
 * left to the app, which sees it as the adapter rewrites it.
 */
const PLAIN_QUERY = /^\?[A-Za-z0-9\-._~!$&()*+,;=:@/?%]*$/;

export const searchListener =
  (
    search: () => ((request: SearchByAddress) => WrittenReply) | undefined,
    tell: ((incoming: IncomingMessage, facts: LogFields) => void) | undefined,
    app: RequestListener,
  ): RequestListener =>
  (req: IncomingMessage, res: ServerResponse): void => {
    const url = req.url ?? "";
    const answer = req.method === "GET" && url.startsWith(PREFIX) ? search() : undefined;
    const query = url.slice(PREFIX.length - 1);
    const { headers } = req;
    if (
      answer === undefined ||
      !PLAIN_QUERY.test(query) ||
      headers["content-length"] !== undefined ||
      headers["transfer-encoding"] !== undefined ||
      !isSimpleHost(headers.host)
    ) {
      app(req, res);
      return;
    }
    let read: Map<string, string> | undefined;
    const reply = answer({
      query,
      // Read only when the quota names the client by a forwarding header.
      header: (name) => {
        read ??= headersOf(req.rawHeaders);
        return read.get(name.toLowerCase());
      },
      address: req.socket.remoteAddress,
      tell: tell && ((facts) => tell(req, facts)),
    });
    writeOrHand(reply, req, res, app);
  };
