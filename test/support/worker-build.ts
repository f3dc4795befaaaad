/** Builds the Workers bundle the pool loads (wrangler.toml `main`), so the tests run the artifact that deploys. */
import { runTsx } from "./spawn.js";

export default async function setup(): Promise<void> {
  const built = await runTsx(["scripts/build-worker.ts"]);
  if (built.code !== 0) throw new Error(`the Workers build failed:\n${built.stderr}${built.stdout}`);
}
