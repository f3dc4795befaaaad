/**
 * What a question may call an organisation of the timeline besides its whole name, for time questions (time.ts).
 */
import { fold } from "../analysis/analyze.js";
import { STOP_WORDS } from "../analysis/stop-words.js";

/**
 * The last words of each organisation's name, from two words on, and each distinctive word of it after "the", as
 * names a question may give it by: "after the rugby club" of "Org XC Rugby Club", "before the institute of sport",
 * "after leaving the police" of "Org MU Police Service". A name two organisations share names neither, and a tail
 * led by a grammar word ("of sport") names nothing.
 */
export const organizationTails = (
  organizations: readonly string[],
  places: ReadonlySet<string> = new Set(),
): ReadonlyMap<string, readonly string[]> => {
  const names = [...new Set(organizations.map((o) => fold(o).trim()))];
  const tailsOf = (name: string): string[] => {
    const words = name.split(/\s+/);
    // A distinctive word of the name after "the" ("after leaving the police"): not a word any organisation may
    // be ("the university"), nor a place, which is an anchor of its own.
    const singles = words
      .slice(1)
      .filter((w) => w.length >= MIN_NAME_WORD && !STOP_WORDS.has(w) && !GENERIC_ORGANIZATION.has(w) && !places.has(w))
      .map((w) => `the ${w}`);
    return [
      ...words.slice(1, -1).flatMap((word, i) => (STOP_WORDS.has(word) ? [] : [words.slice(i + 1).join(" ")])),
      ...singles,
    ];
  };
  const owners = new Map<string, number>();
  for (const name of names) for (const tail of tailsOf(name)) owners.set(tail, (owners.get(tail) ?? 0) + 1);
  return new Map(names.map((name) => [name, tailsOf(name).filter((tail) => owners.get(tail) === 1)]));
};

/** Below this length a word of an organisation's name is too likely a word of anything ("the hub", "the lab"). */
const MIN_NAME_WORD = 5;

/** Words any organisation may be called by ("the university", "the agency"): they name none in particular. */
const GENERIC_ORGANIZATION: ReadonlySet<string> = new Set([
  "university",
  "college",
  "school",
  "company",
  "group",
  "service",
  "services",
  "institute",
  "centre",
  "center",
  "agency",
  "department",
  "office",
  "limited",
  "partners",
  "international",
  "national",
  "foundation",
  "trust",
  "network",
  "association",
  "council",
  "authority",
  "board",
  "society",
  "studio",
  "studios",
  "consulting",
  "consultancy",
  "consultants",
  "advisory",
  "research",
  "health",
  "regional",
  "global",
]);
