/**
 * `npm run build`: bundles the Node entry into `dist/server.js` (minified, with a source map) so `npm start`
 * runs plain `node` with no TypeScript compiler (with `dist/chunks/`, the parts loaded on first use), and writes `dist/content-cache.json`, the content's files
 * already parsed, so start-up skips YAML parsing (see src/content/load.ts).
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build } from "esbuild";
import { buildContentCache, CONTENT_CACHE_FILE, loadContentFiles, PACKAGE_ROOT } from "../src/content/load.js";

const DIST = join(PACKAGE_ROOT, "dist");

await rm(DIST, { recursive: true, force: true });
await mkdir(DIST, { recursive: true });

const result = await build({
  entryPoints: [join(PACKAGE_ROOT, "src", "server.ts")],
  outdir: DIST,
  // What the entry imports dynamically (the MCP SDK, the Redis client) becomes chunks of its own, compiled only
  // when first loaded: start-up compiles the rest.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  minify: true,
  sourcemap: "linked",
  legalComments: "linked",
  // Some bundled CommonJS packages call require() for Node built-ins; an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  metafile: true,
  logLevel: "warning",
});

await writeFile(CONTENT_CACHE_FILE, JSON.stringify(buildContentCache(await loadContentFiles())));

const bytes = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith("server.js"))?.[1].bytes ?? 0;
console.log(`dist/server.js ${(bytes / 1024).toFixed(0)} KiB`);
