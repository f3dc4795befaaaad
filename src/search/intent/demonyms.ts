/**
 * What a question calls a country's things by ("after leaving Dutch customs", "his years at the Irish stations", "a
 * Swiss pharmaceutical firm"): its adjective, a fact about the world, not about anyone. An adjective alone is a
 * language as often ("does she speak Dutch", "Welsh and English"), so it names the country only before a noun.
 */
import { fold } from "../analysis/analyze.js";

/**
 * Each country or nation (folded, as place-country.ts and world-regions.ts name them) and its adjectives; none that
 * is a name of its own too ("New Zealand", "UK"), which names the country anywhere.
 */
const ADJECTIVES: Readonly<Record<string, readonly string[]>> = {
  "united kingdom": ["british"],
  england: ["english"],
  scotland: ["scottish", "scots"],
  wales: ["welsh"],
  "northern ireland": ["northern irish"],
  ireland: ["irish"],
  "united states": ["american"],
  canada: ["canadian"],
  mexico: ["mexican"],
  brazil: ["brazilian"],
  argentina: ["argentine", "argentinian"],
  chile: ["chilean"],
  peru: ["peruvian"],
  colombia: ["colombian"],
  france: ["french"],
  germany: ["german"],
  netherlands: ["dutch"],
  belgium: ["belgian"],
  luxembourg: ["luxembourgish"],
  switzerland: ["swiss"],
  austria: ["austrian"],
  spain: ["spanish"],
  portugal: ["portuguese"],
  italy: ["italian"],
  greece: ["greek"],
  malta: ["maltese"],
  cyprus: ["cypriot"],
  norway: ["norwegian"],
  sweden: ["swedish"],
  denmark: ["danish"],
  finland: ["finnish"],
  iceland: ["icelandic"],
  estonia: ["estonian"],
  latvia: ["latvian"],
  lithuania: ["lithuanian"],
  poland: ["polish"],
  czechia: ["czech"],
  slovakia: ["slovak"],
  hungary: ["hungarian"],
  romania: ["romanian"],
  bulgaria: ["bulgarian"],
  croatia: ["croatian"],
  serbia: ["serbian"],
  slovenia: ["slovenian"],
  ukraine: ["ukrainian"],
  russia: ["russian"],
  turkiye: ["turkish"],
  israel: ["israeli"],
  lebanon: ["lebanese"],
  jordan: ["jordanian"],
  "saudi arabia": ["saudi"],
  "united arab emirates": ["emirati"],
  qatar: ["qatari"],
  oman: ["omani"],
  egypt: ["egyptian"],
  morocco: ["moroccan"],
  tunisia: ["tunisian"],
  kenya: ["kenyan"],
  uganda: ["ugandan"],
  tanzania: ["tanzanian"],
  ethiopia: ["ethiopian"],
  nigeria: ["nigerian"],
  ghana: ["ghanaian"],
  senegal: ["senegalese"],
  "south africa": ["south african"],
  india: ["indian"],
  pakistan: ["pakistani"],
  bangladesh: ["bangladeshi"],
  "sri lanka": ["sri lankan"],
  nepal: ["nepali", "nepalese"],
  china: ["chinese"],
  japan: ["japanese"],
  "south korea": ["korean", "south korean"],
  taiwan: ["taiwanese"],
  singapore: ["singaporean"],
  malaysia: ["malaysian"],
  indonesia: ["indonesian"],
  thailand: ["thai"],
  vietnam: ["vietnamese"],
  philippines: ["filipino", "philippine"],
  australia: ["australian", "aussie"],
  "new zealand": ["kiwi"],
};

/** The adjectives of a country or nation as written in a place ("Netherlands" → "dutch"); none for any other name. */
export const adjectivesOf = (name: string): readonly string[] => ADJECTIVES[fold(name).trim()] ?? [];

const ALL: ReadonlySet<string> = new Set(Object.values(ADJECTIVES).flat());

/** Whether an anchor's name is a country's adjective, which names it only before a noun. */
export const isAdjective = (name: string): boolean => ALL.has(name);

/**
 * The words after an adjective that leave it a language or a people: "Dutch and French", "English is her first
 * language", "Welsh speakers", "translating Spanish to English".
 */
export const NOT_A_NOUN =
  "(?:and|or|is|was|as|at|to|in|into|from|for|with|well|fluently|language|languages|speaker|speakers|speaking|translation|translator|translators|interpreter|interpreting|lessons|classes|course|courses|skills|level|proficiency|he|she|they)";
