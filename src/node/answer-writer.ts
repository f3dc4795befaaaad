/**
 * What the Node server's listeners for kept answers share (mcp-listener.ts, search-listener.ts): reading request
 * headers as the app's adapter reads them, and writing a kept answer with the head the adapter would write for
 * the app's Response, with no web Request or Response made. Anything the app must answer after all is handed to
 * it unchanged.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { remember } from "../http/memo.js";
import type { WrittenAnswer, WrittenReply } from "../http/written-answer.js";

/**
 * The request's headers as the adapter's web Headers read them: by lower-case name, every line of a name joined
 * with ", " (Node's own `headers` keeps only the first Content-Type or User-Agent).
 */
export const headersOf = (rawHeaders: readonly string[]): Map<string, string> => {
  const headers = new Map<string, string>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] as string).toLowerCase();
    const line = rawHeaders[i + 1] as string;
    const known = headers.get(name);
    headers.set(name, known === undefined ? line : `${known}, ${line}`);
  }
  return headers;
};

/** Header names in the order the adapter writes them (lower case, sorted, as web Headers iterate), by the names given. */
const orders = new LRUCache<string, readonly (readonly [string, string])[]>({ max: 64 });

/** The head as the adapter writes a web Response's: its headers in that order, then the length. */
const written = (headers: Readonly<Record<string, string>>, length: number): string[] => {
  const names = Object.keys(headers);
  const order = remember(orders, names.join("\n"), () =>
    names.map((name) => [name.toLowerCase(), name] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const lines: string[] = [];
  for (const [lower, name] of order) lines.push(lower, headers[name] as string);
  lines.push("Content-Length", String(length));
  return lines;
};

const writeAnswer = (res: ServerResponse, { status, headers, body }: WrittenAnswer): void => {
  const size = body.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  res.writeHead(status, written(headers, size));
  for (let i = 0; i < body.length - 1; i++) res.write(body[i]);
  res.end(body[body.length - 1]);
};

/**
 * Writes the app's kept answer to `req`, or hands the request to `app` (`toApp`, which may first attach what was
 * read) when there is none. A failure before the answer (the quota's store) is the app's to report, in its Error
 * shape.
 */
export const writeOrHand = (
  reply: WrittenReply,
  req: IncomingMessage,
  res: ServerResponse,
  app: RequestListener,
  toApp: () => void = () => app(req, res),
): void => {
  if (reply === undefined) {
    toApp();
    return;
  }
  reply.then((answer) => (answer === undefined ? toApp() : writeAnswer(res, answer)), toApp);
};
