/**
 * The cached path on Node: a request the response table answers (GET or HEAD of a table path, its
 * representation negotiated, If-Match and If-None-Match checked) is written straight from the prepared bytes, without
 * building a web-standard Request and Response; anything else goes to the app. The bytes and headers are the
 * app's own (test/security/fast-path.test.ts compares the two over every table entry).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { remember } from "../http/memo.js";
import type { ResponseTable, TableResponse } from "../http/table.js";

/**
 * A Host the adapter takes as is. Anything else (upper case, IPv6, odd ports) goes through the app, where the
 * adapter validates it; a table hit must never skip a refusal the app would give.
 */
const SIMPLE_HOST = /^[a-z0-9._-]+(?::(\d{1,5}))?$/;
export const isSimpleHost = (host: string | undefined): boolean => {
  if (!host) return false;
  const match = SIMPLE_HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535);
};

/**
 * Headers as the app's adapter writes them for a hit (Content-Length with a body), kept per prepared response as
 * the flat name/value list `writeHead` takes with the least work (what the bare node:http yardstick of
 * `npm run bench` does too).
 */
type Written = WeakMap<TableResponse["headers"], string[]>;
const withLength: Written = new WeakMap();
const withoutLength: Written = new WeakMap();
const outgoing = ({ headers, body }: TableResponse): string[] =>
  remember(body === null ? withoutLength : withLength, headers, () =>
    Object.entries({ ...headers, ...(body === null ? {} : { "Content-Length": String(body.byteLength) }) }).flat(),
  );

export const tableListener =
  (table: () => ResponseTable | undefined, app: RequestListener): RequestListener =>
  (req: IncomingMessage, res: ServerResponse): void => {
    const { method, url = "", headers } = req;
    const current = table();
    if (current && (method === "GET" || method === "HEAD") && url.charCodeAt(0) === 47 && isSimpleHost(headers.host)) {
      const query = url.indexOf("?");
      const path = query === -1 ? url : url.slice(0, query);
      // Percent-encoded paths are decoded by the app's router; leave them to it.
      const hit = path.includes("%")
        ? undefined
        : current.lookup({
            method,
            path,
            accept: headers.accept,
            acceptEncoding: headers["accept-encoding"],
            ifMatch: headers["if-match"],
            ifNoneMatch: headers["if-none-match"],
          });
      if (hit) {
        res.writeHead(hit.status, outgoing(hit));
        res.end(hit.body ?? undefined);
        return;
      }
    }
    app(req, res);
  };
