/**
 * A draft is never published by accident: on a record `npm run init` wrote (every text to write marked
 * PLACEHOLDER), each publishing command, run for real, stops with the list of what is left to write (file and
 * field) and how to finish, and writes nothing: the build for a public origin or with `--publish` (the Docker
 * build's), the Workers bundle and the static export. A local build is a preview and is not refused.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLocalOrigin } from "../../scripts/draft-gate.js";
import { findPlaceholders, formatPlaceholders } from "../../src/content/placeholders.js";
import { contentFiles } from "../support/content.js";
import { ROOT, runTsx } from "../support/spawn.js";

const work = mkdtempSync(join(tmpdir(), "draft-gate-"));
const draft = join(work, "draft");
let listed: string;
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(async () => {
  const init = await runTsx(["scripts/owner/init.ts", "--out", draft]);
  expect(init.code).toBe(0);
  listed = formatPlaceholders(findPlaceholders(await contentFiles(draft)), draft);
  expect(listed.split("\n").length).toBeGreaterThan(5);
}, 60_000);

/** What a refusal must say: the command refused, every text left (the list check:content prints), the way out. */
const expectRefusal = (run: { code: number | null; stderr: string }, action: string): void => {
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(`Refusing to ${action}: ${draft}/ is a draft`);
  expect(run.stderr).toContain(listed);
  expect(run.stderr).toContain("npm run check:content");
  expect(run.stderr).toContain("docs/your-own-profile.md");
  expect(run.stderr).not.toMatch(/\n\s+at /);
};

const distServer = join(ROOT, "dist", "server.js");
const builtAt = (): number | undefined => (existsSync(distServer) ? statSync(distServer).mtimeMs : undefined);

describe("every publishing command refuses a draft", () => {
  it("npm run build for a public origin, leaving the last build in dist/ as it was", async () => {
    const before = builtAt();
    const run = await runTsx(["scripts/build/build.ts"], { CONTENT_DIR: draft, BASE_URL: "https://example.com" });
    expectRefusal(run, "build for https://example.com");
    expect(builtAt()).toBe(before);
  }, 60_000);

  it("npm run build -- --publish (the Docker build's) even for a local origin", async () => {
    const run = await runTsx(["scripts/build/build.ts", "--publish"], { CONTENT_DIR: draft });
    expectRefusal(run, "build for publishing");
  }, 60_000);

  it.each(["https://example.com", "http://localhost:8787"])(
    "npm run build:worker, whatever the origin (%s)",
    async (origin) => {
      const run = await runTsx(["scripts/build/build-worker.ts", draft], { BASE_URL: origin });
      expectRefusal(run, "build the Workers bundle");
    },
    120_000,
  );

  it("npm run export, writing nothing", async () => {
    const out = join(work, "export");
    const run = await runTsx(["scripts/owner/export.ts", out], {
      CONTENT_DIR: draft,
      BASE_URL: "http://localhost:8787",
    });
    expectRefusal(run, "export");
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
  }, 120_000);

  it("npm run check:content -- --strict fails while texts are left, and lists them", async () => {
    const run = await runTsx(["scripts/owner/check-content.ts", draft, "--strict"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(listed);
  }, 60_000);
});

describe("a local origin", () => {
  it("is a loopback host: localhost, a .localhost name, 127.0.0.0/8 or [::1]", () => {
    for (const origin of [
      "http://localhost:8787",
      "http://app.localhost",
      "http://127.0.0.1:3000",
      "http://[::1]:8787",
    ])
      expect(isLocalOrigin(origin), origin).toBe(true);
    for (const origin of [
      "https://example.com",
      "http://0.0.0.0:8787",
      "http://192.168.1.10",
      "http://localhost.example.com",
      "http://127.0.0.1.example.com",
    ])
      expect(isLocalOrigin(origin), origin).toBe(false);
  });
});
