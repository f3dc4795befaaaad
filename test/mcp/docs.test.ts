/** The documents that describe /mcp list every revision and show a 2026-07-28 request that really works. */
import { delimiter, dirname } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleQuery } from "../../src/content/site.js";
import { modernCurlExample, PROTOCOL_VERSIONS } from "../../src/mcp/protocol.js";
import { type RunningServer, startServer } from "../support/server.js";
import { runCommand } from "../support/spawn.js";
import { requireTool } from "../support/tool-gate.js";

/** Missing, the documented request is not run here and fails under CI (test/support/tool-gate.ts). */
const CURL = requireTool("curl");

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const text = async (path: string) => (await fetch(`${server.origin}${path}`)).text();

describe("documents", () => {
  it.each(["/developers.md", "/developers/llms.txt", "/llms.txt", "/.well-known/mcp"])(
    "%s lists every supported revision",
    async (path) => {
      const body = await text(path);
      for (const version of PROTOCOL_VERSIONS) expect(body).toContain(version);
    },
  );

  it.each(["/developers.md", "/developers/llms.txt"])("%s shows the 2026-07-28 curl request", async (path) => {
    expect(await text(path)).toContain(modernCurlExample(server.site.urls.mcp, exampleQuery(server.site)));
  });

  it.skipIf(CURL === undefined)("the curl request, run as written, gets search results", async () => {
    // Run as a reader would, by the name `curl`, with the folder it was found in on PATH.
    const env = { ...process.env, PATH: [dirname(CURL ?? ""), process.env.PATH].join(delimiter) };
    const run = await runCommand("sh", ["-c", modernCurlExample(server.site.urls.mcp, exampleQuery(server.site))], {
      timeout: 20_000,
      env,
    });
    expect(run.code, run.stderr).toBe(0);
    const answer = JSON.parse(run.stdout) as { result: { structuredContent: { data: unknown[] }; resultType: string } };
    expect(answer.result.resultType).toBe("complete");
    expect(answer.result.structuredContent.data.length).toBeGreaterThan(0);
  });
});
