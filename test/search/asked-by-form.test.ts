/**
 * Questions whose form says what they ask, on a record nobody tuned search for (the mine-closure consultant): his
 * name beside the names of his résumé's lists asks for the lists, not the profile that bears the name (his name and
 * his trade still ask who he is); where he lives now is the quick answer on where he is based.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchIndex } from "../../src/search/index.js";
import { fixtureDir, searchIndexOf, topKeys } from "../support/search-index.js";

let index: SearchIndex;
beforeAll(async () => {
  index = await searchIndexOf(fixtureDir("mine-closure-consultant"));
});
const first = (query: string): string => topKeys(index, query, 1)[0] ?? "";

describe("his name and the names of his lists", () => {
  it("asks for the lists", () => {
    expect(first("Nadia Ferreira skills")).toBe("practice:skills");
    expect(first("nadia ferreira awards")).toBe("practice:awards");
    // Misspelt, the name is still his.
    expect(first("Nadia Fereira languages")).toBe("practice:languages");
  });

  it("leaves his name beside anything else asking who he is", () => {
    expect(first("Nadia Ferreira")).toBe("profile:nadia-ferreira");
    expect(first("Nadia Ferreira closure consultant")).toBe("profile:nadia-ferreira");
  });
});

describe("where he is now", () => {
  it("is the quick answer on where he is based, whatever words the question uses", () => {
    expect(first("which city does she live in")).toBe("answer:where-is-this-person-based");
    expect(first("where is she located, we want someone in Australia")).toBe("answer:where-is-this-person-based");
  });
});

describe("code he wrote", () => {
  it("is the project that links to it, however the question names the code", async () => {
    // The port operations manager's bunkerlog links to its repository; no record says "script" or "coded".
    const port = await searchIndexOf(fixtureDir("port-operations-manager"));
    expect(topKeys(port, "the little script he coded to check fuel deliveries", 1)).toEqual(["project:bunkerlog"]);
    expect(topKeys(port, "does he write software", 1)).toEqual(["project:bunkerlog"]);
  });
});

describe("his teaching", () => {
  it("is the role whose title is one of teaching, though the question says 'teach' and the title 'Lecturer'", async () => {
    const arts = await searchIndexOf(fixtureDir("arts-administrator"));
    expect(topKeys(arts, "does he still teach at a music school", 1)).toEqual([
      "timeline:visiting-lecturer-in-arts-management-at-org-zx-conservatoire",
    ]);
  });
});
