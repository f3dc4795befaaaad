/**
 * The 2026-07-28 revision through the SDK's own entry (`createMcpHandler`, modern requests only: the legacy
 * era is served by legacy.ts with JSON responses). The SDK checks the `_meta` envelope, the Mcp-Method and
 * Mcp-Name headers against the body (-32020), and answers unsupported versions with -32022.
 *
 * One correction: the SDK lists only modern revisions in `server/discover` and in -32022's `supported`, while
 * this endpoint serves the 2025 revisions too, and the 2026-07-28 versioning page shows a dual-era server
 * listing both ("supported": ["2026-07-28", "2025-11-25"]). Those two answers get the full list.
 */
import { createMcpHandler } from "@modelcontextprotocol/server";
import { PROTOCOL_VERSIONS } from "../protocol.js";
import type { PreparedServer } from "../server.js";
import { requestId } from "./jsonrpc.js";

const UNSUPPORTED_PROTOCOL_VERSION = -32022;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The answer with every supported revision listed where the SDK lists the modern ones; other answers as given. */
export const advertiseAllVersions = (answer: unknown): unknown => {
  if (!isRecord(answer)) return answer;
  const { result, error } = answer;
  if (isRecord(result) && Array.isArray(result.supportedVersions)) {
    return { ...answer, result: { ...result, supportedVersions: [...PROTOCOL_VERSIONS] } };
  }
  if (isRecord(error) && error.code === UNSUPPORTED_PROTOCOL_VERSION && isRecord(error.data)) {
    return { ...answer, error: { ...error, data: { ...error.data, supported: [...PROTOCOL_VERSIONS] } } };
  }
  return answer;
};

/**
 * The answer with the request's id where the SDK wrote `null` on an error: its transport refuses a wrong media type
 * before reading the message, yet the id was readable, and a client matches an error to its request by id.
 */
export const withRequestId = (answer: unknown, id: string | number | undefined): unknown =>
  id !== undefined && isRecord(answer) && isRecord(answer.error) && answer.id === null ? { ...answer, id } : answer;

export type ModernHandler = (request: Request, body: unknown, method: string | undefined) => Promise<Response>;

/**
 * Runs `make` (synchronous) with console.warn handed to `warn`. The SDK's createMcpHandler prints a plain-text
 * warning on stderr whenever `responseMode: 'json'` is chosen ("drops mid-call notifications"), with no option to
 * turn it off; this server sends no notification during a call, so the line reports nothing wrong, and as plain
 * text beside JSON log lines it breaks a log reader. It goes to the app's log instead, as JSON.
 */
export const withWarningsTo = <T>(warn: (message: string) => void, make: () => T): T => {
  const original = console.warn;
  console.warn = (...args: unknown[]) => warn(args.map(String).join(" "));
  try {
    return make();
  } finally {
    console.warn = original;
  }
};

export const modernHandler = (
  prepared: PreparedServer,
  log: (entry: Record<string, unknown>) => void = (entry) => console.error(JSON.stringify(entry)),
): ModernHandler => {
  const handler = withWarningsTo(
    (message) => log({ level: "info", event: "mcp_sdk_notice", message }),
    () => createMcpHandler(prepared.create, { legacy: "reject", responseMode: "json" }),
  );
  return async (request, body, method) => {
    const response = await handler.fetch(request, { parsedBody: body });
    if (method !== "server/discover" && response.status < 400) return response;
    if (!response.headers.get("content-type")?.startsWith("application/json")) return response;
    const answer = withRequestId(advertiseAllVersions(JSON.parse(await response.text())), requestId(body));
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return new Response(JSON.stringify(answer), { status: response.status, headers });
  };
};
