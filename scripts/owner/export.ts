/**
 * `npm run export [folder]`: every cacheable response of the app as files, for any static host or CDN.
 *
 *   <folder>/public/      the files (each gzip twin beside its file as .gz), _headers and _redirects
 *   <folder>/nginx.conf   a server block serving public/ as the app would; search, MCP and unknown paths
 *                         go to the upstream app
 *
 * An earlier export in the folder is replaced; a folder holding anything else is refused, untouched.
 * BASE_URL sets the origin in every absolute URL, as for the server. EXPORT_UPSTREAM (default
 * http://127.0.0.1:8787) and EXPORT_LISTEN (default 8080) go into nginx.conf, checked first (export/env.ts).
 * A draft (texts still marked PLACEHOLDER) is refused whatever the origin: an export exists to be published.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { compileContent } from "../../src/content/compile.js";
import { DEFAULT_CONTENT_DIR, folderName } from "../../src/content/load.js";
import { formatProblems } from "../../src/content/problems.js";
import { buildMedia } from "../../src/node/draw-media.js";
import { bundleClientAssets } from "../build/client-assets.js";
import { parseCommandLine } from "../command-line.js";
import { loadContentFolder } from "../content-folder.js";
import { refuseDraft } from "../draft-gate.js";
import { parseExportEnv } from "./export/env.js";
import { EXPORT_ENTRIES, NGINX_CONF, PUBLIC_DIR, refusalToWrite } from "./export/folder.js";
import { planExport } from "./export/layout.js";
import { nginxConfig } from "./export/nginx.js";
import { headersFile, redirectsFile } from "./export/static-host.js";

const { positionals } = parseCommandLine("usage: npm run export [-- <folder>]   (default dist/export)", {
  allowPositionals: true,
  options: {},
});
const out = resolve(positionals[0] ?? "dist/export");
const refusal = refusalToWrite(out);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const nginxEnv = parseExportEnv(process.env);
if (!nginxEnv.ok) {
  console.error(`Invalid environment:\n${nginxEnv.problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
const publicDir = join(out, PUBLIC_DIR);
const config = loadConfig();

const contentDir = config.contentDir ?? DEFAULT_CONTENT_DIR;
const contentFiles = await loadContentFolder(contentDir);
const compiled = compileContent(contentFiles, config.baseUrl);
if (!compiled.ok) {
  console.error(
    `content has ${compiled.problems.length} problem(s):\n${formatProblems(compiled.problems, folderName(contentDir))}`,
  );
  process.exit(1);
}
refuseDraft("export", compiled.site.placeholders, folderName(contentDir));
// The robot's client assets and the images the build draws, so the exported pages are the built server's.
const { table } = await buildApp({
  site: compiled.site,
  clientAssets: await bundleClientAssets(),
  media: await buildMedia(compiled.site, contentFiles),
  // Set when exporting, they are files like any other; unset, their paths pass through to the server.
  proofs: config.proofs,
});
const paths = planExport(table.entries());

for (const entry of EXPORT_ENTRIES) await rm(join(out, entry), { recursive: true, force: true });
const write = async (path: string, body: string | Uint8Array): Promise<void> => {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, body);
};
for (const { variants } of paths) {
  for (const { file, gzip } of variants) {
    await write(join(publicDir, file.name), file.body);
    if (gzip) await write(join(publicDir, gzip.name), gzip.body);
  }
}
await write(join(publicDir, "_headers"), headersFile(paths));
await write(join(publicDir, "_redirects"), redirectsFile(paths));
await write(
  join(out, NGINX_CONF),
  nginxConfig(paths, {
    root: publicDir,
    listen: nginxEnv.listen,
    upstream: nginxEnv.upstream,
  }),
);
const files = paths.reduce((n, p) => n + p.variants.reduce((m, v) => m + (v.gzip ? 2 : 1), 0), 0);
console.log(`Exported ${paths.length} paths (${files} files) for ${config.baseUrl} to ${out}`);
