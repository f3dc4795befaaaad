/**
 * The view's stylesheet, inlined into its document: the host's sandbox blocks every network load, fonts
 * included. Colours are the host's standard variables (MCP Apps "Theming") with the site's own palette as
 * the fallback, so the card sits in the host's chat and still reads as the site when a host passes no styles.
 * `light-dark()` follows the theme the host sets on the root (`color-scheme`).
 */
export const VIEW_CSS = `
:root {
  color-scheme: light dark;
  --bg: var(--color-background-primary, light-dark(#fbfaf7, #141412));
  --surface: var(--color-background-secondary, light-dark(#ffffff, #1c1c19));
  --fg: var(--color-text-primary, light-dark(#1d1c1a, #ecebe5));
  --muted: var(--color-text-secondary, light-dark(#5c5952, #a8a59c));
  --line: var(--color-border-primary, light-dark(#e3dfd5, #2f2e2a));
  --accent: light-dark(#b3411a, #f08a52);
  --accent-soft: light-dark(#f6e7df, #3a2419);
  --radius: var(--border-radius-lg, 12px);
  --sans: var(--font-sans, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
}
* { box-sizing: border-box; }
html, body { margin: 0; background: transparent; }
body { font: 15px/1.5 var(--sans); color: var(--fg); }
main { padding: 16px 18px 18px; max-width: 44rem; }
.eyebrow { margin: 0; color: var(--muted); font-size: 13px; letter-spacing: .01em; }
h1 { margin: 2px 0 4px; font-size: 22px; line-height: 1.25; letter-spacing: -.01em; }
h2 { margin: 18px 0 8px; font-size: 13px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); }
p { margin: 6px 0; }
.lede { color: var(--fg); }
.meta { color: var(--muted); font-size: 13px; }
a { color: var(--accent); text-underline-offset: 2px; }
a:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; border-radius: 4px; }
.links { display: flex; flex-wrap: wrap; gap: 8px 14px; margin: 10px 0 0; padding: 0; list-style: none; font-size: 14px; }
.timeline { list-style: none; margin: 0; padding: 0 0 0 18px; border-left: 2px solid var(--line); }
.timeline li { position: relative; padding: 0 0 12px 6px; }
.timeline li::before {
  content: ""; position: absolute; left: -25px; top: 6px; width: 10px; height: 10px; border-radius: 50%;
  background: var(--surface); border: 2px solid var(--line);
}
.timeline li[aria-current]::before { background: var(--accent); border-color: var(--accent); }
.timeline .when { display: block; color: var(--muted); font-size: 12px; }
.timeline .name { font-weight: 600; }
.card { background: var(--surface); border: 1px solid var(--line); border-radius: var(--radius); padding: 12px 14px; margin: 12px 0; }
.stats { display: grid; grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr)); gap: 8px; margin: 10px 0; padding: 0; }
.stats div { background: var(--accent-soft); border-radius: 8px; padding: 8px 10px; }
.stats dt { font-weight: 700; font-size: 18px; }
.stats dd { margin: 0; color: var(--muted); font-size: 12px; }
blockquote { margin: 12px 0; padding: 0 0 0 12px; border-left: 3px solid var(--accent); font-style: italic; }
.highlights { margin: 6px 0; padding-left: 20px; }
.status { color: var(--muted); }
`;
