/**
 * index.html: the report as one self-contained file. Chart.js (its UMD build) and the figures are inlined, so
 * the page opens from a disk or an e-mail attachment with no network; tables carry the same figures for reading
 * without scripts. Pure: figures and the chart library's source in, HTML out.
 */
import type { Insights } from "./shape.js";

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON inside a script element: `<` escaped, so no `</script>` in a question can end the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

/** The library's source with its source-map comment dropped: a browser's tools would try to fetch the map. */
const inlineScript = (source: string): string => source.replace(/\/\/# sourceMappingURL=\S+\s*$/, "");

/**
 * A table in a box that scrolls sideways on its own when it is wider than a phone (the traffic tables have a
 * column per series), so the page itself never does. The box is focusable and named, so a keyboard can scroll it.
 */
const tableMarkup = (label: string, headings: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  `<div class="scroll" tabindex="0" role="region" aria-label="${escapeHtml(label)}"><table><thead><tr>${headings.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(String(cell))}</td>`).join("")}</tr>`)
    .join("")}</tbody></table></div>`;

const NONE = `<p class="none">None in these logs.</p>`;

const table = (caption: string, headings: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  `<section><h2>${escapeHtml(caption)}</h2>${rows.length === 0 ? NONE : tableMarkup(caption, headings, rows)}</section>`;

/**
 * A chart and the table of its figures under one heading. The canvas is hidden from assistive technology and
 * means nothing without scripts, so the table carries the figures; with no rows there is no chart either, only
 * the sentence saying so.
 */
const chartWithTable = (
  id: string,
  caption: string,
  headings: readonly string[],
  rows: readonly (readonly (string | number)[])[],
) =>
  rows.length === 0
    ? `<section><h2>${escapeHtml(caption)}</h2>${NONE}</section>`
    : `<section><h2>${escapeHtml(caption)}</h2><figure><canvas id="${id}" height="110" aria-hidden="true"></canvas></figure>${tableMarkup(caption, headings, rows)}</section>`;

/**
 * A time series as a chart and, folded away (it has a row per hour or day), the table of its figures: a row per
 * bucket, a column per series, and a last row of totals.
 */
const seriesWithTable = (
  id: string,
  caption: string,
  traffic: Insights["traffic"],
  series: Record<string, readonly number[]>,
) => {
  const names = Object.keys(series);
  if (names.length === 0) return `<section><h2>${escapeHtml(caption)}</h2>${NONE}</section>`;
  const rows = traffic.buckets.map((start, i) => [
    traffic.bucket === "day" ? start.slice(0, 10) : start.slice(0, 16).replace("T", " "),
    ...names.map((name) => series[name]?.[i] ?? 0),
  ]);
  const totals = ["total", ...names.map((name) => (series[name] ?? []).reduce((a, b) => a + b, 0))];
  return `<section><h2>${escapeHtml(caption)}</h2><figure><canvas id="${id}" height="110" aria-hidden="true"></canvas></figure><details><summary>The figures</summary>${tableMarkup(
    caption,
    [`${traffic.bucket} (UTC)`, ...names],
    [...rows, totals],
  )}</details></section>`;
};

/** Draws the charts from the inlined figures; runs after Chart.js is defined. */
const DRAW = `
const data = JSON.parse(document.getElementById("insights").textContent);
const palette = ["#2563eb","#dc2626","#16a34a","#d97706","#7c3aed","#0891b2","#db2777","#65a30d","#475569","#ea580c"];
const lines = (series) => Object.entries(series).map(([label, values], i) => ({ label, data: values, borderColor: palette[i % palette.length], backgroundColor: palette[i % palette.length], fill: false, tension: 0.2 }));
const labels = data.traffic.buckets.map((b) => data.traffic.bucket === "day" ? b.slice(0, 10) : b.slice(5, 16).replace("T", " "));
const draw = (id, config) => { const el = document.getElementById(id); if (el) new Chart(el, config); };
const time = { responsive: true, animation: false, interaction: { mode: "index", intersect: false }, scales: { y: { beginAtZero: true, stacked: true }, x: { stacked: true } } };
draw("bySurface", { type: "bar", data: { labels, datasets: lines(data.traffic.bySurface) }, options: time });
draw("byAgent", { type: "bar", data: { labels, datasets: lines(data.traffic.byAgent) }, options: time });
const bars = (id, rows) => draw(id, { type: "bar", data: { labels: rows.map((r) => r.name), datasets: [{ label: "requests", data: rows.map((r) => r.count), backgroundColor: palette[0] }] }, options: { animation: false, indexAxis: "y", plugins: { legend: { display: false } } } });
bars("tools", data.mcp.tools);
bars("refusals", Object.entries(data.refusals.bySurface).filter(([, n]) => n > 0).map(([name, count]) => ({ name, count })));
`;

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1.5rem;color:#111827}
h1{margin-bottom:.2rem}h2{margin-top:2rem;font-size:1.15rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #e5e7eb}
td:not(:first-child),th:not(:first-child){text-align:right}figure{margin:1.5rem 0}
.meta,.none{color:#6b7280}.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));gap:1.5rem}
summary{cursor:pointer;color:#374151}.scroll{overflow-x:auto}
`;

export const renderReport = (insights: Insights, chartSource: string): string => {
  const { lines, range, gaps, mcp } = insights;
  const refusedBySurface = Object.entries(insights.refusals.bySurface).filter(([, n]) => n > 0);
  const summary = `${lines.requests.toLocaleString("en")} requests, ${lines.refusals} early refusals, ${lines.events} server events, ${lines.ignored} lines ignored; ${range.from ?? "–"} to ${range.to ?? "–"}.`;
  const body = [
    `<h1>What agents and people asked</h1><p class="meta">${escapeHtml(summary)} Generated ${escapeHtml(insights.generatedAt)}.</p>`,
    seriesWithTable(
      "bySurface",
      `Traffic by surface, per ${insights.traffic.bucket}`,
      insights.traffic,
      insights.traffic.bySurface,
    ),
    seriesWithTable(
      "byAgent",
      `Traffic by agent family, per ${insights.traffic.bucket}`,
      insights.traffic,
      insights.traffic.byAgent,
    ),
    table(
      "Top questions",
      ["question", "searches", "via MCP", "mean results", "best score"],
      insights.questions.map((q) => [q.query, q.count, q.mcp, q.meanResults, q.bestScore ?? "–"]),
    ),
    table(
      `Questions with no or weak answers (content gaps${gaps.weakBelow === null ? "" : `; weak: best score under ${Math.round(gaps.weakBelow)}`})`,
      ["group", "searches", "found nothing", "questions asked"],
      gaps.groups.map((g) => [g.label, g.count, g.empty, g.questions.map((q) => q.query).join(" · ")]),
    ),
    `<div class="grid"><div>${chartWithTable(
      "tools",
      "MCP tools called",
      ["tool", "calls"],
      mcp.tools.map((t) => [t.name, t.count]),
    )}${table(
      "MCP clients",
      ["client", "version", "requests"],
      mcp.clients.map((c) => [c.name, c.version, c.count]),
    )}${table(
      "MCP methods",
      ["method", "requests"],
      mcp.methods.map((m) => [m.name, m.count]),
    )}</div><div>${table(
      "Agent families",
      ["family", "bot", "requests"],
      insights.agents.map((a) => [a.name, a.bot ? "yes" : "no", a.count]),
    )}</div></div>`,
    table(
      "Formats and files fetched",
      ["path", "surface", "requests"],
      insights.formats.map((f) => [f.path, f.surface, f.count]),
    ),
    `<div class="grid"><div>${chartWithTable(
      "refusals",
      "Refusals (429) by surface",
      ["surface", "refused"],
      refusedBySurface,
    )}</div><div>${table(
      "Refused before the app ran",
      ["reason", "count"],
      insights.refusals.early.map((e) => [e.name, e.count]),
    )}${table("Status codes", ["status", "requests"], Object.entries(insights.statuses))}</div></div>`,
  ].join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Insights: what agents and people asked</title><style>${STYLE}</style></head>
<body>
<main>
${body}
</main>
<script type="application/json" id="insights">${scriptJson(insights)}</script>
<script>${inlineScript(chartSource)}</script>
<script>${DRAW}</script>
</body></html>
`;
};
