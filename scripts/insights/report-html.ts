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

const table = (caption: string, headings: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  rows.length === 0
    ? `<h2>${escapeHtml(caption)}</h2><p class="none">None in these logs.</p>`
    : `<h2>${escapeHtml(caption)}</h2><table><thead><tr>${headings.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(String(cell))}</td>`).join("")}</tr>`)
        .join("")}</tbody></table>`;

const chart = (id: string, title: string) =>
  `<figure><figcaption>${escapeHtml(title)}</figcaption><canvas id="${id}" height="110"></canvas></figure>`;

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
td:not(:first-child),th:not(:first-child){text-align:right}figure{margin:1.5rem 0}figcaption{font-weight:600}
.meta,.none{color:#6b7280}.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(20rem,1fr));gap:1.5rem}
`;

export const renderReport = (insights: Insights, chartSource: string): string => {
  const { lines, range, gaps, mcp } = insights;
  const summary = `${lines.requests.toLocaleString("en")} requests, ${lines.refusals} early refusals, ${lines.events} server events, ${lines.ignored} lines ignored; ${range.from ?? "–"} to ${range.to ?? "–"}.`;
  const body = [
    `<h1>What agents and people asked</h1><p class="meta">${escapeHtml(summary)} Generated ${escapeHtml(insights.generatedAt)}.</p>`,
    chart("bySurface", `Traffic by surface, per ${insights.traffic.bucket}`),
    chart("byAgent", `Traffic by agent family, per ${insights.traffic.bucket}`),
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
    `<div class="grid"><div>${chart("tools", "MCP tools called")}${table(
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
    `<div class="grid"><div>${chart("refusals", "Refusals (429) by surface")}</div><div>${table(
      "Refused before the app ran",
      ["reason", "count"],
      insights.refusals.early.map((e) => [e.name, e.count]),
    )}${table("Status codes", ["status", "requests"], Object.entries(insights.statuses))}</div></div>`,
  ].join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Insights: what agents and people asked</title><style>${STYLE}</style></head>
<body>
${body}
<script type="application/json" id="insights">${scriptJson(insights)}</script>
<script>${inlineScript(chartSource)}</script>
<script>${DRAW}</script>
</body></html>
`;
};
