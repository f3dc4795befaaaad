/**
 * A stage of a career named by what it was, not by a name the record gives (the mine-closure consultant and the
 * bereavement-services lead, imported records nobody tuned search for): the words of the employer's description
 * or of a role's title anchor a question of before and after it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchIndex } from "../../src/search/index.js";
import { fixtureDir, searchIndexOf, topKeys } from "../support/search-index.js";

let mining: SearchIndex;
let chaplain: SearchIndex;
beforeAll(async () => {
  mining = await searchIndexOf(fixtureDir("mine-closure-consultant"));
  chaplain = await searchIndexOf(fixtureDir("bereavement-services-lead"));
});
const first = (index: SearchIndex, query: string): string => topKeys(index, query, 1)[0] ?? "";

describe("a stage described by what it was", () => {
  it("finds the stage just before an employer named by what its chapter says it is", () => {
    // Org DNB Mining's chapter calls it "a mid-tier gold and nickel producer".
    expect(first(mining, "where was she working right before she joined the nickel producer")).toBe(
      "timeline:principal-tailings-engineer-at-org-dna-consulting",
    );
  });

  it("takes the role the clause describes, not the whole chapter of the employer that holds it", () => {
    // Her years at Org FJ hold two roles; "took over the bereavement service" is the second.
    expect(first(chaplain, "what was she doing before she took over the bereavement service")).toBe(
      "timeline:lead-chaplain-at-org-fj-health-board",
    );
  });

  it("finds the stage after one the clause describes by its title's words, counted from its end after leaving", () => {
    // She was a youth worker until 2005, then read divinity.
    expect(first(chaplain, "what did she do after she left youth work")).toBe(
      "timeline:bachelor-of-divinity-org-flc-university",
    );
  });
});

describe("a topic bounded by a stage it describes", () => {
  it("keeps the description's words, which may be the topic's too", async () => {
    // The sample's places say "Austin, TX": "moving to Texas" is described, and the chapter on that move is the answer.
    const sample = await searchIndexOf(new URL("../../sample/", import.meta.url).pathname);
    expect(topKeys(sample, "what was the very first paying job he landed after moving to Texas")).toContain(
      "chapter:austin",
    );
  });
});

describe("his time abroad", () => {
  it("is the stages in another country than the one his career began in", async () => {
    // The fact-checking editor worked in England, then in Accra, Ghana.
    const editor = await searchIndexOf(fixtureDir("fact-checking-editor"));
    expect(topKeys(editor, "his job before he went abroad", 1)).toEqual(["timeline:reporter-at-org-ze-evening-post"]);
    // Coming back from a place is leaving it: what came after its end.
    expect(topKeys(editor, "where did he work after he came back from abroad", 1)).toEqual([
      "timeline:senior-data-reporter-at-org-zc-daily",
    ]);
  });
});

describe("the year of a dated thing of his record", () => {
  it("asks for the stage he was at when he got an award it names, not for the award", async () => {
    const governor = await searchIndexOf(fixtureDir("prison-governor"));
    // The Governor's Commendation for Bravery is dated 2008, when she was a prison officer at Org QRA.
    expect(first(governor, "the year she got the bravery commendation, what was her job")).toBe(
      "timeline:prison-officer-at-org-qra",
    );
    // Asked for the thing itself, the award is the answer.
    expect(first(governor, "the year she got the commendation for bravery, what was it for")).toBe("practice:awards");
  });
});

describe("a time the world knows by name", () => {
  it("places a question in the years it ran, as a stage of his would", async () => {
    const governor = await searchIndexOf(fixtureDir("prison-governor"));
    // She was deputy governor in Dublin from 2017 to 2020, then governor from 2021.
    expect(topKeys(governor, "what was her job before the pandemic", 2)).toContain(
      "timeline:deputy-governor-at-org-qrg",
    );
    // Covid's years, 2020 and 2021, hold the end of the one and the start of the other.
    const during = topKeys(governor, "what was her job during covid", 2);
    expect(during).toEqual(
      expect.arrayContaining(["timeline:governor-at-org-qrk", "timeline:deputy-governor-at-org-qrg"]),
    );
  });
});

describe("a role of mentoring or coaching", () => {
  it("is found by any word of it, though its title says the other", async () => {
    const developer = await searchIndexOf(fixtureDir("real-estate-development-manager"));
    // His role is "Industry Mentor"; the question says "coach".
    expect(first(developer, "does he coach students")).toBe("timeline:industry-mentor-at-org-wz-university");
  });
});

describe("a role said by its acronym", () => {
  it("finds the role and its stage though no record writes the acronym", async () => {
    const insurer = await searchIndexOf(fixtureDir("chief-risk-officer"));
    expect(first(insurer, "his years as CRO")).toBe("timeline:chief-risk-officer-at-org-vx-life-asia");
    expect(topKeys(insurer, "when did he become CRO", 2)).toContain("timeline:chief-risk-officer-at-org-vx-life-asia");
  });
});
