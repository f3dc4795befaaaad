/**
 * Builds the Workers bundle the pool loads (wrangler.toml `main`), so the tests run the artifact that deploys; from
 * the sample, whose chapters and answers the edge suites name, whatever content/ holds.
 *
 * Two suites need it in one run, in different processes that may start together: the workers project's global
 * setup and test/e2e/worker-http.test.ts. The first to take the lock builds and stamps the bundle with the run's id
 * (TEST_RUN_ID, set by vitest.config.ts); the other waits for the lock and finds the stamp. So the bundle is built
 * once a run, and never rewritten while the other reads it.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SAMPLE_DIR } from "./content.js";
import { runTsx } from "./spawn.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const STAMP = join(ROOT, "dist", "worker", ".test-run");
const LOCK = join(ROOT, "dist", ".worker-build.lock");
/** A lock older than this was left by a run that died while building: taken over. */
const STALE_LOCK_MS = 180_000;

const build = async (): Promise<void> => {
  const built = await runTsx(["scripts/build/build-worker.ts", SAMPLE_DIR]);
  if (built.code !== 0) throw new Error(`the Workers build failed:\n${built.stderr}${built.stdout}`);
};

const withLock = async (work: () => Promise<void>): Promise<void> => {
  await mkdir(join(ROOT, "dist"), { recursive: true });
  const since = Date.now();
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (Date.now() - since > STALE_LOCK_MS) await rm(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await work();
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
};

export default async function setup(): Promise<void> {
  const run = process.env.TEST_RUN_ID;
  if (run === undefined) return build();
  await withLock(async () => {
    if ((await readFile(STAMP, "utf8").catch(() => "")) === run) return;
    await build();
    await writeFile(STAMP, run);
  });
}
