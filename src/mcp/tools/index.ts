/** The six tools, in the order an agent meets them; the server and the server card both read this list. */
import { getChapterTool } from "./get-chapter.js";
import { getProfileTool } from "./get-profile.js";
import { listChaptersTool } from "./list-chapters.js";
import { listTalksTool } from "./list-talks.js";
import { listWritingTool } from "./list-writing.js";
import { searchTool } from "./search.js";
import type { McpTool } from "./tool.js";

export const TOOLS: readonly McpTool[] = [
  getProfileTool,
  listChaptersTool,
  getChapterTool,
  searchTool,
  listTalksTool,
  listWritingTool,
];
