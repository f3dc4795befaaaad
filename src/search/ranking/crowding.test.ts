import { describe, expect, it } from "vitest";
import { CROWDED_TOP, crowdOverviews, MAX_OVERVIEWS } from "./crowding.js";

interface Item {
  readonly id: string;
  readonly score: number;
}
const overview = (item: Item): boolean => item.id.startsWith("chapter") || item.id === "profile";
const ids = (items: readonly Item[]): string[] => items.map((item) => item.id);

describe("crowdOverviews", () => {
  it("keeps the first results from being all overviews: the next record of another kind moves up", () => {
    const ranked = [
      { id: "profile", score: 90 },
      { id: "chapter-a", score: 80 },
      { id: "chapter-b", score: 70 },
      { id: "talk", score: 60 },
      { id: "answer", score: 50 },
    ];
    const out = crowdOverviews(ranked, overview);
    expect(ids(out)).toEqual(["profile", "chapter-a", "talk", "chapter-b", "answer"]);
    expect(out.slice(0, CROWDED_TOP).filter(overview)).toHaveLength(MAX_OVERVIEWS);
  });

  it("gives a record moved down the score of the one above it, so scores never rise down the list", () => {
    const out = crowdOverviews(
      [
        { id: "chapter-a", score: 90 },
        { id: "chapter-b", score: 80 },
        { id: "chapter-c", score: 70 },
        { id: "chapter-d", score: 65 },
        { id: "talk", score: 60 },
        { id: "answer", score: 50 },
      ],
      overview,
    );
    expect(ids(out)).toEqual(["chapter-a", "chapter-b", "talk", "chapter-c", "chapter-d", "answer"]);
    const scores = out.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(out[3]?.score).toBe(60);
  });

  it("changes nothing when the first results are not all overviews, or when there is nothing else to list", () => {
    const mixed = [
      { id: "chapter-a", score: 90 },
      { id: "talk", score: 80 },
      { id: "chapter-b", score: 70 },
      { id: "chapter-c", score: 60 },
    ];
    expect(crowdOverviews(mixed, overview)).toEqual(mixed);
    const onlyOverviews = [
      { id: "chapter-a", score: 90 },
      { id: "chapter-b", score: 80 },
      { id: "chapter-c", score: 70 },
    ];
    expect(crowdOverviews(onlyOverviews, overview)).toEqual(onlyOverviews);
    expect(crowdOverviews([], overview)).toEqual([]);
  });
});
