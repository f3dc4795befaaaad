/** The general near-words table, loaded once for the tests that build a search index (near-words.ts). */
import { loadNearWords } from "../../src/search/analysis/near-words.js";

export const NEAR_WORDS = await loadNearWords();
