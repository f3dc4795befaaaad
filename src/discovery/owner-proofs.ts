/**
 * Proofs that the owner controls this domain, set from the environment (config.ts), not the content: the MCP
 * Registry's HTTP proof for publishing server.json under the domain's name, and a Bluesky domain handle's DID.
 * Each is served as text when set and is a plain 404 when not. They are added to a table after its snapshot is
 * taken, so a build never bakes one into the start snapshot that a server with other settings would then serve.
 */
import { prepare } from "../http/cache.js";
import { TEXT_TYPE } from "../http/headers.js";
import type { ResponseTable } from "../http/table.js";

export interface OwnerProofs {
  /** `v=MCPv1; k=ed25519; p=<public key>`, as `mcp-publisher` prints it. */
  readonly mcpRegistryAuth?: string | undefined;
  /** `did:plc:…` or `did:web:…`. */
  readonly atprotoDid?: string | undefined;
}

export const MCP_REGISTRY_AUTH_PATH = "/.well-known/mcp-registry-auth";
export const ATPROTO_DID_PATH = "/.well-known/atproto-did";

/** The body exactly as set, no newline after it: both readers compare the text itself. */
export const addOwnerProofs = async (table: ResponseTable, proofs: OwnerProofs): Promise<void> => {
  const files = [
    [MCP_REGISTRY_AUTH_PATH, proofs.mcpRegistryAuth],
    [ATPROTO_DID_PATH, proofs.atprotoDid],
  ] as const;
  for (const [path, text] of files) {
    if (text !== undefined) table.add({ path, representations: [await prepare(text, TEXT_TYPE)] });
  }
};
