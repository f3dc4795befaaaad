/**
 * The pages' client scripts as the build wrote them beside the bundle (dist/assets/, scripts/build/build.ts), for a
 * server that renders its table at start instead of using the build's snapshot. Missing or incomplete (a run
 * from the TypeScript sources, which has no build) means none: the home page is then its chapter grid alone.
 */
import { readFile } from "node:fs/promises";
import { ClientAssets } from "../pages/client-assets.js";

export const readClientAssets = async (dir: URL): Promise<ClientAssets | undefined> => {
  const names = Object.keys(ClientAssets.shape);
  const texts = await Promise.all(names.map((name) => readFile(new URL(name, dir), "utf8").catch(() => undefined)));
  const parsed = ClientAssets.safeParse(Object.fromEntries(names.map((name, i) => [name, texts[i]])));
  return parsed.success ? parsed.data : undefined;
};
