/**
 * Prints the MCP Registry's server.json for the served content and BASE_URL, and nothing else, so that
 * `npm run --silent server-json > server.json` writes the file `mcp-publisher publish` reads.
 */
import { loadConfig } from "../../src/config.js";
import { compileContent } from "../../src/content/compile.js";
import { DEFAULT_CONTENT_DIR, folderName } from "../../src/content/load.js";
import { formatProblems } from "../../src/content/problems.js";
import { serverJson } from "../../src/discovery/server-json.js";
import { describeService } from "../../src/service-description.js";
import { loadContentFolder } from "../content-folder.js";

const config = loadConfig();
const dir = config.contentDir ?? DEFAULT_CONTENT_DIR;
const result = compileContent(await loadContentFolder(dir), config.baseUrl);
if (!result.ok) {
  console.error(
    `content has ${result.problems.length} problem(s):\n${formatProblems(result.problems, folderName(dir))}`,
  );
  process.exit(1);
}
console.log(JSON.stringify(serverJson(result.site, describeService(result.site).mcp), null, 2));
