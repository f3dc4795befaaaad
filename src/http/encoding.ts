/** Content-coding negotiation (RFC 9110 §12.5.3): does the client take gzip? */

const weight = (params: readonly string[]): number => {
  const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="));
  const value = q === undefined ? 1 : Number(q.slice(2));
  return Number.isFinite(value) ? value : 0;
};

/** An explicit `gzip` entry decides; otherwise `*` does; an absent header means identity only. */
export const acceptsGzip = (header: string | undefined): boolean => {
  if (!header) return false;
  let wildcard: number | undefined;
  for (const entry of header.split(",")) {
    const [coding = "", ...params] = entry.split(";");
    const name = coding.trim().toLowerCase();
    if (name === "gzip" || name === "x-gzip") return weight(params) > 0;
    if (name === "*") wildcard = weight(params);
  }
  return wildcard !== undefined && wildcard > 0;
};
