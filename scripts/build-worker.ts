/**
 * Builds the Cloudflare Workers bundle, dist/worker/index.js: src/worker.ts with the content files compiled in
 * (as the module `virtual:content-files`) and the images drawn from it (as `virtual:media`, the bytes of
 * src/media/bundle.ts: the edge serves them, it never draws one). Content is validated first: bad content fails
 * the build, never a request.
 */
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { parseConfig } from "../src/config.js";
import { compileContent } from "../src/content/compile.js";
import { DEFAULT_CONTENT_DIR, loadContentFiles } from "../src/content/load.js";
import { formatProblems } from "../src/content/problems.js";
import { encodeMedia } from "../src/media/bundle.js";
import { buildMedia } from "./media.js";

const root = fileURLToPath(new URL("../", import.meta.url));
const contentDir = process.argv[2] ?? DEFAULT_CONTENT_DIR;

/** `virtual:content-files` becomes the content folder as one JSON module (the folder names it in source maps). */
const contentFiles = (files: Readonly<Record<string, string>>): Plugin => ({
  name: "content-files",
  setup(build) {
    build.onResolve({ filter: /^virtual:content-files$/ }, () => ({ path: contentDir }));
    const exactly = new RegExp(`^${contentDir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
    build.onLoad({ filter: exactly }, () => ({ contents: JSON.stringify(files), loader: "json" }));
  },
});

const files = await loadContentFiles(contentDir);
// The origin only shows in the images' printed address: the one the deployment names when the build knows it.
const compiled = compileContent(files, parseConfig(process.env).baseUrl);
if (!compiled.ok) {
  console.error(`content has ${compiled.problems.length} problem(s):\n${formatProblems(compiled.problems)}`);
  process.exit(1);
}

const media = encodeMedia(await buildMedia(compiled.site, files));

/** `virtual:media` becomes the images' bundle as a Uint8Array (esbuild's binary loader). */
const mediaModule: Plugin = {
  name: "media",
  setup(build) {
    build.onResolve({ filter: /^virtual:media$/ }, () => ({ path: "media", namespace: "media" }));
    build.onLoad({ filter: /.*/, namespace: "media" }, () => ({ contents: media, loader: "binary" }));
  },
};

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
  plugins: [contentFiles(files), mediaModule],
});
const bytes = result.metafile.outputs["dist/worker/index.js"]?.bytes ?? 0;
console.log(
  `dist/worker/index.js: ${(bytes / 1e6).toFixed(2)} MB, content: ${Object.keys(files).length} files, images: ${(media.byteLength / 1e3).toFixed(0)} kB`,
);
