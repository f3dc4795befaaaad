/**
 * The Node entry, unchanged, on Bun and on Deno (their pinned npm packages): each starts src/server.ts as a
 * child process on a free loopback port and answers the profile, a search, a page and an MCP tool call.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import { SAMPLE_DIR } from "../support/content.js";
import { callTool, textOf, withClient } from "../support/mcp-client.js";
import { freePort } from "../support/port.js";
import { ROOT } from "../support/spawn.js";

interface Runtime {
  readonly name: "bun" | "deno";
  readonly args: readonly string[];
  /** Keeps the runtime's caches in a temporary folder rather than the home folder. */
  readonly env: (cache: string) => Record<string, string>;
}

const RUNTIMES: readonly Runtime[] = [
  { name: "bun", args: ["src/server.ts"], env: (cache) => ({ BUN_RUNTIME_TRANSPILER_CACHE_PATH: cache }) },
  {
    // The sources import each other with .js specifiers that name .ts files: Deno resolves those only with
    // --sloppy-imports. --no-lock: no deno.lock written into the repository.
    name: "deno",
    args: ["run", "--allow-all", "--sloppy-imports", "--no-lock", "src/server.ts"],
    env: (cache) => ({ DENO_DIR: cache, DENO_NO_UPDATE_CHECK: "1" }),
  },
];

const bin = (name: string): string => join(ROOT, "node_modules", ".bin", name);

interface Started {
  readonly origin: string;
  readonly version: string;
  /** Everything it has written to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the server on the runtime and resolves once it logs that it is serving. */
const start = async (runtime: Runtime): Promise<Started> => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const cache = await mkdtemp(join(tmpdir(), `${runtime.name}-cache-`));
  const version = await new Promise<string>((resolve, reject) => {
    const probe = spawn(bin(runtime.name), ["--version"]);
    let out = "";
    probe.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    probe.once("error", reject);
    probe.once("close", () => resolve(out.trim()));
  });
  const child: ChildProcess = spawn(bin(runtime.name), runtime.args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: cache,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: origin,
      // The sample, whose chapters and search answers the checks below name, whatever content/ holds.
      CONTENT_DIR: SAMPLE_DIR,
      RATE_LIMIT_STORE: "memory",
      NO_COLOR: "1",
      ...runtime.env(cache),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Serving ")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`${runtime.name} exited with ${code}:\n${output}`)));
  });
  return {
    origin,
    version,
    output: () => output,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await rm(cache, { recursive: true, force: true });
    },
  };
};

describe.each(RUNTIMES)("the service on $name", (runtime) => {
  let server: Started;
  beforeAll(async () => {
    server = await start(runtime);
  }, 120_000);
  afterAll(() => server?.stop());

  it("is the pinned release", () => {
    expect(server.version).toContain(packageJson.devDependencies[runtime.name]);
  });

  it("answers the profile and a search", async () => {
    const profile = await fetch(`${server.origin}/api/v1/profile`);
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { data: { links: { site: string } } }).data.links.site).toBe(`${server.origin}/`);
    const search = await fetch(`${server.origin}/api/v1/search?q=design+systems&limit=3`);
    expect(search.status).toBe(200);
    expect(((await search.json()) as { data: unknown[] }).data).toHaveLength(3);
  });

  it("answers a page and its Markdown twin", async () => {
    const page = await fetch(`${server.origin}/about`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const twin = await fetch(`${server.origin}/about`, { headers: { Accept: "text/markdown" } });
    expect(await twin.text()).toMatch(/^# /);
  });

  it("serves a link preview drawn for its own origin (its content is not the build's: another BASE_URL)", async () => {
    const preview = await fetch(`${server.origin}/assets/og/home.png`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/png");
    expect(server.output()).not.toContain("media_from_build");
  });

  it("answers an MCP tool call through the SDK client", async () => {
    const text = await withClient(server.origin, async (client) =>
      textOf(await callTool(client, "get_chapter", { id: "org-b", format: "markdown" })),
    );
    expect(text).toMatch(/Org B/);
  });
});
