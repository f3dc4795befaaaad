import type { Anchor } from "./anchors.js";

/**
 * What the site's words tell about a question's words: what time.ts asks, and the readings beside it (ordinals.ts,
 * year-clause.ts) ask a part of.
 */
export interface Lexicon {
  /** The word asks for a type or kind of record ("talk", "job", "published"). */
  readonly namesKind: (word: string) => boolean;
  /** The word asks for his studies ("studying", "degree"), which a job he held frames. */
  readonly namesStudies?: (word: string) => boolean;
  /** The site's text holds the two words as a phrase ("first paying" project). */
  readonly saysPhrase: (a: string, b: string) => boolean;
  /** The stage a clause names by what it was, not by a name the anchors know ("the gold and nickel producer"). */
  readonly describes?: (clause: string) => Anchor | undefined;
  /**
   * The year of a dated thing of his a clause names ("he got the bravery commendation"): an award, a talk; by every
   * word of the clause when `whole`.
   */
  readonly recalls?: (clause: string, whole: boolean) => number | undefined;
}
