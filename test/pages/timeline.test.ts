/** The career timeline chart on /resume and /agent: server-rendered SVG, one bar per dated role, accessible. */
import { beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../src/content/site.js";
import { testApp, testSite } from "../support/app.js";

let site: Site;
let pages: Record<string, string>;

beforeAll(async () => {
  site = await testSite();
  const app = await testApp({ site });
  pages = {};
  for (const path of ["/resume", "/agent"]) pages[path] = await (await app.request(path)).text();
});

const chartOf = (html: string): string => /<figure class="timeline-chart">.*?<\/figure>/s.exec(html)?.[0] ?? "";

describe.each(["/resume", "/agent"])("the timeline chart on %s", (path) => {
  it("is an SVG image with a title and a description", () => {
    const chart = chartOf(pages[path] ?? "");
    expect(chart).toMatch(/<svg [^>]*role="img" aria-labelledby="[a-z-]+-title [a-z-]+-desc"/);
    expect(chart).toMatch(/<title id="[a-z-]+-title">[^<]+career, \d{4} to today<\/title>/);
    expect(chart).toMatch(/<desc id="[a-z-]+-desc">\d+ roles on a years axis, oldest first; the current role is /);
  });

  it("draws one bar per dated role and marks the current one", () => {
    const chart = chartOf(pages[path] ?? "");
    const dated = site.timeline.filter((t) => t.start !== null).length;
    expect(chart.match(/<rect /g)?.length).toBe(dated);
    expect(chart.match(/class="tl-role current"/g)?.length).toBe(1);
  });

  it("needs no script", () => {
    expect(pages[path]).not.toContain("<script src");
  });
});
