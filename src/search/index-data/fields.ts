/**
 * The fields every search document is indexed with, in order. The first three are the record's own text; facets
 * and the owner's keywords are words about it that no sentence of it need hold.
 */
import type { Engine } from "./engine.js";

export const FIELD = { title: 0, summary: 1, body: 2, facets: 3, keywords: 4 } as const;
export const FIELD_COUNT = 5;

const TEXT_FIELDS = [FIELD.title, FIELD.summary, FIELD.body] as const;

/**
 * Whether some record's own text holds term `id`. A word only keywords hold is, to a query, still a word the site
 * never uses: it keeps its related words and typo lookups, which the keywords could otherwise switch off.
 */
export const usedInText = (engine: Engine, id: number): boolean =>
  TEXT_FIELDS.some((f) => (engine.fieldDf[id * engine.fieldCount + f] ?? 0) > 0);
