/**
 * Bundles the pages' client code (src/client/) with esbuild: the robot's loader, the robot (three.js, only the
 * modules it imports) and its stylesheet, minified for the browsers that run WebGL. Used by `npm run build`
 * (which also writes them to dist/assets/ for a server that prerenders at start) and by the tests.
 * `tsx scripts/build/client-assets.ts` prints each file's size, raw and gzipped.
 */
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { PACKAGE_ROOT } from "../../src/content/load.js";
import { ClientAssets } from "../../src/pages/client-assets.js";

export const bundleClientAssets = async (): Promise<ClientAssets> => {
  const result = await build({
    absWorkingDir: PACKAGE_ROOT,
    entryPoints: { "robot-loader": "src/client/robot-loader.ts", robot: "src/client/robot/main.ts" },
    outdir: "assets",
    bundle: true,
    format: "esm",
    platform: "browser",
    target: ["es2020", "chrome90", "firefox90", "safari15"],
    minify: true,
    legalComments: "eof",
    write: false,
    logLevel: "warning",
  });
  const files = Object.fromEntries(result.outputFiles.map((file) => [file.path.split("/").pop(), file.text]));
  return ClientAssets.parse(files);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, text] of Object.entries(await bundleClientAssets())) {
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`${name}: ${kb(Buffer.byteLength(text))}, gzipped ${kb(gzipSync(text, { level: 9 }).length)}`);
  }
}
