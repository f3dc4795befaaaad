/**
 * Builds the Cloudflare Workers bundle, dist/worker/index.js: src/worker.ts with the content files compiled in
 * (as the module `virtual:content-files`), and beside it dist/worker/start-snapshot.bin, the site compiled, every
 * cacheable response rendered and the search index built for the origin the worker will serve
 * (`virtual:start-snapshot`), and dist/worker/media.bin, the images drawn from the content (`virtual:media`,
 * src/media/bundle.ts: the edge serves them, it never draws one), both uploaded as Data modules by wrangler.toml's
 * rule. A fresh isolate decodes the snapshot instead of building the app and the index, which would cost hundreds
 * of milliseconds of CPU against the free plan's 10 ms a request. The origin is BASE_URL from the environment, else wrangler.toml's `[vars]`; the
 * content is the folder given, else CONTENT_DIR's, else content/ once it holds a record, else the sample. Content is
 * validated first: bad content fails the build, never a request; a draft (texts still marked PLACEHOLDER) is
 * refused whatever the origin, since this bundle exists to be deployed (preview a draft with `npm start`).
 */
import { mkdtempSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "esbuild";
import { TABLE_CHOOSERS } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { compileContent } from "../../src/content/compile.js";
import { DEFAULT_CONTENT_DIR, folderName } from "../../src/content/load.js";
import { formatProblems } from "../../src/content/problems.js";
import { decodeSnapshot } from "../../src/http/table-snapshot.js";
import { encodeMedia } from "../../src/media/bundle.js";
import { buildMedia } from "../../src/node/draw-media.js";
import { prerender } from "../../src/prerender.js";
import type { NearWords } from "../../src/search/analysis/near-words.js";
import { loadNearWords } from "../../src/search/analysis/near-words.js";
import { nearWordsOf } from "../../src/search/analysis/related.js";
import { buildSearchIndex } from "../../src/search/index.js";
import { loadContentFolder } from "../content-folder.js";
import { refuseDraft } from "../draft-gate.js";
import { bundleClientAssets } from "./client-assets.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
/** The record the Node server, `build` and `export` would read: the argument, else CONTENT_DIR, else the default. */
const contentDir =
  process.argv[2] ?? loadConfig({ CONTENT_DIR: process.env.CONTENT_DIR }).contentDir ?? DEFAULT_CONTENT_DIR;

/** `virtual:content-files` becomes the content folder as one JSON module (the folder names it in source maps). */
const contentFiles = (files: Readonly<Record<string, string>>): Plugin => ({
  name: "content-files",
  setup(build) {
    build.onResolve({ filter: /^virtual:content-files$/ }, () => ({ path: contentDir }));
    const exactly = new RegExp(`^${contentDir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
    build.onLoad({ filter: exactly }, () => ({ contents: JSON.stringify(files), loader: "json" }));
  },
});

/**
 * The general near-words table (1.8 MB) reduced to what this content's related words are made of: the same related
 * words for a worker that builds its index (compiling for another origin), in a few kilobytes of the upload.
 */
const nearWordsOfContent = (near: NearWords): Plugin => ({
  name: "near-words-of-content",
  setup(build) {
    build.onLoad({ filter: /[\\/]search[\\/]analysis[\\/]near-words\.json$/ }, () => ({
      contents: JSON.stringify(near),
      loader: "json",
    }));
  },
});

/**
 * The snapshot and the images stay outside the bundle, as Data modules wrangler.toml's rule uploads: bytes the
 * isolate gets as they are, where a base64 string in the script would be decoded at every cold start.
 */
const SNAPSHOT_MODULE = "../start-snapshot.bin";
const MEDIA_MODULE = "../media.bin";
const dataModule = (name: string, path: string): Plugin => ({
  name,
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${name}$`) }, () => ({ path, external: true }));
  },
});

