/** The privacy page states what the request log holds, from the logger's own declaration, on both twins. */
import { describe, expect, it } from "vitest";
import { LOGGED_FIELDS_HEADING } from "../../src/render/copy.js";
import { loggedFields } from "../../src/schema/request-log.js";
import { testApp } from "../support/app.js";

describe("the privacy page", () => {
  it("lists every field of a request log line, in HTML and in its Markdown twin", async () => {
    const app = await testApp();
    const html = await (await app.request("/privacy")).text();
    const markdown = await (await app.request("/privacy.md")).text();
    expect(markdown).toContain(LOGGED_FIELDS_HEADING);
    for (const { name } of loggedFields()) {
      expect(markdown, name).toContain(`\`${name}\``);
      expect(html, name).toContain(`<code>${name}</code>`);
    }
  });
});
