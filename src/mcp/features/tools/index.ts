/**
 * The tools, in the order an agent meets them (fetch after the search whose results it reads; the collections'
 * list tools last, in registry order); the server and the server card both read this list.
 */
import { fetchTool } from "./fetch.js";
import { getChapterTool } from "./get-chapter.js";
import { getProfileTool } from "./get-profile.js";
import { listChaptersTool } from "./list-chapters.js";
import { COLLECTION_TOOLS } from "./list-collection.js";
import { searchTool } from "./search.js";
import type { McpTool } from "./tool.js";

export const TOOLS: readonly McpTool[] = [
  getProfileTool,
  listChaptersTool,
  getChapterTool,
  searchTool,
  fetchTool,
  ...COLLECTION_TOOLS,
];
