/** An app for `app.request()` tests, which need no socket: the chosen content compiled for TEST_ORIGIN. */
import type { Hono } from "hono";
import { expect } from "vitest";
import { type AppOptions, createApp } from "../../src/app.js";
import type { ContentFiles } from "../../src/content/compile.js";
import type { Site } from "../../src/content/site.js";
import { compileOrThrow, contentFiles } from "./content.js";

export const TEST_ORIGIN = "http://localhost:8787";

/** The content (CONTENT_DIR or the sample, see content.ts) compiled for `origin`. */
export const testSite = async (origin = TEST_ORIGIN, files?: ContentFiles): Promise<Site> =>
  compileOrThrow(files ?? (await contentFiles()), origin);

export type TestAppOptions = Partial<AppOptions> & { files?: ContentFiles };

/** An app over the content; `x-test-client` stands in for the socket address. */
export const testApp = async (options: TestAppOptions = {}): Promise<Hono> => {
  const site = options.site ?? (await testSite(TEST_ORIGIN, options.files));
  return createApp({ clientAddress: (c) => c.req.header("x-test-client") ?? "192.0.2.1", ...options, site });
};

/** The body of a page that must answer 200 (the path named when it does not). */
export const okText = async (app: Hono, path: string): Promise<string> => {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
