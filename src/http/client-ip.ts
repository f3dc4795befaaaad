/**
 * Who the client is, for the quota. The socket address, unless the operator names a header set by their own
 * proxy (TRUST_PROXY). Without that setting a client-sent X-Forwarded-For is ignored: trusting it would let
 * anyone pick a fresh identity per request.
 */
export const clientIdentity = (
  socketAddress: string | undefined,
  trustProxyHeader: string | undefined,
  readHeader: (name: string) => string | undefined,
): string => {
  if (trustProxyHeader) {
    // The trusted proxy appends the address it saw, so the last entry is the one it vouches for.
    const forwarded = readHeader(trustProxyHeader)
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded;
  }
  return socketAddress ?? "unknown";
};
