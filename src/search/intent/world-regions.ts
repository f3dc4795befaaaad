/**
 * The regions of the world a question may name instead of a country ("his years in Asia", "has she worked in the
 * Middle East", "back when she lived in southern Europe"), and the country a written place is in. The regions are
 * the UN's geographic ones (M49: continents and their subregions) and the groupings people say ("the Gulf",
 * "Scandinavia", "Latin America"); countries are named in English as the locale data names them, with the other
 * names places are commonly written with. Facts about the world, not about anyone: a record's places are matched
 * against them, nothing is added to its content.
 */
import { fold } from "../analysis/analyze.js";

/** Countries by subregion (M49), in English; a name after a slash is another name it is written by. */
const SUBREGIONS: Readonly<Record<string, string>> = {
  "northern europe":
    "United Kingdom/UK/Great Britain/Britain/England/Scotland/Wales/Northern Ireland, Ireland, Iceland, Norway, Sweden, Denmark, Finland, Estonia, Latvia, Lithuania, Faroe Islands, Isle of Man, Jersey, Guernsey",
  "western europe":
    "France, Germany, Netherlands/Holland/The Netherlands, Belgium, Luxembourg, Switzerland, Austria, Liechtenstein, Monaco",
  "southern europe":
    "Spain, Portugal, Italy, Greece, Malta, Cyprus, Slovenia, Croatia, Bosnia and Herzegovina/Bosnia & Herzegovina, Serbia, Montenegro, Kosovo, Albania, North Macedonia/Macedonia, Andorra, San Marino, Vatican City, Gibraltar",
  "eastern europe":
    "Poland, Czechia/Czech Republic, Slovakia, Hungary, Romania, Bulgaria, Moldova, Ukraine, Belarus, Russia",
  "northern africa": "Morocco, Algeria, Tunisia, Libya, Egypt, Sudan, Western Sahara",
  "eastern africa":
    "Kenya, Uganda, Tanzania, Rwanda, Burundi, Ethiopia, Eritrea, Djibouti, Somalia, South Sudan, Madagascar, Mauritius, Seychelles, Comoros, Mozambique, Malawi, Zambia, Zimbabwe, Réunion",
  "middle africa":
    "Cameroon, Central African Republic, Chad, Congo/Congo - Brazzaville/Republic of the Congo, Congo - Kinshasa/Democratic Republic of the Congo/DRC, Gabon, Equatorial Guinea, Angola, São Tomé and Príncipe",
  "southern africa": "South Africa, Namibia, Botswana, Lesotho, Eswatini/Swaziland",
  "western africa":
    "Nigeria, Ghana, Senegal, Gambia, Guinea, Guinea-Bissau, Sierra Leone, Liberia, Côte d’Ivoire/Ivory Coast, Burkina Faso, Mali, Niger, Togo, Benin, Mauritania, Cape Verde/Cabo Verde",
  "western asia":
    "Türkiye/Turkey, Israel, Palestine/Palestinian Territories, Lebanon, Syria, Jordan, Iraq, Saudi Arabia, Yemen, Oman, United Arab Emirates/UAE, Qatar, Bahrain, Kuwait, Georgia, Armenia, Azerbaijan",
  "central asia": "Kazakhstan, Uzbekistan, Turkmenistan, Kyrgyzstan, Tajikistan",
  "southern asia": "India, Pakistan, Bangladesh, Sri Lanka, Nepal, Bhutan, Maldives, Afghanistan, Iran",
  "eastern asia":
    "China, Japan, South Korea/Korea, North Korea, Mongolia, Taiwan, Hong Kong/Hong Kong SAR China, Macao/Macau/Macao SAR China",
  "south-eastern asia":
    "Indonesia, Malaysia, Singapore, Thailand, Vietnam, Philippines, Myanmar/Myanmar (Burma)/Burma, Cambodia, Laos, Brunei, Timor-Leste/East Timor",
  "northern america": "United States/US/USA/United States of America, Canada, Greenland, Bermuda",
  "central america": "Mexico, Guatemala, Belize, Honduras, El Salvador, Nicaragua, Costa Rica, Panama",
  caribbean:
    "Cuba, Jamaica, Haiti, Dominican Republic, Puerto Rico, Bahamas, Barbados, Trinidad and Tobago/Trinidad & Tobago, Cayman Islands, Grenada, Saint Lucia/St. Lucia, Antigua and Barbuda/Antigua & Barbuda",
  "south america":
    "Brazil, Argentina, Chile, Peru, Colombia, Venezuela, Ecuador, Bolivia, Paraguay, Uruguay, Guyana, Suriname, Falkland Islands",
  "australia and new zealand": "Australia, New Zealand",
  pacific:
    "Fiji, Papua New Guinea, Solomon Islands, Vanuatu, Samoa, Tonga, Kiribati, Tuvalu, Nauru, Palau, Micronesia, Marshall Islands, New Caledonia, French Polynesia, Cook Islands",
};

