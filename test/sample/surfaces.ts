/**
 * The two ways a client reaches search, as relevance askers: REST (GET /api/v1/search) and MCP (a `tools/call`
 * of the `search` tool posted to /mcp), both through the real app, so the relevance sets are scored on exactly
 * what clients get back. Each request comes from a new client address: the evaluation asks more questions than
 * one client's fair-use quota allows, and quota is not what is measured here.
 */
import type { Hono } from "hono";
import { createApp } from "../../src/app.js";
import type { Site } from "../../src/content/site.js";
import { MCP_LIMIT, REST_LIMIT } from "../../src/schema/search.js";
import type { Ask, RecordRef } from "../../src/search/evaluation/evaluate.js";

/** The protocol revision the MCP asker speaks: stateless, so every call stands alone. */
const MCP_PROTOCOL = "2025-11-25";

interface SearchBody {
  readonly data: readonly RecordRef[];
}

const refs = (body: SearchBody): RecordRef[] => body.data.map(({ type, id }) => ({ type, id }));

export interface Surfaces {
  /** GET /api/v1/search?q=…, with the REST default limit. */
  readonly rest: Ask;
  /** The MCP `search` tool with its default limit. */
  readonly mcp: Ask;
}

export const surfaces = async (site: Site): Promise<Surfaces> => {
  let client = 0;
  const app: Hono = await createApp({
    site,
    clientAddress: () => {
      client = (client + 1) % 0xffff;
      return `198.51.${client >> 8}.${client & 0xff}`;
    },
    // An error is a failed search; the SDK's one construction notice (level info) is not.
    logError: (entry) => {
      if (entry.level !== "info") throw new Error(`search failed: ${JSON.stringify(entry)}`);
    },
  });
  const base = new URL(site.urls.base);
  const host = { Host: base.host };

  const rest: Ask = async (query) => {
    const url = new URL("/api/v1/search", base);
    url.searchParams.set("q", query);
    url.searchParams.set("limit", String(REST_LIMIT.default));
    const res = await app.request(url.href, { headers: host });
    if (res.status !== 200) throw new Error(`GET ${url.pathname}${url.search} → ${res.status}: ${await res.text()}`);
    return refs((await res.json()) as SearchBody);
  };

  let id = 0;
  const mcp: Ask = async (query) => {
    id += 1;
    const res = await app.request(new URL("/mcp", base).href, {
      method: "POST",
      headers: {
        ...host,
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        "MCP-Protocol-Version": MCP_PROTOCOL,
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id,
        method: "tools/call",
        params: { name: "search", arguments: { query, limit: MCP_LIMIT.default } },
      }),
    });
    const text = await res.text();
    const reply = JSON.parse(text) as { result?: { structuredContent?: SearchBody; isError?: boolean } };
    const body = reply.result?.structuredContent;
    if (res.status !== 200 || reply.result?.isError || body === undefined) {
      throw new Error(`MCP search "${query}" → ${res.status}: ${text}`);
    }
    return refs(body);
  };

  return { rest, mcp };
};
