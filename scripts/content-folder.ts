/**
 * The content folder as a command reads it: a folder that is not there (a typo in the argument or CONTENT_DIR)
 * stops the command with one line saying so, not a stack trace.
 */
import { ContentFolderMissing, folderName, loadContentFiles } from "../src/content/load.js";

export const loadContentFolder = (dir: string): ReturnType<typeof loadContentFiles> =>
  loadContentFiles(dir).catch((error: unknown) => {
    if (!(error instanceof ContentFolderMissing)) throw error;
    console.error(`${folderName(dir)}: ${error.message}`);
    process.exit(1);
  });
