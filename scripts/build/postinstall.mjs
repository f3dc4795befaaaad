/**
 * The MCP conformance suites need Node 22, which comes from the pinned `node22` devDependency (an alias of the
 * `node` package). That package declares a `node` bin, so npm links it as node_modules/.bin/node, and every npm
 * script (start, test, bench) would then run on Node 22 instead of the Node the project supports (>= 20.19).
 * The tests that need Node 22 call node_modules/node22/bin/node by path; this removes the link.
 */
import { lstat, readlink, unlink } from "node:fs/promises";

const link = new URL("../../node_modules/.bin/node", import.meta.url);
try {
  if ((await lstat(link)).isSymbolicLink() && (await readlink(link)).includes("node22")) await unlink(link);
} catch (error) {
  if (error.code !== "ENOENT") throw error;
}
