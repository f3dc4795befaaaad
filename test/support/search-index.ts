/** A search index of a test record, built as the service builds it, and the keys of what a query finds first. */
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { TEST_ORIGIN, testSite } from "./app.js";
import { contentFiles } from "./content.js";
import { NEAR_WORDS } from "./near-words.js";

/** The index of a record folder: a fixture's (`fixtureDir`) or the sample's. */
export const searchIndexOf = async (dir: string): Promise<SearchIndex> =>
  buildSearchIndex(await testSite(TEST_ORIGIN, await contentFiles(dir)), NEAR_WORDS);

/** The folder of a record under test/fixtures. */
export const fixtureDir = (name: string): string => new URL(`../fixtures/${name}/`, import.meta.url).pathname;

/** `<type>:<id>` of the first `limit` results. */
export const topKeys = (index: SearchIndex, query: string, limit = 3): string[] =>
  search(index, { query, limit }).map((r) => `${r.type}:${r.id}`);
