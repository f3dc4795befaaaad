/**
 * The country a written place is in: by its last part where that names a country or a US state ("Leeds, England,
 * United Kingdom", "Seattle, WA"), else by its city ("Rotterdam", "Dubai, Emirates"), from world-cities.json (built by
 * scripts/dev/build-places.ts). Only building an index asks (build-index.ts), so queries never load the table.
 */
import { fold } from "../analysis/analyze.js";
import worldCities from "./world-cities.json" with { type: "json" };
import { countryNamed } from "./world-regions.js";

/** The states of the United States by their postal codes: "Seattle, WA" is in the United States. */
const US_STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  ),
);

/** Each city's country, made on the first place asked of: a server that loads its build's index never needs it. */
let cityCountry: ReadonlyMap<string, string> | undefined;
const countryOfCity = (city: string): string | undefined => {
  cityCountry ??= new Map(
    Object.entries(worldCities.cities).flatMap(([country, list]) => list.split("|").map((c) => [c, country])),
  );
  return cityCountry.get(city);
};

/**
 * The country a written place is in, folded as world-regions.ts names countries; undefined where neither its last
 * part nor its city says one ("Remote", a town the table does not hold). A last part of two or more that names no
 * known country is still taken as the country's name, folded.
 */
export const countryOf = (place: string | null | undefined): string | undefined => {
  const parts = (place ?? "").split(",").map((p) => p.trim());
  const last = parts.at(-1) ?? "";
  if (last === "") return undefined;
  if (US_STATES.has(last)) return "united states";
  return countryNamed(last) ?? countryOfCity(fold(parts[0] ?? "")) ?? (parts.length < 2 ? undefined : fold(last));
};

/** The cities of the United Kingdom's nations other than England; its other cities in world-cities.json are English. */
const NATIONS: Readonly<Record<string, readonly string[]>> = {
  scotland: [
    ...["aberdeen", "ayr", "dumfries", "dundee", "edinburgh", "fort william", "glasgow", "greenock", "inverness"],
    ...["kirkwall", "lerwick", "wick", "stirling", "st andrews", "paisley", "falkirk", "livingston", "oban"],
  ],
  wales: ["cardiff", "swansea", "newport", "wrexham", "aberystwyth", "bangor", "carmarthen", "llandudno"],
  "northern ireland": ["belfast", "lisburn", "londonderry", "derry", "omagh", "newry", "armagh", "enniskillen"],
};
const NATION_OF_CITY: ReadonlyMap<string, string> = new Map(
  Object.entries(NATIONS).flatMap(([nation, cities]) => cities.map((city) => [city, nation])),
);
const NATION_NAMES = new Set(["england", ...Object.keys(NATIONS)]);

/**
 * The nation of the United Kingdom a written place is in ("Cardiff, United Kingdom" is in Wales): a question says
 * "since arriving in Wales" of a place no record writes so. The nation its parts write, else its city's; undefined
 * for a place outside the United Kingdom or a town the tables do not hold.
 */
export const nationOf = (place: string | null | undefined): string | undefined => {
  if (countryOf(place) !== "united kingdom") return undefined;
  const parts = (place ?? "").split(",").map((p) => fold(p).trim());
  const written = parts.find((p) => NATION_NAMES.has(p));
  if (written !== undefined) return written;
  const city = parts[0] ?? "";
  return NATION_OF_CITY.get(city) ?? (countryOfCity(city) === "united kingdom" ? "england" : undefined);
};
