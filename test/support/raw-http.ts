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

/** One response's head and where it ends in `raw`. */
const parseHead = (raw: Buffer, from: number) => {
  const split = raw.indexOf("\r\n\r\n", from, "latin1");
  const head = raw.subarray(from, split === -1 ? raw.length : split).toString("latin1");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1] ?? 0), headers, bodyStart: split === -1 ? raw.length : split + 4 };
};

const response = (raw: Buffer, from: number, to: number, closed: boolean): RawResponse => {
  const { status, headers, bodyStart } = parseHead(raw, from);
  const bytes = raw.subarray(Math.min(bodyStart, to), to);
  return { status, headers, body: bytes.toString("utf8"), bytes, closed };
};

/** Writes `request` as is; the bytes read until the server closes the socket or `idleMs` pass without more. */
const exchange = (port: number, request: string | Buffer, idleMs: number): Promise<{ raw: Buffer; closed: boolean }> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ raw: Buffer.concat(chunks), closed });
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

/**
 * Writes `request` as is and reads until the server closes the socket or `idleMs` pass without more bytes
 * (a keep-alive connection then counts as open). Only the first response is parsed: everything after its head is
 * its body.
 */
export const rawRequest = async (port: number, request: string | Buffer, idleMs = 1_000): Promise<RawResponse> => {
  const { raw, closed } = await exchange(port, request, idleMs);
  return response(raw, 0, raw.length, closed);
};

/** Statuses whose responses never carry content (RFC 9110 §6.4.1). */
const bodiless = (status: number): boolean => (status >= 100 && status < 200) || status === 204 || status === 304;

/**
 * Every response to pipelined requests written at once, each framed by its Content-Length (interim 1xx responses
 * included). `heads` marks, by position, the responses to HEAD requests, which carry no content whatever their
 * Content-Length says. `closed` is said of the last response only.
 */
export const rawResponses = async (
  port: number,
  request: string | Buffer,
  { idleMs = 1_000, heads = [] }: { idleMs?: number; heads?: readonly number[] } = {},
): Promise<RawResponse[]> => {
  const { raw, closed } = await exchange(port, request, idleMs);
  const responses: RawResponse[] = [];
  let finals = 0;
  let at = 0;
  while (at < raw.length) {
    const { status, headers, bodyStart } = parseHead(raw, at);
    const interim = status < 200;
    const noContent = bodiless(status) || (!interim && heads.includes(finals));
    if (!interim) finals++;
    const end = Math.min(raw.length, bodyStart + (noContent ? 0 : Number(headers["content-length"] ?? 0)));
    responses.push(response(raw, at, end, false));
    at = end;
  }
  const last = responses.at(-1);
  if (last) responses[responses.length - 1] = { ...last, closed };
  return responses;
};
