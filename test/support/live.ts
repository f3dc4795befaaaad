/** Checks that the URLs a discovery file names are live on the running server. */

/** GET on an MCP endpoint answers 405 by design, so the MCP URL is proven live with an `initialize` call. */
const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "discovery-test", version: "1.0.0" } },
};

export const probe = (url: string, mcpUrl: string, accept = "*/*"): Promise<Response> =>
  url === mcpUrl
    ? fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
        body: JSON.stringify(initialize),
      })
    : fetch(url, { headers: { Accept: accept } });

/** The media type without parameters, lower-cased. */
export const essence = (contentType: string | null): string =>
  (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

export interface Link {
  readonly href: string;
  /** When given, the response's media type must be this one (parameters aside). */
  readonly type?: string | undefined;
}

/** Every link that does not answer 200 (with the promised type), as readable lines; empty when all are live. */
export const brokenLinks = async (links: readonly Link[], mcpUrl: string): Promise<string[]> => {
  const problems: string[] = [];
  const unique = new Map(links.map((link) => [`${link.href} ${link.type ?? ""}`, link]));
  for (const { href, type } of unique.values()) {
    const res = await probe(href, mcpUrl, type);
    await res.body?.cancel();
    const served = essence(res.headers.get("content-type"));
    if (res.status !== 200) problems.push(`${href}: status ${res.status}`);
    else if (type && served !== essence(type)) problems.push(`${href}: served ${served}, promised ${type}`);
  }
  return problems;
};
