/**
 * Crowding: the first results are not all overview records. The profile and the chapters tell the whole story, so
 * a broad question finds its words in several of them at once, and three overviews that each mention the topic can
 * fill the top three while the one talk, answer or article about it waits at fourth. As a search engine lists at
 * most a few pages of one site together, at most `MAX_OVERVIEWS` overview records stand among the first
 * `CROWDED_TOP` results; the next one waits until the first record of another kind is listed.
 * Measured (docs/decisions.md, "Search"): at most two of three moved no tuning set down; at most one of
 * three cost the fresh set two top-three hits.
 */

/** How many of the first results are kept from being all overviews. */
export const CROWDED_TOP = 3;
/** How many overview records may stand among them. */
export const MAX_OVERVIEWS = 2;

export interface Ranked {
  readonly score: number;
}

/**
 * `ranked` (best first) with the overview records past `MAX_OVERVIEWS` among the first `CROWDED_TOP` moved down
 * behind the next record of another kind. A record moved down takes the score of the one now listed above it when
 * its own is higher, so scores still never rise down the list.
 */
export const crowdOverviews = <T extends Ranked>(ranked: readonly T[], overview: (item: T) => boolean): T[] => {
  const head: T[] = [];
  const held: T[] = [];
  let overviews = 0;
  let i = 0;
  for (; i < ranked.length && head.length < CROWDED_TOP; i++) {
    const item = ranked[i] as T;
    if (!overview(item)) head.push(item);
    else if (overviews < MAX_OVERVIEWS) {
      head.push(item);
      overviews++;
    } else held.push(item);
  }
  if (held.length === 0) return [...ranked];
  const out = [...head, ...held, ...ranked.slice(i)];
  for (let j = head.length; j < head.length + held.length; j++) {
    const above = out[j - 1] as T;
    const item = out[j] as T;
    if (item.score > above.score) out[j] = { ...item, score: above.score };
  }
  return out;
};
