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
import type { WrittenReply } from "../http/written-answer.js";
import { MAX_BODY_BYTES, type McpRequest } from "../mcp/transport/route.js";
import type { LogFields } from "../schema/request-log.js";
import { headersOf, writeOrHand } from "./answer-writer.js";
import { isSimpleHost } from "./table-listener.js";

/** A request whose body was read here: the adapter reads it from this field rather than from the stream. */
type ReadIncoming = IncomingMessage & { rawBody?: Buffer };

const textDecoder = new TextDecoder();

const readBody = (req: IncomingMessage, done: (body: Buffer) => void): void => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  // A client that leaves before the end gets nothing: its socket is gone.
  req.on("end", () => done(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
};

export const mcpListener =
  (
    mcp: () => ((request: McpRequest) => WrittenReply) | undefined,
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
      const reply = answer({
        header: (name) => headers.get(name.toLowerCase()),
        text: textDecoder.decode(body),
        address: req.socket.remoteAddress,
        tell: tell && ((facts) => tell(req, facts)),
      });
      writeOrHand(reply, req, res, app, toApp);
    });
  };
