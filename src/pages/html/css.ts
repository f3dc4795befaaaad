/**
 * The one stylesheet, served as /assets/site.css so that the CSP needs no inline styles. Two self-hosted faces
 * (render/web-fonts.ts): Fraunces for display, Inter for text; nothing loads from third parties. Light and dark
 * follow prefers-color-scheme. From 64rem the identity and navigation sit in a sticky column beside the content.
 */
import { fontFaceCss } from "../../render/web-fonts.js";
import { STORY_CSS, TIMELINE_CSS } from "./css-figures.js";

/**
 * What a long page lays out and paints only once it nears the screen (content-visibility: auto): every record, the
 * blocks of reading in a chapter, and a timeline chart below a page's first section. So /agent's style and layout
 * cost follows the screen, not its length: at load, and again when the two faces arrive and every line in them is
 * set anew. Lists holding a link stay laid out: target-size checkers (axe, so Lighthouse) read the positions
 * inside a skipped block as overlapping its neighbours. Blocks that can sit on the first screen (a page's lede,
 * its first paragraphs, the résumé's chart) are left alone: Chromium drew those at their stand-in size first, and
 * the page shifted as they took their own (layout shift 0.14 on /privacy, 0.11 on the 404 page).
 */
const SKIPPED_OFF_SCREEN =
  ".record, .chapter :is(p, blockquote, ul:not(:has(a)), ol:not(:has(a)), dl:not(:has(a))), section ~ section > .timeline-chart";