/** The origin the worker serves: BASE_URL as deployed (the environment here, else wrangler.toml's `[vars]`). */
const workerOrigin = async (): Promise<string> => {
  if (process.env.BASE_URL) return loadConfig({ BASE_URL: process.env.BASE_URL }).baseUrl;
  // wrangler's own reader, kept offline and out of the home folder.
  process.env.XDG_CONFIG_HOME ??= mkdtempSync(join(tmpdir(), "wrangler-config-"));
  process.env.WRANGLER_SEND_METRICS = "false";
  const { unstable_readConfig } = await import("wrangler");
  const { vars } = unstable_readConfig({ config: `${root}wrangler.toml` });
  const base = vars.BASE_URL;
  return loadConfig({ BASE_URL: typeof base === "string" ? base : undefined }).baseUrl;
};

const files = await loadContentFolder(contentDir);
const baseUrl = await workerOrigin();
const compiled = compileContent(files, baseUrl);
if (!compiled.ok) {
  console.error(`content has ${compiled.problems.length} problem(s):\n${formatProblems(compiled.problems)}`);
  process.exit(1);
}
refuseDraft("build the Workers bundle", compiled.site.placeholders, folderName(contentDir));
const media = encodeMedia(await buildMedia(compiled.site, files));
// The worker compares the key with its own origin before decoding: the content is the bundle's own. The robot's
// scripts and the images go into the snapshot's table; a worker that compiles for another origin serves the images
// from media.bin and the home page without the robot.
const clientAssets = await bundleClientAssets();
const snapshot = await prerender({ files, baseUrl, key: baseUrl, clientAssets, media });
if (!snapshot.ok) {
  console.error(`content has ${snapshot.problems.length} problem(s):\n${formatProblems(snapshot.problems)}`);
  process.exit(1);
}

const result = await build({
  absWorkingDir: root,
  entryPoints: ["src/worker.ts"],
  outfile: "dist/worker/index.js",
  bundle: true,
  format: "esm",
  platform: "browser",
  conditions: ["workerd", "worker", "browser"],
  external: ["cloudflare:*"],
  target: "es2023",
  minify: true,
  sourcemap: true,
  metafile: true,
  logLevel: "warning",
  plugins: [
    contentFiles(files),
    nearWordsOfContent(nearWordsOf(buildSearchIndex(compiled.site, await loadNearWords()).related)),
    dataModule("virtual:start-snapshot", SNAPSHOT_MODULE),
    dataModule("virtual:media", MEDIA_MODULE),
  ],
});
const bytes = result.metafile.outputs["dist/worker/index.js"]?.bytes ?? 0;
const indexBytes = decodeSnapshot(snapshot.bytes, TABLE_CHOOSERS).searchIndex.byteLength;
await writeFile(`${root}dist/worker/start-snapshot.bin`, snapshot.bytes);
await writeFile(`${root}dist/worker/media.bin`, media);
/**
 * What Cloudflare's free plan allows a Worker's upload, gzipped, every module counted (paid plans allow 10 MB): the
 * figure an operator deploying there needs, so the build states it and warns when the record outgrows it.
 */
const FREE_PLAN_GZIP_MIB = 3;
const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(2);
const uploaded = [await readFile(`${root}dist/worker/index.js`), snapshot.bytes, media];
const gzipped = uploaded.reduce((sum, part) => sum + gzipSync(part).byteLength, 0);
console.log(
  `dist/worker/index.js: ${(bytes / 1e6).toFixed(2)} MB, content: ${Object.keys(files).length} files; ` +
    `start-snapshot.bin: ${(snapshot.bytes.byteLength / 1e6).toFixed(2)} MB for ${baseUrl} ` +
    `(search index ${(indexBytes / 1e6).toFixed(2)} MB); ` +
    `media.bin: ${(media.byteLength / 1e3).toFixed(0)} kB; ` +
    `upload ${mib(gzipped)} MiB gzipped (the free plan allows ${FREE_PLAN_GZIP_MIB} MiB)`,
);
if (gzipped > FREE_PLAN_GZIP_MIB * 1024 * 1024) {
  console.warn(
    `warning: the upload is over the free plan's ${FREE_PLAN_GZIP_MIB} MiB gzipped; deploy on a paid plan (10 MiB) or shrink the record's images.`,
  );
}
