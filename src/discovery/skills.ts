/**
 * The one agent skill this host publishes (agentskills.io SKILL.md) and its discovery index (Agent Skills
 * Discovery v0.2.0). The index carries a digest of the exact SKILL.md bytes, so both come from one string.
 */
import { z } from "@hono/zod-openapi";
import { stringify } from "yaml";
import { exampleSearchPath, heldParts, inWords, type Site } from "../content/site.js";
import type { Urls } from "../content/urls.js";
import { type GuideRow, guideEndpoints, limits, mcpTools, SEARCH_PARAMETERS } from "../render/guide.js";
import { mdText } from "../render/md.js";
import { firstWithin } from "../render/sentence.js";
import type { ServiceDescription } from "../render/service-description.js";
import { SEARCH_API_FIELD } from "../schema/search.js";

export const SKILLS_INDEX_PATH = "/.well-known/agent-skills/index.json";
export const SKILLS_SCHEMA = "https://schemas.agentskills.io/discovery/0.2.0/schema.json";
export const SKILL_MD_TYPE = "text/markdown; charset=utf-8";

export const skillPath = (name: string): string => `/.well-known/agent-skills/${name}/SKILL.md`;

/** agentskills.io's longest skill name and description. */
const SKILL_NAME_MAX = 64;
const SKILL_DESCRIPTION_MAX = 1024;

/** agentskills.io: the name doubles as the directory name, so it is restricted to URL- and path-safe words. */
const SkillFrontMatter = z.strictObject({
  name: z
    .string()
    .max(SKILL_NAME_MAX)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  description: z.string().min(1).max(SKILL_DESCRIPTION_MAX),
});

export interface Skill {
  readonly name: string;
  readonly description: string;
  readonly path: string;
  readonly markdown: string;
}

const SKILL_SUFFIX = "-profile";

/**
 * The profile id (lower-case words joined by hyphens, of any length: a long name makes a long id) with the suffix,
 * its last words dropped when the whole would pass the limit; a single word longer than the room left is cut.
 */
const skillName = (id: string): string => {
  const room = SKILL_NAME_MAX - SKILL_SUFFIX.length;
  if (id.length <= room) return `${id}${SKILL_SUFFIX}`;
  const lastBreak = id.lastIndexOf("-", room);
  return `${id.slice(0, lastBreak > 0 ? lastBreak : room)}${SKILL_SUFFIX}`;
};

/** Who the skill is about, what it reads, when to use it: shorter wordings for a long name or job title. */
const skillDescription = (site: Site): string => {
  const { profile, subject } = site;
  const { name } = profile;
  const he = subject.pronouns.subject;
  const parts = inWords([
    "career chapters",
    "roles and dates",
    ...heldParts(site, ["talks", "writing", "projects", "practices"]),
  ]);
  const how = "Query the read-only JSON API or MCP server (no key) and cite the page each fact came from.";
  const when = (who: string): string =>
    `Use when asked who ${who} is, where ${he} worked, what ${he} built, said or wrote, or for links to that work.`;
  return firstWithin(
    SKILL_DESCRIPTION_MAX,
    [
      `Answer questions about ${name} (${profile.jobTitle} at ${profile.company.name}) from the record the subject publishes: ${parts}. ${when(name)} ${how}`,
      `Answer questions about ${name} from the record the subject publishes: ${parts}. ${when(name)} ${how}`,
    ],
    `Answer questions about the person this host publishes, from their own record: ${parts}. ${when("this person")} ${how}`,
  );
};

/** Guide rows as list items, one full stop each whether or not the note brings its own. */
const item = (name: string, r: GuideRow): string => `- ${name}: ${r.value}; ${r.notes.replace(/\.?$/, ".")}`;
const row = (r: GuideRow): string => item(`\`${r.name}\``, r);

const body = (site: Site, facts: ServiceDescription): string => {
  const { urls, profile } = site;
  const search = urls.apiPath("/search");
  // The name is content, plain text like every other field: written through mdText wherever this Markdown says it.
  const name = mdText(profile.name);
  return [
    `# ${name}: public profile`,
    "",
    `Facts about ${name}, published by the subject and served read-only: no key, no account, CORS open. Fetch only what the question needs; everything is also one keyword search away.`,
    "",
    "## Pick a source",
    "",
    `- JSON API at <${urls.api}>: plain HTTP GET, best for single lookups. OpenAPI 3.1 description: <${urls.openapi}>.`,
    `- MCP server at <${urls.mcp}>: Streamable HTTP, stateless, no authentication; a client needs only this URL. Every tool is read-only.`,
    `- Markdown: <${urls.llms}> (index of every page) and <${urls.llmsFull}> (the whole record in one file) when you want broad context at once.`,
    "",
    "## JSON API",
    "",
    "Every success is `{data, meta}`; every error is `{error: {status, code, message, hint, docs}}`: read `hint` to fix the request.",
    "",
    "| Endpoint | What | Example |",
    "|---|---|---|",
    ...guideEndpoints(site, facts).map((e) => `| \`GET ${e.path}\` | ${e.summary} | <${e.url}> |`),
    "",
    `Search results come best first; each has \`url\` (the page to cite) and \`api\` (${SEARCH_API_FIELD}). Parameters:`,
    "",
    ...SEARCH_PARAMETERS.map(row),
    "",
    "```sh",
    `curl -s '${urls.apiPath("/profile")}'`,
    `curl -s '${urls.at(exampleSearchPath(site))}'`,
    `curl -s '${search}?q=keynote&type=talk&limit=5'`,
    "```",
    "",
    "## MCP tools",
    "",
    ...mcpTools(facts).map(row),
    "",
    "## Cite",
    "",
    "Link the page a fact came from: the `url` field (search results, timeline items), `page` (talks, writing, projects, practices) or `links.html` (chapters). A chapter's `text` is the subject's own words; a `quote` names its speaker in `source`. If the record does not say something, say it is not published rather than guessing.",
    "",
    "## Limits",
    "",
    ...limits(facts.quota).map((r) => item(r.name, r)),
    `- The record covers ${name} only; content last changed on ${site.updated} (also \`meta.updated\`). There are no write operations.`,
    "",
  ].join("\n");
};

/** Renders the skill once; the front matter is checked against the SKILL.md rules so a bad name fails start-up. */
export const profileSkill = (site: Site, facts: ServiceDescription): Skill => {
  const front = SkillFrontMatter.parse({ name: skillName(site.profile.id), description: skillDescription(site) });
  // lineWidth 0: one line per key, for front-matter readers that do not fold YAML scalars.
  const markdown = `---\n${stringify(front, { lineWidth: 0 })}---\n\n${body(site, facts)}`;
  return { ...front, path: skillPath(front.name), markdown };
};

/** `digest` is `sha256:` + the hex SHA-256 of `skill.markdown` as served. */
export const skillsIndex = (urls: Urls, skill: Skill, sha256: string) => ({
  $schema: SKILLS_SCHEMA,
  skills: [
    {
      name: skill.name,
      type: "skill-md",
      description: skill.description,
      url: urls.at(skill.path),
      digest: `sha256:${sha256}`,
    },
  ],
});
