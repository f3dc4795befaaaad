/**
 * Builds the Workers bundle the pool loads (wrangler.toml `main`), so the tests run the artifact that deploys; from
 * the sample, whose chapters and answers the edge suites name, whatever content/ holds.
 */
import { SAMPLE_DIR } from "./content.js";
import { runTsx } from "./spawn.js";

export default async function setup(): Promise<void> {
  const built = await runTsx(["scripts/build-worker.ts", SAMPLE_DIR]);
  if (built.code !== 0) throw new Error(`the Workers build failed:\n${built.stderr}${built.stdout}`);
}
