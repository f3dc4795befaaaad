/**
 * Restated questions. A query worded as a question or a sentence ("what did he do at Org C AI") whose every word,
 * grammar words included, stands in a record's title ("What did Kyle Ledbetter do at Org C AI?") asks for that
 * record: its topic words alone match every record on the same topic about as well. Only the whole wording counts,
 * so question words never win on their own (a query's topic words must be in the title too).
 */

/** How much a record whose title restates the query gains. */
export const RESTATE_BOOST = 1.5;

/** Every document's title as word ids, stop and question words included, in one flat list. */
export interface TitleWords {
  /** Document d's title words are ids[starts[d]] .. ids[starts[d + 1] - 1]. */
  readonly starts: Uint32Array;
  readonly ids: Uint32Array;
}

export const titleWords = (titles: readonly (readonly number[])[]): TitleWords => {
  const starts = new Uint32Array(titles.length + 1);
  titles.forEach((title, d) => {
    starts[d + 1] = (starts[d] ?? 0) + title.length;
  });
  const ids = new Uint32Array(starts[titles.length] ?? 0);
  titles.forEach((title, d) => {
    ids.set(title, starts[d] ?? 0);
  });
  return { starts, ids };
};

/** Whether document `doc`'s title holds every id of a query's wording (never for an empty wording). */
export const restates = (titles: TitleWords, doc: number, wording: readonly number[]): boolean => {
  if (wording.length === 0) return false;
  const from = titles.starts[doc] ?? 0;
  const to = titles.starts[doc + 1] ?? 0;
  return wording.every((id) => {
    for (let i = from; i < to; i++) if (titles.ids[i] === id) return true;
    return false;
  });
};
