import { describe, expect, it } from "vitest";
import { testSite } from "../../../../test/support/app.js";
import { embeddedTimeline, viewHtml } from "./html.js";

describe("viewHtml", () => {
  it("embeds the chapters in story order as JSON no text can break out of", async () => {
    const site = await testSite();
    const hostile = { ...site, profile: { ...site.profile, name: 'A </script><script>alert(1)</script> "B"' } };
    const html = viewHtml(hostile);
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain("<title>A &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;B&quot;</title>");
    const json = /<script type="application\/json" id="timeline-data">(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual(embeddedTimeline(hostile));
    expect(embeddedTimeline(site).chapters.map((c) => c.number)).toEqual(site.chapters.map((_, i) => i + 1));
  });
});
