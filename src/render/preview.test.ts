import { describe, expect, it } from "vitest";
import { PREVIEW_DESCRIPTION_MAX, previewDescription } from "./preview.js";

describe("previewDescription", () => {
  it("keeps a description that fits, spaces collapsed", () => {
    expect(previewDescription("  A short line.\n  Two.  ")).toBe("A short line. Two.");
    expect(previewDescription("x".repeat(PREVIEW_DESCRIPTION_MAX))).toHaveLength(PREVIEW_DESCRIPTION_MAX);
  });

  it("keeps the whole sentences from the start that fit", () => {
    const text = `First sentence here. Second one, a little longer! ${"Third goes past the limit ".repeat(3)}end.`;
    expect(previewDescription(text, 60)).toBe("First sentence here. Second one, a little longer!");
  });

  it("cuts a first sentence that does not fit at a word, with an ellipsis, within the limit", () => {
    const text = "At Org C from 2019 to 2023, she grew the platform team, moved the service to Kubernetes, and more.";
    const short = previewDescription(text, 50);
    expect(short).toBe("At Org C from 2019 to 2023, she grew the platform…");
    expect(short.length).toBeLessThanOrEqual(50);
  });

  it("cuts a single word longer than the limit", () => {
    expect(previewDescription("a".repeat(30), 10)).toBe(`${"a".repeat(9)}…`);
  });

  it("does not end a sentence inside a number or an address", () => {
    expect(previewDescription("Version 2.5 of example.com shipped to everyone in the whole world.", 30)).toBe(
      "Version 2.5 of example.com…",
    );
  });
});
