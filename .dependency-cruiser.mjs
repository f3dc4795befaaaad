/**
 * The layers of docs/architecture.md ("Layers"), enforced: imports point down only, and nothing imports in a circle.
 *
 *   schema ← content ← (http | search) ← render ← (api | mcp | pages | discovery) ← facts.ts ← app.ts ← entries
 *
 * `http/` and `search/` are siblings: both sit on content/ and schema/, neither imports the other.
 * `media/` draws the images at build time (scripts/ run it) from the site and render/; only its bundle format
 * (bundle.ts) is read at run time, by the composition root and the entries.
 *
 * `http/` (errors, the response table, headers, quota) is a utility layer below everything that renders, so the
 * error catalogue and the cache mechanism can be used by every surface. The four surfaces never import each
 * other; what one declares and another prints reaches it through the composition root (facts.ts).
 *
 * `client/` is browser code bundled on its own (scripts/build/client-assets.ts): it imports nothing from src/.
 */
const LAYERS = {
  schema: [],
  content: ["schema"],
  http: ["schema", "content"],
  search: ["schema", "content"],
  render: ["schema", "content", "http", "search"],
  api: ["schema", "content", "http", "search", "render"],
  mcp: ["schema", "content", "http", "search", "render"],
  pages: ["schema", "content", "http", "search", "render"],
  discovery: ["schema", "content", "http", "search", "render"],
  media: ["schema", "content", "render"],
};

const NOT_TESTS = "\\.test\\.tsx?$";

const layerRule = ([layer, below]) => ({
  name: `${layer}-points-down`,
  severity: "error",
  comment: `src/${layer}/ may import only ${below.length ? below.map((l) => `src/${l}/`).join(", ") : "itself"} (and itself).`,
  from: { path: `^src/${layer}/`, pathNot: NOT_TESTS },
  to: { path: "^src/", pathNot: `^src/(${[layer, ...below].join("|")})/` },
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...Object.entries(LAYERS).map(layerRule),
    {
      name: "no-cycle",
      severity: "error",
      comment: "A module that reaches itself through its imports cannot be read, tested or loaded in isolation.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "entries-on-top",
      severity: "error",
      comment:
        "Only the runtime entries, prerender.ts (which the build and the server both run) and tests import the composition root; app.ts reads facts.ts beside it.",
      from: { path: "^src/", pathNot: `^src/(server|worker|app|prerender)\\.ts$|${NOT_TESTS}` },
      to: { path: "^src/(app|facts)\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: NOT_TESTS },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js"] },
  },
};
