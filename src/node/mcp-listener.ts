/**
 * MCP's kept answers on Node: a `POST /mcp` whose answer the app already keeps (a list of a revision, a tool call
 * answered before: BuiltApp.mcp) is read and written here, without a web Request, Hono's dispatch or a web
 * Response, as the table's hits are (table-listener.ts). The quota is counted and the log told as the app does,
 * and the status, headers and bytes are the app's (test/security/mcp-fast-path.test.ts compares the two).
 * Anything else goes to the app with the body already read, which the adapter takes as `rawBody`; a body without
 * a declared length, or over the limit, goes to the app unread, as the app alone refuses those.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { MCP_PATH } from "../content/urls.js";
import { remember } from "../http/memo.js";
import { MAX_BODY_BYTES, type McpRequest, type McpRequestAnswer } from "../mcp/transport/route.js";
import type { LogFields } from "../schema/request-log.js";
import { isSimpleHost } from "./table-listener.js";

/** A request whose body was read here: the adapter reads it from this field rather than from the stream. */
type ReadIncoming = IncomingMessage & { rawBody?: Buffer };

/**
 * The request's headers as the adapter's web Headers read them: by lower-case name, every line of a name joined
 * with ", " (Node's own `headers` keeps only the first Content-Type or User-Agent).
 */
const headersOf = (rawHeaders: readonly string[]): Map<string, string> => {
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

const textDecoder = new TextDecoder();

const readBody = (req: IncomingMessage, done: (body: Buffer) => void): void => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  // A client that leaves before the end gets nothing: its socket is gone.
  req.on("end", () => done(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
};

export const mcpListener =
  (
    mcp: () => ((request: McpRequest) => McpRequestAnswer) | undefined,
    tell: ((incoming: IncomingMessage, facts: LogFields) => void) | undefined,
    app: RequestListener,
  ): RequestListener =>
  (req: IncomingMessage, res: ServerResponse): void => {
    const answer = req.method === "POST" && req.url === MCP_PATH ? mcp() : undefined;
    if (answer === undefined) {
      app(req, res);
      return;
    }
    const headers = headersOf(req.rawHeaders);
    const length = headers.get("content-length");
    if (
      length === undefined ||
      headers.has("transfer-encoding") ||
      Number.parseInt(length, 10) > MAX_BODY_BYTES ||
      !isSimpleHost(headers.get("host"))
    ) {
      app(req, res);
      return;
    }
    readBody(req, (body) => {
      const toApp = (): void => {
        (req as ReadIncoming).rawBody = body;
        app(req, res);
      };
      const pending = answer({
        header: (name) => headers.get(name.toLowerCase()),
        text: textDecoder.decode(body),
        address: req.socket.remoteAddress,
        tell: tell && ((facts) => tell(req, facts)),
      });
      if (pending === undefined) {
        toApp();
        return;
      }
      // A failure before the answer (the quota's store) is the app's to report, in its Error shape.
      pending.then((parts) => {
        if (parts === undefined) {
          toApp();
          return;
        }
        const { status, headers: out, body: chunks } = parts;
        const size = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
        res.writeHead(status, written(out, size));
        for (let i = 0; i < chunks.length - 1; i++) res.write(chunks[i]);
        res.end(chunks[chunks.length - 1]);
      }, toApp);
    });
  };
