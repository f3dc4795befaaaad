/**
 * MCP protocol versions this server speaks (SPEC §4.3, STANDARDS §11) and the checks the SDK does not make
 * for us: it also accepts two 2024 versions and batches under any version, and none of that can be turned
 * off by an option, so each POST body is checked here before the transport sees it.
 */

export const PROTOCOL_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26"] as const;
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];

export const LATEST_VERSION: ProtocolVersion = "2025-11-25";
/** What a request without an MCP-Protocol-Version header is taken to speak (2025-06-18 transport rules). */
export const ASSUMED_VERSION: ProtocolVersion = "2025-03-26";
/** The first version without JSON-RPC batching. */
const BATCHES_REMOVED_IN: ProtocolVersion = "2025-06-18";

export const isSupportedVersion = (value: string): value is ProtocolVersion =>
  (PROTOCOL_VERSIONS as readonly string[]).includes(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const requestedVersion = (message: unknown): string | undefined => {
  if (!isRecord(message) || message.method !== "initialize" || !isRecord(message.params)) return undefined;
  const version = message.params.protocolVersion;
  return typeof version === "string" ? version : undefined;
};

/** An initialize asking for a version we do not speak is answered with the latest one, as the spec says. */
const negotiate = (message: unknown): unknown => {
  const version = requestedVersion(message);
  if (version === undefined || isSupportedVersion(version) || !isRecord(message) || !isRecord(message.params)) {
    return message;
  }
  return { ...message, params: { ...message.params, protocolVersion: LATEST_VERSION } };
};

export type CheckedBody =
  | { readonly ok: true; readonly body: unknown }
  | { readonly ok: false; readonly message: string };

/**
 * The parsed POST body, with initialize's version negotiated, or the reason to refuse it. Batches are judged
 * by the header's version, else by the version an initialize inside them would get, else the assumed one.
 */
export const checkBody = (body: unknown, headerVersion: ProtocolVersion | undefined): CheckedBody => {
  if (!Array.isArray(body)) return { ok: true, body: negotiate(body) };
  if (body.length === 0) return { ok: false, message: "Invalid Request: an empty batch is not a JSON-RPC request." };
  const messages = body.map(negotiate);
  const version = headerVersion ?? messages.map(requestedVersion).find((v) => v !== undefined) ?? ASSUMED_VERSION;
  if (version >= BATCHES_REMOVED_IN) {
    return {
      ok: false,
      message: `Invalid Request: protocol version ${version} has no JSON-RPC batching; send one message per POST.`,
    };
  }
  return { ok: true, body: messages };
};
