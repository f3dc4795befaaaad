/**
 * What the Node server's listeners for kept answers share (mcp-listener.ts, search-listener.ts): reading request
 * headers as the app's adapter reads them, and writing a kept answer with the head the adapter would write for
 * the app's Response, with no web Request or Response made. Anything the app must answer after all is handed to
 * it unchanged.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
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

const RATE_LIMIT = "RateLimit";

/**
 * A head as the adapter writes a web Response's: the headers by lower-case name in sorted order (as web Headers
 * iterate), then Content-Length, as the flat name/value list `writeHead` takes; the slots a request fills in.
 */
interface Head {
  readonly lines: readonly string[];
  /** Where the quota's value goes, or -1 when the answer has none of its own. */
  readonly rateLimitAt: number;
}

const headOf = (headers: Readonly<Record<string, string>>, withRateLimit: boolean): Head => {
  const names = Object.keys(headers);
  if (withRateLimit) names.push(RATE_LIMIT);
  const sorted = names.map((name) => [name.toLowerCase(), name] as const).sort(([a], [b]) => (a < b ? -1 : 1));
  const lines = sorted.flatMap(([lower, name]) => [lower, headers[name] ?? ""]);
  lines.push("Content-Length", "");
  return { lines, rateLimitAt: withRateLimit ? lines.indexOf(RATE_LIMIT.toLowerCase()) + 1 : -1 };
};

/** Heads by the answer's headers object (an answer of one kind gives the same one), with and without a quota value. */
const heads = { with: new WeakMap<object, Head>(), without: new WeakMap<object, Head>() };

const writeAnswer = (res: ServerResponse, { status, headers, rateLimit, body }: WrittenAnswer): void => {
  const head =
    rateLimit === undefined
      ? remember(heads.without, headers, () => headOf(headers, false))
      : remember(heads.with, headers, () => headOf(headers, true));
  const lines = head.lines.slice();
  if (rateLimit !== undefined) lines[head.rateLimitAt] = rateLimit;
  let size = 0;
  for (const part of body) size += part.byteLength;
  lines[lines.length - 1] = String(size);
  // Node corks the socket at the first write until end(): the head and every part leave in one write.
  res.writeHead(status, lines);
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
