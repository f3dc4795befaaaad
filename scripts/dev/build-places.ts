/**
 * Builds src/search/intent/world-cities.json, the country of each of the world's cities a place may be written by
 * alone ("Rotterdam", "Dubai"), from the city table of `city-timezones` (MIT, a devDependency never loaded at
 * run time: about 7,300 populated places of every country, each with its country and population). A name several
 * cities share is the most populous one's: "Perth" is in Australia, "London" in the United Kingdom. Countries are
 * named as world-regions.ts names them; a city of a country it does not list is left out. Facts about the world,
 * not about anyone.
 * Run it only to change the source: `npm run build:places`.
 */
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fold } from "../../src/search/analysis/analyze.js";
import { countryNamed } from "../../src/search/intent/world-regions.js";

interface City {
  readonly city_ascii: string;
  readonly country: string;
  readonly pop: number;
}

/** Country names the table writes otherwise than the locale data do. */
const WRITTEN_AS: Readonly<Record<string, string>> = {
  "Congo (Kinshasa)": "Democratic Republic of the Congo",
  "Congo (Brazzaville)": "Republic of the Congo",
  "The Bahamas": "Bahamas",
  "Federated States of Micronesia": "Micronesia",
  "Republic of Serbia": "Serbia",
  Macedonia: "North Macedonia",
  Swaziland: "Eswatini",
  "East Timor": "Timor-Leste",
  "Guinea Bissau": "Guinea-Bissau",
  "The Gambia": "Gambia",
  "Hong Kong S.A.R.": "Hong Kong",
  "Macau S.A.R": "Macao",
  Somaliland: "Somalia",
  "United Republic of Tanzania": "Tanzania",
};

const require = createRequire(import.meta.url);
const cities = require("city-timezones/data/cityMap.json") as readonly City[];
const best = new Map<string, City>();
const unknown = new Set<string>();
for (const city of cities) {
  if (countryNamed(WRITTEN_AS[city.country] ?? city.country) === undefined) {
    unknown.add(city.country);
    continue;
  }
  const name = fold(city.city_ascii);
  const held = best.get(name);
  if (name !== "" && (held === undefined || held.pop < city.pop)) best.set(name, city);
}
const byCountry = new Map<string, string[]>();
for (const [name, city] of best) {
  const country = countryNamed(WRITTEN_AS[city.country] ?? city.country) ?? "";
  // A city named as a country is the country ("Singapore", "Djibouti").
  if (countryNamed(name) !== undefined) continue;
  byCountry.set(country, [...(byCountry.get(country) ?? []), name]);
}
const table = {
  source:
    "city-timezones 1.3.4 (its city table: about 7,300 populated places); a shared name is its most populous city's",
  cities: Object.fromEntries(
    [...byCountry].sort(([a], [b]) => a.localeCompare(b)).map(([c, list]) => [c, list.sort().join("|")]),
  ),
};
await writeFile(
  join(import.meta.dirname, "../../src/search/intent/world-cities.json"),
  `${JSON.stringify(table, null, 1)}\n`,
);
console.log(`${best.size} city names; countries not listed, left out: ${[...unknown].sort().join(", ")}`);
