import { describe, expect, it } from "vitest";
import { sampleFiles } from "../../test/support/content.js";
import { findPlaceholders, PLACEHOLDER, STAND_INS } from "./placeholders.js";

describe("texts left to write", () => {
  it("finds none in the shipped sample", async () => {
    expect(findPlaceholders(await sampleFiles())).toEqual([]);
  });

  it("names the file and field of every marked text, front matter, body and YAML lists alike", () => {
    const files = {
      "profile.md": `---\nname: Ada\nbasedIn: { city: "${PLACEHOLDER} city", country: ${STAND_INS.country} }\n---\n\n${PLACEHOLDER} your biography.\n`,
      "talks.yaml": `- id: a\n  title: Fine\n- id: b\n  venue: "${PLACEHOLDER} where"\n  links: [{ url: "${STAND_INS.url}" }]\n`,
      "site.yaml": `contact: { email: ${STAND_INS.email} }\ntitle: Done\n`,
      "photo.jpg": `data:image/jpeg;base64,${PLACEHOLDER}`,
    };
    expect(findPlaceholders(files)).toEqual([
      { file: "profile.md", path: "basedIn.city" },
      { file: "profile.md", path: "basedIn.country" },
      { file: "profile.md", path: "(body)" },
      { file: "site.yaml", path: "contact.email" },
      { file: "talks.yaml", path: "[1].venue" },
      { file: "talks.yaml", path: "[1].links[0].url" },
    ]);
  });

  it("still finds a marker in a file that does not parse", () => {
    expect(findPlaceholders({ "talks.yaml": `- title: "${PLACEHOLDER} x\n  : [` })).toEqual([
      { file: "talks.yaml", path: "(root)" },
    ]);
  });
});
