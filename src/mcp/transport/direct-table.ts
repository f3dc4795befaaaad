/**
 * The direct path's table: answers that depend on the revision and the method only (the lists, 2026-07-28's
 * server/discover), captured from the SDK's own answer to a canonical request the first time each is asked for,
 * and kept up to the request's id. Captured when first asked, not all at once when the handler loads: recording
 * all seventeen built as many SDK servers on the first POST of any kind, about 6 MB of a warm server's RSS, for
 * lists a server answering one revision's `tools/call` never sends.
 */
import type { InboundClassificationOutcome } from "@modelcontextprotocol/server";
import { MODERN_VERSION, type ProtocolVersion } from "../protocol.js";
import { classify } from "./classify.js";

/** The SDK's answer to one message: what the direct path must equal, and where it sends what it does not know. */
export type SdkServe = (request: Request, message: unknown, outcome: InboundClassificationOutcome) => Promise<Response>;

/** An answer kept up to its id (the body's last member): everything before the id, and how it is sent. */
export interface KeptAnswer {
  readonly prefix: Uint8Array;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
}

const CANONICAL_ID = 0;
const ID_TAIL = `,"id":${CANONICAL_ID}}`;

const encoder = new TextEncoder();
export const utf8 = (text: string): Uint8Array => encoder.encode(text);

/** The request a plain client of `version` sends for `method`, for capturing the SDK's answer. */
const canonicalRequest = (version: ProtocolVersion, method: string): { request: Request; message: unknown } => {
  const modern = version === MODERN_VERSION;
  const params = modern
    ? {
        _meta: {
          "io.modelcontextprotocol/protocolVersion": version,
          "io.modelcontextprotocol/clientInfo": { name: "table", version: "1.0.0" },
          "io.modelcontextprotocol/clientCapabilities": {},
        },
      }
    : {};
  const message = { jsonrpc: "2.0", id: CANONICAL_ID, method, params };
  const request = new Request("http://localhost/mcp", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": version,
      ...(modern ? { "mcp-method": method } : {}),
    },
    body: JSON.stringify(message),
  });
  return { request, message };
};

/**
 * The SDK's answer to a table method's canonical request; undefined when it is not shaped as expected or the SDK
 * failed to give one, and the method is then always answered by the SDK.
 */
const capture = async (serve: SdkServe, version: ProtocolVersion, method: string): Promise<KeptAnswer | undefined> => {
  try {
    const { request, message } = canonicalRequest(version, method);
    const response = await serve(request, message, classify(request, message));
    const text = await response.text();
    if (response.status !== 200 || !text.endsWith(ID_TAIL)) return undefined;
    return {
      prefix: utf8(text.slice(0, text.length - `${CANONICAL_ID}}`.length)),
      status: response.status,
      headers: Object.fromEntries(response.headers),
    };
  } catch {
    return undefined;
  }
};

export interface AnswerTable {
  /** The kept answer, captured on the first request for it (concurrent first requests share one capture). */
  readonly answer: (version: ProtocolVersion, method: string) => Promise<KeptAnswer | undefined>;
  /** The kept answer when its capture has already succeeded, else undefined: nothing is captured. */
  readonly captured: (version: ProtocolVersion, method: string) => KeptAnswer | undefined;
}

export const answerTable = (serve: SdkServe): AnswerTable => {
  const pending = new Map<string, Promise<KeptAnswer | undefined>>();
  const done = new Map<string, KeptAnswer>();
  return {
    answer: (version, method) => {
      const key = `${version} ${method}`;
      let entry = pending.get(key);
      if (entry === undefined) {
        entry = capture(serve, version, method).then((kept) => {
          if (kept !== undefined) done.set(key, kept);
          return kept;
        });
        pending.set(key, entry);
      }
      return entry;
    },
    captured: (version, method) => done.get(`${version} ${method}`),
  };
};
