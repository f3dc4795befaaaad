import { describe, expect, it } from "vitest";
import { inWords } from "./site.js";

describe("inWords", () => {
  it("lists in a sentence", () => {
    expect(inWords([])).toBe("");
    expect(inWords(["talks"])).toBe("talks");
    expect(inWords(["talks", "projects"])).toBe("talks and projects");
    expect(inWords(["talks", "writing and press", "projects", "practices"])).toBe(
      "talks, writing and press, projects and practices",
    );
    expect(inWords(["a", "b", "c"], "or")).toBe("a, b or c");
  });

  it("sets apart a last item that holds the joining word, rather than run the two together", () => {
    expect(inWords(["timeline", "writing and press"])).toBe("timeline as well as writing and press");
    expect(inWords(["chapters", "timeline", "writing and press"])).toBe("chapters, timeline, and writing and press");
    expect(inWords(["roles and dates", "talks"])).toBe("roles and dates as well as talks");
    expect(inWords(["a", "b or c"], "or")).toBe("a, or b or c");
    // Another conjunction inside an item is no trouble.
    expect(inWords(["a", "b or c"])).toBe("a and b or c");
  });
});
