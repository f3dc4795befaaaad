/**
 * `npm run build`: bundles the Node entry into `dist/server.js` (minified, with a source map) so `npm start`
 * runs plain `node` with no TypeScript compiler (with `dist/chunks/`, the parts loaded on first use), and writes
 * what start-up would otherwise compute from the content: `dist/content-cache.json`, the content's files already
 * parsed, so start-up skips YAML parsing (see src/content/load.ts); and `dist/start-snapshot.bin`, the site
 * compiled, its response table rendered and its search index built for the content and origin (BASE_URL, else the
 * default) of this build's environment, so start-up skips validating, rendering, hashing and compressing, and the
 * first search analysing every record (see src/node/snapshot.ts). A server started with other content or another origin compiles its own.
 *
 * A draft (a record still holding placeholders) builds for a local origin only, as a preview; for any other origin,
 * or with `--publish` (the Docker build's, whose image may be run under any origin), it is refused with the list
 * of texts left to write (scripts/draft-gate.ts).
 */
import { readFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { build, type Plugin } from "esbuild";
import { loadConfig } from "../../src/config.js";
import { compileContent } from "../../src/content/compile.js";
import {
  buildContentCache,
  CONTENT_CACHE_FILE,
  DEFAULT_CONTENT_DIR,
  folderName,
  loadContentFiles,
  PACKAGE_ROOT,
  readContentCache,
} from "../../src/content/load.js";
import { findPlaceholders } from "../../src/content/placeholders.js";
import { formatProblems } from "../../src/content/problems.js";
import { encodeMedia } from "../../src/media/bundle.js";
import { buildMedia } from "../../src/node/draw-media.js";
import { MEDIA_NAME } from "../../src/node/media.js";
import { SNAPSHOT_NAME, snapshotKey } from "../../src/node/snapshot.js";
import { prerender } from "../../src/prerender.js";
import { parseCommandLine } from "../command-line.js";
import { loadContentFolder } from "../content-folder.js";
import { isLocalOrigin, refuseDraft } from "../draft-gate.js";
import { bundleClientAssets } from "./client-assets.js";

const DIST = join(PACKAGE_ROOT, "dist");

/**
 * JSON modules as `JSON.parse("…")`: V8 reads a JSON string several times faster than the same data as an object
 * literal in code, and start-up compiles every module (the general English table search derives related words from is a large share of it).
 */
const jsonAsParse: Plugin = {
  name: "json-as-parse",
  setup(build) {
    build.onLoad({ filter: /\.json$/ }, async ({ path }) => ({
      contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(await readFile(path, "utf8"))))});`,
      loader: "js",
    }));
  },
};

/**
 * zod's namespace of error-message translations (64 languages, a quarter of the code start-up compiles) reduced
 * to English, the one zod configures itself with; nothing here switches language.
 */
const zodEnglishOnly: Plugin = {
  name: "zod-english-only",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(importer)
        ? { path: join(dirname(importer), "..", "locales", "en.js"), namespace: "zod-locales" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "zod-locales" }, ({ path }) => ({
      contents: `export { default as en } from ${JSON.stringify(path)};`,
      resolveDir: dirname(path),
      loader: "js",
    }));
  },
};

const { values } = parseCommandLine("usage: npm run build [-- --publish]", {
  options: { publish: { type: "boolean", default: false } },
});

// Read first: a setting that cannot be used, or a draft for a public origin, stops the build before anything is
// removed or bundled: a refused build leaves the last one in dist/ as it was.
const config = loadConfig();
const contentDir = config.contentDir ?? DEFAULT_CONTENT_DIR;
const sources = await loadContentFolder(contentDir);
const placeholders = findPlaceholders(sources);
if (values.publish || !isLocalOrigin(config.baseUrl)) {
  refuseDraft(
    values.publish ? "build for publishing" : `build for ${config.baseUrl}`,
    placeholders,
    folderName(contentDir),
  );
} else if (placeholders.length > 0) {
  console.warn(
    `${folderName(contentDir)}/ is a draft (${placeholders.length} text(s) left to write): building a local preview ` +
      `at ${config.baseUrl} under a draft banner; \`npm run check:content\` lists what is left to write.`,
  );
}
await rm(DIST, { recursive: true, force: true });
await mkdir(DIST, { recursive: true });

// BUILD_MINIFY=0 keeps names, for a CPU profile that reads (`node --cpu-prof dist/server.js`).
const minify = process.env.BUILD_MINIFY !== "0";

const result = await build({
  // The server, and the thread it prerenders content in when this build's snapshot does not fit (beside it).
  entryPoints: [join(PACKAGE_ROOT, "src", "server.ts"), join(PACKAGE_ROOT, "src", "prerender-thread.ts")],
  outdir: DIST,
  // What the entry imports dynamically (the MCP SDK, the Redis client) becomes chunks of its own, compiled only
  // when first loaded: start-up compiles the rest.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  minify,
  sourcemap: "linked",
  legalComments: "linked",
  // Some bundled CommonJS packages call require() for Node built-ins; an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  metafile: true,
  logLevel: "warning",
  plugins: [jsonAsParse, zodEnglishOnly],
});

// V8 keeps every module's source for lazy compilation, as one byte a character, or two for the whole file once it
// holds a single character past Latin-1: esbuild escapes such characters in strings but not in regular expression
// literals, so one `’` in a pattern doubled a 300 KB chunk in memory. Write them as \u escapes. (An unminified build
// keeps comments, which may hold any character: it is for reading profiles, not for serving.)
const wide = Object.keys(minify ? result.metafile.outputs : {}).filter(
  (file) => file.endsWith(".js") && /[\u0100-\uffff]/.test(readFileSync(file, "utf8")),
);
if (wide.length > 0) {
  console.error(`characters past Latin-1 in ${wide.join(", ")}: escape them in the source (\\uXXXX)`);
  process.exit(1);
}

await writeFile(CONTENT_CACHE_FILE, JSON.stringify(buildContentCache(sources)));

// The files as the server will load them (through the cache just written), so the keys agree.
const files = await loadContentFiles(contentDir, await readContentCache());
const compiled = compileContent(files, config.baseUrl);
if (!compiled.ok) {
  console.error(
    `The content has ${compiled.problems.length} problem(s):\n${formatProblems(compiled.problems, folderName(contentDir))}`,
  );
  process.exit(1);
}
// Drawn once here with build-only tools; the server serves these bytes, from the snapshot or from media.bin.
const media = encodeMedia(await buildMedia(compiled.site, files));
await writeFile(join(DIST, MEDIA_NAME), media);
// The pages' client scripts (the robot), in the snapshot's table and beside the bundle for a server that
// prerenders at start (src/node/client-assets.ts).
const clientAssets = await bundleClientAssets();
await mkdir(join(DIST, "assets"), { recursive: true });
for (const [name, text] of Object.entries(clientAssets)) await writeFile(join(DIST, "assets", name), text);
const made = await prerender({
  files,
  baseUrl: config.baseUrl,
  key: snapshotKey(files, config.baseUrl),
  clientAssets,
  media,
});
if (!made.ok) {
  console.error(
    `The content has ${made.problems.length} problem(s):\n${formatProblems(made.problems, folderName(contentDir))}`,
  );
  process.exit(1);
}
await writeFile(join(DIST, SNAPSHOT_NAME), made.bytes);

const bytes = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith("server.js"))?.[1].bytes ?? 0;
console.log(`dist/server.js ${(bytes / 1024).toFixed(0)} KiB`);
