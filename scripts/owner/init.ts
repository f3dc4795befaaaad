/**
 * `npm run init [-- --out <folder>] [--force]`: writes a small valid starter record (two chapters, every text to
 * write marked PLACEHOLDER) into content/ or the given folder, to edit by hand.
 */
import { resolve } from "node:path";
import { OWN_CONTENT_DIR } from "../../src/content/load.js";
import { parseCommandLine } from "../command-line.js";
import { writeFolderOrExit } from "./import/folder.js";
import { starterRecord } from "./import/starter.js";
import { toContent } from "./import/to-content.js";
import { renderContent } from "./import/write.js";

const { values } = parseCommandLine("usage: npm run init [-- --out <folder>] [--force]", {
  options: { out: { type: "string" }, force: { type: "boolean", default: false } },
});
const out = resolve(values.out ?? OWN_CONTENT_DIR);
const today = new Date().toISOString().slice(0, 10);
const { draft } = toContent(starterRecord(Number(today.slice(0, 4))), today);
const files = renderContent(draft);
const backup = writeFolderOrExit(out, files, values.force);
console.log(
  [
    `Wrote a starter record to ${out} (${Object.keys(files).length} files).`,
    ...(backup ? [`The record it replaced is kept in ${backup}.`] : []),
    `Replace the stand-ins (Your Name, Your Company, …) and every text starting with PLACEHOLDER,`,
    `then: npm run check:content${values.out ? ` ${values.out}` : ""} and ${values.out ? `CONTENT_DIR=${values.out} ` : ""}npm start.`,
  ].join("\n"),
);
