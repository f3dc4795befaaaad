/** Raw HTTP/1.1 over a socket, for requests no HTTP client will send (lower-case methods, smuggling shapes). */
import { connect } from "node:net";

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** The body's exact bytes (a gzip body is not text). */
  readonly bytes: Buffer;
  /** The server closed the connection after this response. */
  readonly closed: boolean;
}

const parse = (raw: Buffer, closed: boolean): RawResponse => {
  const text = raw.toString("latin1");
  const split = text.indexOf("\r\n\r\n");
  const head = split === -1 ? text : text.slice(0, split);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(" ")[1] ?? 0),
    headers,
    body: split === -1 ? "" : raw.subarray(split + 4).toString("utf8"),
    bytes: split === -1 ? Buffer.alloc(0) : raw.subarray(split + 4),
    closed,
  };
};

/**
 * Writes `request` as is and reads until the server closes the socket or `idleMs` pass without more bytes
 * (a keep-alive connection then counts as open). Only the first response is parsed.
 */
export const rawRequest = (port: number, request: string | Buffer, idleMs = 1_000): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parse(Buffer.concat(chunks), closed));
    };
    const arm = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(false), idleMs);
    };
    socket.on("connect", () => {
      socket.write(request);
      arm();
    });
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      arm();
    });
    socket.on("end", () => finish(true));
    socket.on("error", (error) => (chunks.length > 0 ? finish(true) : reject(error)));
  });