export const SITE_CSS = `
${fontFaceCss()}
/* Arial stretched to Inter's metrics, so the swap to Inter barely moves a line (next/font's published values). */
@font-face { font-family: "Inter Fallback"; src: local("Arial"), local("Liberation Sans"); size-adjust: 107.4%; ascent-override: 90.2%; descent-override: 22.48%; line-gap-override: 0%; }
:root {
  color-scheme: light dark;
  --bg: #fbfaf7;
  --surface: #ffffff;
  --fg: #1d1c1a;
  --muted: #5c5952;
  --line: #e3dfd5;
  --accent: #b3411a;
  --accent-soft: #f6e7df;
  --code-bg: #f3f0e9;
  --shadow: 0 1px 2px rgb(0 0 0 / 0.04), 0 4px 16px rgb(0 0 0 / 0.04);
  --sans: "Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  --display: "Fraunces Variable", "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif;
  --mono: ui-monospace, "SF Mono", "Cascadia Mono", Menlo, Consolas, monospace;
  /* About 66 characters of Inter at the body size: a comfortable line. */
  --measure: 36.5rem;
  --wide: 60rem;
  --rail: 17rem;
  --radius: 14px;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #141412;
    --surface: #1c1c19;
    --fg: #ecebe5;
    --muted: #a8a59c;
    --line: #2f2e2a;
    --accent: #f08a52;
    --accent-soft: #3a2419;
    --code-bg: #22221e;
    --shadow: none;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--bg);
  color: var(--fg);
  font: 1.0625rem/1.65 var(--sans);
  font-optical-sizing: auto;
  overflow-wrap: break-word;
}
a { color: var(--accent); text-underline-offset: 0.18em; text-decoration-thickness: 1px; }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; border-radius: 2px; }
.skip-link {
  position: absolute; left: 1rem; top: -4rem; z-index: 10;
  background: var(--fg); color: var(--bg); padding: 0.5rem 1rem; border-radius: 6px;
}
.skip-link:focus { top: 1rem; }
.draft-banner { margin: 0; padding: 0.5rem 1.25rem; background: #fff3bf; color: #3d2f00; border-bottom: 2px solid #b08800; text-align: center; }
.wrap { max-width: var(--wide); margin: 0 auto; padding: 0 1.25rem; }
.site-header { border-bottom: 1px solid var(--line); }
.site-header .wrap { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0.25rem 2rem; padding-block: 1rem; }
.brand { font-family: var(--display); font-size: 1.3rem; font-weight: 650; letter-spacing: -0.01em; color: var(--fg); text-decoration: none; }
.nav ul { display: flex; flex-wrap: wrap; gap: 0 1.25rem; list-style: none; margin: 0; padding: 0; font-size: 0.95rem; }
.nav a { display: inline-block; padding-block: 0.35rem; color: var(--muted); text-decoration: none; }
.nav a:hover, .nav a[aria-current="page"] { color: var(--fg); text-decoration: underline; text-decoration-color: var(--accent); text-decoration-thickness: 2px; }
@media (max-width: 40rem) {
  /* A phone: the name on one row, the five labels spread across the next; a longer label wraps, never scrolls. */
  .site-header .wrap { display: block; padding-block: 0.9rem 0.35rem; }
  .nav ul { justify-content: space-between; gap: 0 0.5rem; font-size: 0.875rem; }
}
@media (min-width: 64rem) {
  /* The identity and navigation in a sticky column; the content and footer beside it. */
  body { display: grid; grid-template-columns: var(--rail) minmax(0, 1fr); grid-template-rows: 1fr auto; }
  .site-header { grid-row: 1 / span 2; border-bottom: 0; border-right: 1px solid var(--line); }
  .site-header .wrap { position: sticky; top: 0; display: flex; flex-direction: column; align-items: flex-start; gap: 1.75rem; padding: 2.75rem 2rem; }
  .brand { font-size: 1.6rem; line-height: 1.15; }
  .nav ul { flex-direction: column; gap: 0.15rem; font-size: 1rem; }
  .nav a { padding-block: 0.3rem; }
  main, .site-footer { grid-column: 2; }
  main { padding-block: 3.5rem 5rem; }
  main .wrap, .site-footer .wrap { padding-inline: 3rem; }
  /* A page of reading is one column centred beside the rail, so the screen is balanced on both sides; the home
     page (the one with a hero) keeps the wider frame for its paired columns, robot and cards. */
  main .wrap:not(:has(> .hero)) { max-width: calc(var(--measure) + 6rem); }
  main .wrap > article { max-width: var(--measure); }
}
main { padding-block: 2.5rem 4rem; }
main:focus { outline: none; }
.prose, .narrow { max-width: var(--measure); }
h1, h2, h3, h4 { font-family: var(--display); font-weight: 600; line-height: 1.15; letter-spacing: -0.01em; margin: 2.2em 0 0.6em; text-wrap: balance; }
h1 { font-size: clamp(2.1rem, 4vw + 0.9rem, 3.4rem); font-weight: 650; margin-top: 0; letter-spacing: -0.025em; }
h2 { font-size: clamp(1.55rem, 1.6vw + 1rem, 2.1rem); letter-spacing: -0.015em; }
h3 { font-size: 1.3rem; }
h4 { font-size: 0.9rem; font-family: var(--sans); font-weight: 650; text-transform: uppercase; letter-spacing: 0.07em; color: var(--muted); }
p, ul, ol, dl, blockquote, pre, table { margin: 0 0 1.1em; }
.lede { font-size: 1.2rem; line-height: 1.55; color: var(--muted); max-width: var(--measure); }
.eyebrow { font-size: 0.8rem; font-weight: 650; text-transform: uppercase; letter-spacing: 0.09em; color: var(--accent); margin-bottom: 0.75rem; }
.meta { color: var(--muted); font-size: 0.95rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 1.5rem 0 0; padding: 0; list-style: none; }
.actions + p { margin-top: 0.9rem; }
.button {
  display: inline-block; padding: 0.6rem 1.1rem; border: 1px solid var(--line); border-radius: 999px;
  background: var(--surface); color: var(--fg); text-decoration: none; font-weight: 600; font-size: 0.95rem;
}
.button:hover { border-color: var(--accent); }
.button.primary { background: var(--accent); border-color: var(--accent); color: var(--bg); }
.hero { padding-block: 0.5rem 0.5rem; }
.hero-id { display: flex; align-items: center; gap: 1rem 1.5rem; }
.hero-id h1 { margin: 0; }
.hero-role { margin: 0.35rem 0 0; color: var(--muted); font-weight: 600; }
.hero .lede { margin-top: 1.5rem; color: var(--fg); font-family: var(--display); font-weight: 400; font-size: clamp(1.35rem, 1.4vw + 1rem, 1.95rem); line-height: 1.3; letter-spacing: -0.01em; }
.columns { max-width: var(--measure); }
@media (min-width: 60rem) {
  /* Desktop: the hero's picture grows and paired paragraphs sit side by side instead of one long column. */
  .hero .portrait { width: 9rem; height: 9rem; }
  .hero .lede { max-width: 46rem; }
  .columns { max-width: none; display: grid; grid-template-columns: 1fr 1fr; gap: 0 3rem; }
}
.hero-more { margin-top: 1.25rem; font-size: 0.95rem; color: var(--muted); }
.portrait { display: block; flex: none; width: 5.5rem; height: 5.5rem; border-radius: 50%; object-fit: cover; }
article > .portrait { margin-bottom: 1.25rem; }
.monogram circle { fill: var(--accent); }
.monogram text { fill: var(--bg); font: 600 40px var(--display); letter-spacing: -0.02em; }
@media (min-width: 40rem) { .portrait { width: 8rem; height: 8rem; } }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr)); gap: 1rem; list-style: none; padding: 0; }
.card {
  position: relative; background: var(--surface); border: 1px solid var(--line); border-radius: var(--radius);
  padding: 1.25rem 1.25rem 1.1rem; box-shadow: var(--shadow); display: flex; flex-direction: column;
}
.card:hover { border-color: var(--accent); }
.card h3 { margin: 0.25rem 0 0.5rem; font-size: 1.25rem; }
.card h3 a { color: var(--fg); text-decoration: none; }
.card h3 a::after { content: ""; position: absolute; inset: 0; border-radius: var(--radius); }
.card h3 a:focus-visible { outline: none; }
.card:focus-within { outline: 3px solid var(--accent); outline-offset: 2px; }
.card p { margin: 0 0 0.5rem; }
.card .meta { margin-top: auto; padding-top: 0.5rem; }
.tag { display: inline-block; font-size: 0.78rem; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: var(--muted); }
.tag.part { color: var(--accent); }
.section-intro { color: var(--muted); max-width: var(--measure); }
.record { border-top: 1px solid var(--line); padding-top: 1.25rem; margin-top: 1.5rem; max-width: var(--measure); scroll-margin-top: 1rem; }
.record h3 { margin-top: 0; }
.record > :last-child { margin-bottom: 0; }
.chapter { max-width: var(--measure); border-top: 2px solid var(--fg); padding-top: 1.5rem; margin-top: 3rem; scroll-margin-top: 1rem; }
.chapter h3 { margin-top: 0; font-size: clamp(1.5rem, 1.5vw + 1rem, 1.9rem); }
/* Until first drawn, a block counts as a short paragraph and a record as a short record; then as last drawn. */
${SKIPPED_OFF_SCREEN} { content-visibility: auto; contain-intrinsic-size: auto 6rem; }
.record { contain-intrinsic-size: auto 14rem; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; font-size: 0.95rem; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; min-width: 0; }
.stats { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr)); gap: 1rem; padding: 0; }
.stats div { border-left: 3px solid var(--accent); padding-left: 0.75rem; }
.stats dt { font-family: var(--display); font-size: 1.6rem; font-weight: 700; line-height: 1.2; }
.stats dd { margin: 0; color: var(--muted); font-size: 0.95rem; }
blockquote, figure.quote { margin: 1.5rem 0; padding: 0.25rem 0 0.25rem 1.25rem; border-left: 3px solid var(--accent); }
figure.quote blockquote { margin: 0; padding: 0; border: 0; font-family: var(--display); font-size: 1.3rem; line-height: 1.45; }
figure.quote figcaption { margin-top: 0.75rem; color: var(--muted); font-size: 0.95rem; }
.toc { background: var(--surface); border: 1px solid var(--line); border-radius: var(--radius); padding: 1rem 1.25rem; max-width: var(--measure); }
.toc h2 { margin: 0 0 0.5rem; font-size: 1rem; font-family: var(--sans); text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); }
.toc ul { columns: 2 12rem; margin: 0; padding-left: 1.1rem; }
.plain { list-style: none; padding: 0; }
.plain li { margin-bottom: 0.5rem; }
.note { font-size: 0.9rem; color: var(--muted); }
.links { font-size: 0.95rem; }
.record .meta { margin-bottom: 0.5rem; }
.record-image { display: block; width: 100%; height: auto; margin: 0.75rem 0 1rem; border-radius: 8px; background: var(--line); }
.with-thumb::after { content: ""; display: block; clear: both; }
.thumb { float: right; width: 7rem; height: auto; margin: 0.25rem 0 0.5rem 1rem; border-radius: 6px; background: var(--line); }
code, pre { font-family: var(--mono); font-size: 0.88em; }
code { background: var(--code-bg); padding: 0.1em 0.35em; border-radius: 4px; overflow-wrap: anywhere; }
pre {
  background: var(--code-bg); border: 1px solid var(--line); border-radius: 8px; padding: 0.9rem 1rem;
  white-space: pre-wrap; overflow-wrap: anywhere; max-width: var(--measure);
}
pre code { background: none; padding: 0; font-size: 1em; }
table { border-collapse: collapse; width: 100%; max-width: var(--measure); font-size: 0.92rem; }
th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.75rem 0.5rem 0; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
th { font-weight: 600; color: var(--muted); overflow-wrap: normal; }
th[scope="row"] { min-width: 7rem; }
th code { white-space: nowrap; overflow-wrap: normal; color: var(--fg); }
td:last-child { min-width: min(10rem, 30vw); }
${STORY_CSS}
${TIMELINE_CSS}
.pager { display: flex; justify-content: space-between; gap: 1rem; flex-wrap: wrap; max-width: var(--measure); margin-top: 3rem; padding-top: 1.5rem; border-top: 1px solid var(--line); }
.pager a { text-decoration: none; font-weight: 600; }
.pager .next { margin-left: auto; text-align: right; }
.site-footer { border-top: 1px solid var(--line); color: var(--muted); font-size: 0.9rem; }
.site-footer .wrap { padding-block: 2rem 3rem; display: flex; flex-wrap: wrap; justify-content: space-between; gap: 1rem 2rem; }
.site-footer ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; list-style: none; margin: 0; padding: 0; }
.site-footer a { color: var(--muted); }
.site-footer p { margin: 0; }
@media (max-width: 40rem) {
  body { font-size: 1rem; }
  .lede { font-size: 1.1rem; }
  main { padding-block: 1.75rem 3rem; }
  .facts { grid-template-columns: 1fr; }
  /* Three columns do not fit a phone: each row becomes a small block, the header row stays for screen readers. */
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  table, tbody, tr, th, td { display: block; }
  tr { padding: 0.6rem 0; border-bottom: 1px solid var(--line); }
  th, td { border: 0; padding: 0.1rem 0; }
  td:last-child { color: var(--muted); min-width: 0; }
  .facts dd { margin-bottom: 0.5rem; }
}
/*
 * Print (the résumé above all): black on white whatever the screen scheme, no navigation or footer, links as
 * plain text, the paper size the printer picks (A4 or Letter), each résumé section from a new page, and no
 * record or heading split from what follows it.
 */
@page { margin: 16mm 15mm; }
@media print {
  :root { color-scheme: light; --bg: #fff; --surface: #fff; --fg: #000; --muted: #333; --line: #bbb; --accent: #000; --shadow: none; }
  body { display: block; font-size: 10.5pt; line-height: 1.45; background: #fff; color: #000; }
  .site-header, .site-footer, .skip-link, .actions, .screen-only, .timeline-chart, .thumb, .robot-stage { display: none; }
  main { padding: 0; }
  .wrap { max-width: none; padding: 0; }
  .prose, .narrow, .lede, .record { max-width: none; }
  a { color: inherit; text-decoration: none; }
  h1 { font-size: 22pt; }
  h2 { font-size: 15pt; margin-top: 0; }
  h3 { font-size: 11.5pt; }
  .lede { font-size: 12pt; }
  h1, h2, h3 { break-after: avoid; }
  .record, li, p { break-inside: avoid; }
  .record { margin-top: 0.9rem; padding-top: 0.6rem; }
  ${SKIPPED_OFF_SCREEN} { content-visibility: visible; }
  .resume-section + .resume-section { break-before: page; }
}
`.trim();
