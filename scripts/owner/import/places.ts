/**
 * Where the person is and has been: the place they are based in, and every city the record names (roles,
 * studies, volunteer roles, talks), each once with why it matters, the city they are based in first.
 */

import { namesOfTwoLetterCodes } from "../../../src/content/locale-names.js";
import { listed, placeLabel } from "./copy.js";
import { byStart, newestFirst } from "./dates.js";
import { PLACEHOLDER, STAND_INS } from "./draft.js";
import { onOwnAccount } from "./own-account.js";
import type { ImportedRecord } from "./record.js";

/** Names an export may write a country by that are not its English name ("USA", "UK"), and their ISO codes. */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  usa: "US",
  "united states of america": "US",
  uk: "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  holland: "NL",
};
export const UNKNOWN_COUNTRY = STAND_INS.country;
const CODE_NAMES = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
/**
 * Every country's English name, as the runtime's locale data has it, and its ISO code, then the other names. The
 * data also names some aliases ("UK" is United Kingdom): in reverse code order the first code of a name is the one
 * kept (GB).
 */
const COUNTRIES: ReadonlyMap<string, string> = new Map([
  ...namesOfTwoLetterCodes("region")
    .reverse()
    .map(([code, name]) => [name.toLowerCase(), code] as const),
  ...Object.entries(OTHER_NAMES),
]);

export interface BasedIn {
  readonly place: { city: string; region: string; country: string; label: string };
  /** The label when the source gave a place, else null. */
  readonly label: string | null;
}

export const basedInOf = (location: ImportedRecord["location"]): BasedIn => {
  // A city that is its own country ("Singapore", "Monaco") names the country too.
  const cityCountry = location?.city && COUNTRIES.has(location.city.toLowerCase()) ? location.city : null;
  const written = location?.country ?? cityCountry;
  // A code ("DK"), read back through its name so an alias the locale data knows ("UK") becomes the ISO code (GB);
  // else a name ("Denmark").
  const named = written?.length === 2 ? CODE_NAMES.of(written.toUpperCase()) : undefined;
  const country = written
    ? (COUNTRIES.get((named ?? written).toLowerCase()) ?? (named ? written.toUpperCase() : UNKNOWN_COUNTRY))
    : UNKNOWN_COUNTRY;
  // As people write where they live: the city and its country ("Copenhagen, Denmark"), the region only when the
  // country is not known ("Capital Region" says less than "Denmark").
  const countryName = country === UNKNOWN_COUNTRY ? null : (CODE_NAMES.of(country) ?? country);
  const label =
    placeLabel(
      countryName
        ? [location?.city ?? location?.region, countryName]
        : [location?.city, location?.region, written && written.length > 2 ? written : null],
    ) || null;
  return {
    place: {
      city: location?.city ?? `${PLACEHOLDER} city`,
      region: location?.region ?? location?.city ?? `${PLACEHOLDER} region`,
      country,
      label: label ?? `${PLACEHOLDER} where you are based`,
    },
    label,
  };
};

/**
 * A place as people write it: its city and its country ("Melbourne, Australia"), as the place they are based in
 * is, the region between them left out ("Melbourne, Victoria, Australia"); a place whose last part is no country
 * stays as written ("Malta, New York").
 */
const cityAndCountry = (place: string): string => {
  const parts = place.split(",").map((part) => part.trim());
  const code = COUNTRIES.get((parts.at(-1) ?? "").toLowerCase());
  const country = code === undefined ? undefined : CODE_NAMES.of(code);
  return parts.length >= 3 && country !== undefined ? placeLabel([parts[0], country]) : place;
};

/** Where a talk or a job may say it happened on the web ("Online", "Remote", "Webinar"). */
const ONLINE_WORDS = "online|remote|remotely|virtual|internet|web|webinar|livestream|live stream";
const ONLINE = new RegExp(`^(?:${ONLINE_WORDS})$`, "i");
/** Where a talk or a job may say it happened that is no place on a map ("Online", "Worldwide"). */
const NOWHERE = new RegExp(`^(?:${ONLINE_WORDS}|hybrid|worldwide|global|various|anywhere)$`, "i");

/** Where something took place, in words: "in Leeds", but "online" for a talk given on the web, not "in Online". */
export const placedIn = (place: string): string => (ONLINE.test(place.trim()) ? " online" : ` in ${place}`);

/** The city a place names: its first part, for telling "Porto" and "Porto, Portugal" apart from "Lisbon". */
const cityKey = (place: string): string => (place.split(",")[0] ?? "").trim().toLowerCase();

/**
 * Every place of the record once, in the order the person came to it after the home city: the fullest way
 * it was written, and why, built from what happened there ("worked at Org A and studied at Org B").
 */
export const placesOf = (
  record: ImportedRecord,
  givenName: string,
  basedLabel: string | null,
): { place: string; why: string }[] => {
  // Per place, what happened there: each verb once with everything it did ("worked at A and B").
  const found = new Map<string, { place: string; what: Map<string, string[]> }>();
  const add = (place: string | null, verb: string, object = "") => {
    const label = cityAndCountry(placeLabel([place]));
    if (!label || NOWHERE.test(label)) return;
    const key = cityKey(label);
    const known = found.get(key) ?? { place: label, what: new Map<string, string[]>() };
    if (label.length > known.place.length) known.place = label;
    const objects = known.what.get(verb) ?? [];
    if (!objects.includes(object)) known.what.set(verb, [...objects, object]);
    found.set(key, known);
  };
  if (basedLabel) add(basedLabel, "is based today");
  // Oldest first, whatever order the source lists them in.
  // Work on one's own account is how she worked, not where: "was self-employed", "was freelance".
  for (const role of [...record.work].sort(byStart))
    if (onOwnAccount(role.organization)) add(role.location, "was", role.organization.trim().toLowerCase());
    else add(role.location, "worked at", role.organization);
  for (const role of [...record.volunteer].sort(byStart)) add(role.location, "volunteered at", role.organization);
  for (const talk of [...record.talks].sort(newestFirst).reverse())
    add(talk.location, "spoke at", talk.publisher ?? talk.title);
  return [...found.values()].map(({ place, what }) => ({
    place,
    why: `Where ${givenName} ${listed([...what].map(([verb, objects]) => `${verb} ${listed(objects)}`.trim()))}.`,
  }));
};
