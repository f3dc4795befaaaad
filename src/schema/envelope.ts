/** `{data, meta}` response schemas (docs/contract.md#envelopes) that more than one surface validates against. */
import { z } from "@hono/zod-openapi";
import { ChapterDetail, ChapterSummary } from "./chapter.js";
import { ListMeta, Meta } from "./meta.js";
import { Profile } from "./profile.js";
import { SearchMeta, SearchResult } from "./search.js";

export const envelope = <D extends z.ZodType, M extends z.ZodType>(name: string, data: D, metaSchema: M) =>
  z.object({ data, meta: metaSchema }).openapi(name);

export const ProfileResponse = envelope("ProfileResponse", Profile, Meta);
export const ChapterListResponse = envelope("ChapterListResponse", z.array(ChapterSummary), ListMeta);
export const ChapterResponse = envelope("ChapterResponse", ChapterDetail, Meta);
export const SearchResponse = envelope("SearchResponse", z.array(SearchResult), SearchMeta);
