/** The 2026-07-28 revision over raw HTTP: discovery, cache hints, header validation and the reserved errors. */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROTOCOL_VERSIONS } from "../../src/mcp/protocol.js";
import { MISSING_CHAPTER_ID } from "../support/content.js";
import { MODERN_META, post, postModern, rpc } from "../support/mcp-raw.js";
import { type RunningServer, startServer } from "../support/server.js";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

type Answer = { result?: Record<string, unknown>; error?: { code: number; message: string; data?: unknown } };
const answer = async (res: Response): Promise<Answer> => (await res.json()) as Answer;

/** The max-age of the site's cacheable responses, in milliseconds: content changes only on deploy. */
const TTL_MS = 3_600_000;

describe("server/discover", () => {
  it("names every supported revision, the capabilities and the server, with a public cache hint", async () => {
    const res = await postModern(server.origin, "server/discover");
    expect(res.status).toBe(200);
    const { result } = await answer(res);
    expect(result).toMatchObject({
      supportedVersions: [...PROTOCOL_VERSIONS],
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false }, completions: {} },
      resultType: "complete",
      ttlMs: TTL_MS,
      cacheScope: "public",
      _meta: { "io.modelcontextprotocol/serverInfo": { name: "localhost/profile", version: "1.0.0" } },
    });
    expect(result?.instructions).toMatch(/Cite the page/);
  });
});

describe("list results carry cache hints consistent with the site's caching", () => {
  it.each(["tools/list", "prompts/list", "resources/list", "resources/templates/list"])("%s", async (method) => {
    const { result } = await answer(await postModern(server.origin, method));
    expect(result).toMatchObject({ resultType: "complete", ttlMs: TTL_MS, cacheScope: "public" });
  });

  it("resources/read too; tools/call results are not cacheable and carry none", async () => {
    const read = await answer(await postModern(server.origin, "resources/read", { uri: `${server.origin}/about.md` }));
    expect(read.result).toMatchObject({ ttlMs: TTL_MS, cacheScope: "public" });
    const call = await answer(await postModern(server.origin, "tools/call", { name: "get_profile", arguments: {} }));
    expect(call.result).toMatchObject({ resultType: "complete" });
    expect(call.result).not.toHaveProperty("ttlMs");
  });
});

describe("Mcp-Method and Mcp-Name are checked against the body", () => {
  it("a Mcp-Name naming another tool is refused with 400 and -32020 (header mismatch)", async () => {
    const res = await postModern(
      server.origin,
      "tools/call",
      { name: "search", arguments: { query: "design" } },
      { "Mcp-Name": "get_profile" },
    );
    expect(res.status).toBe(400);
    expect((await answer(res)).error?.code).toBe(-32020);
  });

  it("a Mcp-Method naming another method is refused the same way", async () => {
    const res = await postModern(server.origin, "tools/list", {}, { "Mcp-Method": "prompts/list" });
    expect(res.status).toBe(400);
    expect((await answer(res)).error?.code).toBe(-32020);
  });

  it("a missing MCP-Protocol-Version header is refused too", async () => {
    const res = await post(server.origin, rpc("tools/list", 1, { _meta: MODERN_META }), { "Mcp-Method": "tools/list" });
    expect(res.status).toBe(400);
    expect((await answer(res)).error?.code).toBe(-32020);
  });
});

describe("versions", () => {
  // A client of a later revision tries its own version first, whatever its version string looks like, and falls
  // back with the list it is sent: dates, semantic versions, words, nothing at all.
  const UNSUPPORTED = ["2027-01-01", "2031-01-01", "2024-11-05", "v999.0.0", "1.0", "banana", ""];
  const claiming = (version: string, method: string, id: number | string) =>
    post(
      server.origin,
      rpc(method, id, { _meta: { ...MODERN_META, "io.modelcontextprotocol/protocolVersion": version } }),
      {
        "MCP-Protocol-Version": version,
        "Mcp-Method": method,
      },
    );

  it.each(
    UNSUPPORTED.flatMap((version) => [
      [version, "tools/list"],
      [version, "server/discover"],
    ]),
  )(
    "a request claiming %j (%s) gets UnsupportedProtocolVersionError (-32022) listing every supported revision, with its id",
    async (version, method) => {
      const res = await claiming(version, method, "req-7");
      expect(res.status).toBe(400);
      const body = (await res.json()) as Answer & { id: unknown };
      expect(body.error).toMatchObject({
        code: -32022,
        data: { supported: [...PROTOCOL_VERSIONS], requested: version },
      });
      expect(body.id).toBe("req-7");
    },
  );

  it("an error the transport writes before reading the message still carries the request's id", async () => {
    const res = await post(server.origin, rpc("tools/list", 9, { _meta: MODERN_META }), {
      "Content-Type": "text/plain",
      "MCP-Protocol-Version": "2026-07-28",
      "Mcp-Method": "tools/list",
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ id: 9, error: { code: -32000 } });
  });
});

describe("errors use the revision's codes", () => {
  it("an unknown resource is -32602 with the URI as data (2026-07-28: the SDK encodes every revision so)", async () => {
    const uri = `${server.origin}/story/${MISSING_CHAPTER_ID}.md`;
    const { error } = await answer(await postModern(server.origin, "resources/read", { uri }));
    expect(error).toMatchObject({ code: -32602, data: { uri } });
    expect(error?.message).toContain("org-a, org-b");
  });

  it("an unknown tool is -32602 with one plain message", async () => {
    const { error } = await answer(await postModern(server.origin, "tools/call", { name: "nope", arguments: {} }));
    expect(error).toMatchObject({ code: -32602, message: "Tool nope not found" });
  });
});