/** The names a question may call a subregion by, and the larger regions it lies in. */
const REGION_NAMES: Readonly<Record<string, readonly string[]>> = {
  "northern europe": ["northern europe", "europe"],
  "western europe": ["western europe", "central europe", "europe"],
  "southern europe": ["southern europe", "mediterranean", "europe"],
  "eastern europe": ["eastern europe", "central europe", "europe"],
  "northern africa": ["north africa", "northern africa", "africa", "mena"],
  "eastern africa": ["east africa", "eastern africa", "sub-saharan africa", "africa"],
  "middle africa": ["central africa", "middle africa", "sub-saharan africa", "africa"],
  "southern africa": ["southern africa", "sub-saharan africa", "africa"],
  "western africa": ["west africa", "western africa", "sub-saharan africa", "africa"],
  "western asia": ["middle east", "western asia", "asia", "mena"],
  "central asia": ["central asia", "asia"],
  "southern asia": ["south asia", "southern asia", "asia"],
  "eastern asia": ["east asia", "eastern asia", "far east", "asia", "asia pacific"],
  "south-eastern asia": ["southeast asia", "south-east asia", "south east asia", "far east", "asia", "asia pacific"],
  "northern america": ["north america", "americas"],
  "central america": ["central america", "latin america", "north america", "americas"],
  caribbean: ["caribbean", "americas"],
  "south america": ["south america", "latin america", "americas"],
  "australia and new zealand": ["australasia", "oceania", "asia pacific"],
  pacific: ["pacific islands", "oceania", "asia pacific"],
};

/** Groupings said of a few countries across subregions. */
const GROUPINGS: Readonly<Record<string, string>> = {
  scandinavia: "Norway, Sweden, Denmark",
  nordics: "Norway, Sweden, Denmark, Finland, Iceland",
  "nordic countries": "Norway, Sweden, Denmark, Finland, Iceland",
  baltics: "Estonia, Latvia, Lithuania",
  "baltic states": "Estonia, Latvia, Lithuania",
  benelux: "Belgium, Netherlands, Luxembourg",
  iberia: "Spain, Portugal",
  balkans:
    "Slovenia, Croatia, Bosnia and Herzegovina, Serbia, Montenegro, Kosovo, Albania, North Macedonia, Bulgaria, Romania, Greece",
  "gulf states": "Saudi Arabia, United Arab Emirates, Qatar, Bahrain, Kuwait, Oman",
  "middle east": "Egypt, Iran",
  mena: "Iran",
  "latin america": "Mexico",
};

const names = (list: string): string[][] => list.split(", ").map((country) => country.split("/").map(fold));

/** Each name of a country, folded, to its first name: the one countries are compared by. */
const COUNTRY: ReadonlyMap<string, string> = new Map(
  Object.values(SUBREGIONS).flatMap((list) => names(list).flatMap((all) => all.map((n) => [n, all[0] ?? n]))),
);

/** Each country (its first name) to the names of the regions it lies in. */
const REGIONS: ReadonlyMap<string, readonly string[]> = (() => {
  const regions = new Map<string, string[]>();
  const add = (country: string, region: string) => regions.set(country, [...(regions.get(country) ?? []), region]);
  for (const [subregion, list] of Object.entries(SUBREGIONS))
    for (const [country] of names(list)) for (const region of REGION_NAMES[subregion] ?? []) add(country ?? "", region);
  for (const [grouping, list] of Object.entries(GROUPINGS))
    for (const [country] of names(list)) add(COUNTRY.get(country ?? "") ?? "", grouping);
  return regions;
})();

/** The country a name names (folded, by its first name), or undefined: "Holland" is "netherlands". */
export const countryNamed = (name: string): string | undefined => COUNTRY.get(fold(name));

/** The names of the regions a country (countryOf) lies in: "asia", "middle east", "scandinavia"… */
export const regionsOf = (country: string | undefined): readonly string[] =>
  country === undefined ? [] : (REGIONS.get(country) ?? []);

/** What a question calls the stages spent outside the country a career began in (build-index.ts). */
export const ABROAD_NAMES = ["abroad", "overseas"] as const;
