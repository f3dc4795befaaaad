/**
 * The starter `npm run init` writes: an invented record with two chapters (a school, a job), every fact in it a
 * stand-in to replace and every text to write marked PLACEHOLDER. It goes through the import's own builder, so
 * the starter and an imported record have the same files and the same shape.
 */
import { PLACEHOLDER, STAND_INS } from "./draft.js";
import { emptyRecord, type ImportedRecord } from "./record.js";

export const starterRecord = (year: number): ImportedRecord => ({
  ...emptyRecord("starter"),
  name: "Your Name",
  givenName: "Your",
  familyName: "Name",
  headline: "your headline",
  email: STAND_INS.email,
  location: { city: "Your City", region: "Your Region", country: "US" },
  websites: [{ label: "Website", url: STAND_INS.url }],
  // Written into profile.md as an example of the optional keywords every record may list.
  keywords: [`${PLACEHOLDER} words others use for your work`],
  work: [
    {
      organization: "Your Company",
      title: "Your Role",
      description: `${PLACEHOLDER} what you do at Your Company, in a few sentences.`,
      about: null,
      highlights: [],
      location: "Your City",
      url: STAND_INS.url,
      start: { year: year - 2, month: null, day: null },
      end: null,
    },
  ],
  education: [
    {
      institution: "Your School",
      studyType: "Your Degree",
      area: "Your Field",
      notes: `${PLACEHOLDER} what you studied and what you took from it.`,
      score: null,
      courses: [],
      url: STAND_INS.url,
      start: { year: year - 8, month: null, day: null },
      end: { year: year - 4, month: null, day: null },
    },
  ],
});
