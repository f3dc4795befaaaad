/** The career timeline on /resume and /agent: server-rendered, one row per dated role, its words as text. */
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

const chartOf = (html: string): string => /<figure class="timeline-chart"[^>]*>.*?<\/figure>/s.exec(html)?.[0] ?? "";
const textOf = (html: string): string =>
  html
    .replace(/<svg.*?<\/svg>/gs, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#39;|&amp;/g, (e) => (e === "&amp;" ? "&" : "'"));

describe.each(["/resume", "/agent"])("the timeline on %s", (path) => {
  it("is a figure named by its caption: whose career, from when, how many roles", () => {
    const chart = chartOf(pages[path] ?? "");
    expect(chart).toMatch(/<figure class="timeline-chart" aria-labelledby="([a-z-]+-title)"><figcaption id="\1">/);
    expect(textOf(chart)).toMatch(/career, \d{4} to today: \d+ roles, oldest first/);
  });

  it("lists every dated role as text, whole, with its organization and years; the current one marked", () => {
    const chart = chartOf(pages[path] ?? "");
    const dated = site.timeline.filter((t) => t.start !== null);
    expect(chart.match(/<li class="tl-row/g)?.length).toBe(dated.length);
    expect(chart.match(/class="tl-row current"/g)?.length).toBe(1);
    const text = textOf(chart);
    for (const t of dated) {
      expect(text).toContain(t.role ?? t.label);
      if (t.organization) expect(text).toContain(`${t.organization} · ${t.start}`);
    }
    expect(text).toContain("(current)");
    expect(text).not.toContain("…");
  });

  it("draws one bar per role inside its track, hidden from screen readers with the axis", () => {
    const chart = chartOf(pages[path] ?? "");
    const bars = [...chart.matchAll(/<rect x="([\d.]+)%" y="\d+" width="([\d.]+)%"/g)];
    expect(bars).toHaveLength(site.timeline.filter((t) => t.start !== null).length);
    for (const [, x, width] of bars) expect(Number(x) + Number(width)).toBeLessThanOrEqual(100.01);
    expect(chart.match(/<svg /g)?.length).toBe(chart.match(/<svg [^>]*aria-hidden="true"/g)?.length);
  });

  it("needs no script", () => {
    expect(pages[path]).not.toContain("<script src");
  });
});
