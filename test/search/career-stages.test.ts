/**
 * The stages of a career on a record nobody tuned search for (the veterinary surgeon fixture, imported from a
 * LinkedIn export): a role's own title anchors a question of before and after it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchIndex } from "../../src/search/index.js";
import { fixtureDir, searchIndexOf, topKeys } from "../support/search-index.js";

let index: SearchIndex;
beforeAll(async () => {
  index = await searchIndexOf(fixtureDir("veterinary-surgeon"));
});
const first = (query: string): string => topKeys(index, query, 1)[0] ?? "";

describe("a role's title as the anchor of a question", () => {
  it("finds the stage just before it", () => {
    expect(first("what did he do before he became head of orthopaedics")).toBe(
      "timeline:orthopaedic-surgeon-at-org-xx-veterinary-referrals",
    );
  });

  it("reads 'what was he doing' and 'where was he' before an anchor as asking for that stage", () => {
    expect(first("what was he doing before he moved to Canada")).toBe(
      "timeline:head-of-orthopaedics-at-org-xx-veterinary-referrals",
    );
    expect(first("where was he before he moved to Bristol")).toMatch(/^timeline:/);
  });
});

describe("a degree's subject is not a title she became", () => {
  it("reads 'before she became publishing director' as the role before that title, not before an MA Publishing", async () => {
    const publisher = await searchIndexOf(fixtureDir("publishing-director"));
    expect(topKeys(publisher, "what was her job before she became publishing director", 1)).toEqual([
      "timeline:editorial-director-at-org-qyr-editions",
    ]);
  });
});

describe("a degree called by its letters", () => {
  it("asks for studies of its level, and names the one degree of that level as a time", async () => {
    const seller = await searchIndexOf(fixtureDir("chief-revenue-officer"));
    expect(topKeys(seller, "does he have an MBA", 1)).toEqual([
      "timeline:executive-master-of-business-administration-emba-business-administration-org-ria-business-school",
    ]);
    const paramedic = await searchIndexOf(fixtureDir("ambulance-service-director"));
    expect(topKeys(paramedic, "when he was doing his MBA, what was his day job", 1)).toEqual([
      "timeline:emergency-operations-centre-manager-at-org-qpg-ambulance-service",
    ]);
  });
});

describe("a stay named by its title framing a question of another kind", () => {
  it("is the window only: what he studied while serving as chief engineer is the studies of those years", async () => {
    const engineer = await searchIndexOf(fixtureDir("fleet-engineering-head"));
    expect(topKeys(engineer, "what was he studying on the side while serving as chief engineer", 1)).toEqual([
      "timeline:master-of-science-maritime-energy-management-org-qxg-maritime-university",
    ]);
    const teacher = await searchIndexOf(fixtureDir("physics-head-teacher"));
    expect(topKeys(teacher, "what was he studying while running the science faculty", 1)).toEqual([
      "timeline:master-of-education-educational-leadership-org-qjr-university",
    ]);
  });
});

describe("a question of grammar words alone beside a time that names a stage", () => {
  it("asks for that stage ('the year he qualified as a paramedic, where was he')", async () => {
    const paramedic = await searchIndexOf(fixtureDir("ambulance-service-director"));
    expect(topKeys(paramedic, "the year he qualified as a paramedic, where was he", 2)).toContain(
      "timeline:paramedic-at-org-qpa-ambulance-service",
    );
  });
});

describe("going back to university", () => {
  it("names his studies after the first, not his first degree", async () => {
    const surveyor = await searchIndexOf(fixtureDir("marine-mapping-head"));
    expect(
      topKeys(surveyor, "what did she do between the Perth survey firm and going back to university", 2),
    ).toContain("timeline:port-hydrographer-at-org-qze-port-authority");
  });
});
