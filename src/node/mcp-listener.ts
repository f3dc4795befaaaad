/**
 * MCP's kept answers on Node: a `POST /mcp` whose answer the app already keeps (a list of a revision, a tool call
 * answered before: BuiltApp.mcp) is read and written here, without a web Request, Hono's dispatch or a web
 * Response, as the table's hits are (table-listener.ts). The quota is counted and the log told as the app does,
 * and the status, headers and bytes are the app's (test/security/mcp-fast-path.test.ts compares the two).
 * Anything else goes to the app with the body already read, which the adapter takes as `rawBody`; a body without
 * a declared length, or over the limit, goes to the app unread, as the app alone refuses those.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { MCP_PATH } from "../content/urls.js";
import { MAX_BODY_BYTES, type McpRequest, type McpRequestAnswer } from "../mcp/transport/route.js";
import type { LogFields } from "../schema/request-log.js";
import { isSimpleHost } from "./table-listener.js";

/** A request whose body was read here: the adapter reads it from this field rather than from the stream. */
type ReadIncoming = IncomingMessage & { rawBody?: Buffer };

/**
 * A header as the adapter's web Headers read it: every line of that name, joined with ", " (Node's own
 * `headers` keeps only the first Content-Type or User-Agent).
 */
const headerOf =
  (rawHeaders: readonly string[]) =>
  (name: string): string | undefined => {
    const lower = name.toLowerCase();
    let value: string | undefined;
    for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
      const raw = rawHeaders[i] as string;
      if (raw.length === lower.length && raw.toLowerCase() === lower) {
        const line = rawHeaders[i + 1] as string;
        value = value === undefined ? line : `${value}, ${line}`;
      }
    }
    return value;
  };

/**
 * The head as the adapter writes a web Response's: names in lower case and in order (as web Headers iterate), then
 * the length.
 */
const written = (headers: Readonly<Record<string, string>>, length: number): string[] => {
  const lines = Object.entries(headers).map(([name, value]): [string, string] => [name.toLowerCase(), value]);
  lines.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [...lines.flat(), "Content-Length", String(length)];
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
    const length = req.headers["content-length"];
    if (
      answer === undefined ||
      length === undefined ||
      req.headers["transfer-encoding"] !== undefined ||
      Number.parseInt(length, 10) > MAX_BODY_BYTES ||
      !isSimpleHost(req.headers.host)
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
        header: headerOf(req.rawHeaders),
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
        const size = parts.body.reduce((sum, part) => sum + part.byteLength, 0);
        res.writeHead(parts.status, written(parts.headers, size));
        for (const part of parts.body.slice(0, -1)) res.write(part);
        res.end(parts.body[parts.body.length - 1]);
      }, toApp);
    });
  };
