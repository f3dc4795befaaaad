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
    const forwarded = readHeader(trustProxyHeader);
    if (forwarded !== undefined) {
      const entry = lastEntry(forwarded);
      if (entry) return entry;
    }
  }
  return socketAddress ?? "unknown";
};

/**
 * The last non-empty entry of a comma-separated list: the trusted proxy appends the address it saw, so that is
 * the one it vouches for. Read from the end without splitting, as it runs for every request.
 */
const lastEntry = (list: string): string | undefined => {
  let end = list.length;
  while (end > 0) {
    const comma = list.lastIndexOf(",", end - 1);
    const entry = list.slice(comma + 1, end).trim();
    if (entry) return entry;
    end = comma;
  }
  return undefined;
};
