import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentFiles } from "../support/content.js";
import { type Fields, patchYaml } from "../support/content-edits.js";
import { brokenLinks } from "../support/live.js";
import { TOOL_NAMES } from "../support/mcp-client.js";
import { type RunningServer, startServer } from "../support/server.js";

const INDEX_PATH = "/.well-known/agent-skills/index.json";
const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** agentskills.io: a skill name is at most 64 characters. */
const SKILL_NAME_MAX = 64;

interface SkillEntry {
  name: string;
  type: string;
  description: string;
  url: string;
  digest: string;
}

/** Splits a SKILL.md into its YAML front matter and its Markdown body. */
const splitSkill = (text: string): { front: Record<string, unknown>; body: string } => {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error("SKILL.md must open with YAML front matter between --- lines");
  return { front: parse(match[1] ?? "") as Record<string, unknown>, body: match[2] ?? "" };
};

describe("agent skills", () => {
  let server: RunningServer;
  let skills: SkillEntry[];
  beforeAll(async () => {
    server = await startServer();
    const res = await fetch(`${server.origin}${INDEX_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json\b/);
    const index = (await res.json()) as { $schema: string; skills: SkillEntry[] };
    expect(Object.keys(index).sort()).toEqual(["$schema", "skills"]);
    expect(index.$schema).toBe("https://schemas.agentskills.io/discovery/0.2.0/schema.json");
    skills = index.skills;
  });
  afterAll(() => server.close());

  it("lists one skill-md skill with every required field", () => {
    expect(skills).toHaveLength(1);
    for (const skill of skills) {
      expect(Object.keys(skill).sort()).toEqual(["description", "digest", "name", "type", "url"]);
      expect(skill.type).toBe("skill-md");
      expect(skill.name).toMatch(SKILL_NAME);
      expect(skill.name.length).toBeLessThanOrEqual(64);
      expect(skill.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(skill.url).toBe(`${server.origin}/.well-known/agent-skills/${skill.name}/SKILL.md`);
    }
  });

  it("serves SKILL.md as Markdown whose SHA-256 is the digest", async () => {
    for (const skill of skills) {
      const res = await fetch(skill.url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(`sha256:${createHash("sha256").update(bytes).digest("hex")}`).toBe(skill.digest);
    }
  });

  it("front matter follows the SKILL.md rules and matches the index", async () => {
    for (const skill of skills) {
      const { front, body } = splitSkill(await (await fetch(skill.url)).text());
      expect(Object.keys(front).sort()).toEqual(["description", "name"]);
      expect(front.name).toBe(skill.name);
      expect(new URL(skill.url).pathname.split("/").at(-2)).toBe(front.name);
      expect(typeof front.description).toBe("string");
      expect((front.description as string).length).toBeGreaterThan(0);
      expect((front.description as string).length).toBeLessThanOrEqual(1024);
      expect(front.description).toBe(skill.description);
      expect(body).toMatch(/^\n# /);
    }
  });

  it("teaches the API, the six MCP tools, citing and the limits", async () => {
    const { urls, profile } = server.site;
    const { body } = splitSkill(await (await fetch(skills[0]?.url ?? "")).text());
    expect(body).toContain(profile.name);
    expect(body).toContain(urls.api);
    expect(body).toContain(urls.mcp);
    expect(body).toMatch(/curl -s '[^']+\/api\/v1\/search\?q=/);
    for (const tool of TOOL_NAMES) {
      expect(body).toContain(`\`${tool}\``);
    }
    for (const field of ["`url`", "`page`", "`links.html`"]) expect(body).toContain(field);
    expect(body).toContain("120 requests per 60 seconds");
  });

  it("every URL in SKILL.md is live, and its search examples find something", async () => {
    const text = await (await fetch(skills[0]?.url ?? "")).text();
    const found = [...text.matchAll(/<(https?:\/\/[^>\s]+)>|'(https?:\/\/[^'\s]+)'/g)].map((m) => m[1] ?? m[2] ?? "");
    const hrefs = [...new Set(found)];
    expect(hrefs.length).toBeGreaterThan(10);
    expect(
      await brokenLinks(
        hrefs.map((href) => ({ href })),
        server.site.urls.mcp,
      ),
    ).toEqual([]);
    for (const href of hrefs.filter((h) => h.includes("/api/v1/search?"))) {
      const { meta } = (await (await fetch(href)).json()) as { meta: { count: number } };
      expect(meta.count, href).toBeGreaterThan(0);
    }
  });

  it("answers 404 for skills and files it does not have", async () => {
    const name = skills[0]?.name ?? "";
    for (const path of [
      "/.well-known/agent-skills/unknown-skill/SKILL.md",
      `/.well-known/agent-skills/${name}/README.md`,
      `/.well-known/agent-skills/${name}/`,
      "/.well-known/agent-skills/",
    ]) {
      expect((await fetch(`${server.origin}${path}`)).status, path).toBe(404);
    }
  });
});

describe("agent skills for a person with a long name and job title", () => {
  // No id in profile.md: the id is the name's words, 70 characters, longer than a skill name may be.
  const NAME = "María Alejandra Fernández-Castellanos de la Vega y Montoya-Rivadeneira";
  // The content schema sets no length on a job title; the skill's description takes at most 1,024 characters.
  const JOB_TITLE = Array.from({ length: 30 }, () => "Principal Engineer and Head of Platform").join(" and ");
  let server: RunningServer;
  beforeAll(async () => {
    const files = patchYaml<Fields>(await contentFiles(), "profile.md", ({ id: _id, ...front }) => ({
      ...front,
      name: NAME,
      jobTitle: JOB_TITLE,
    }));
    server = await startServer({ files });
  });
  afterAll(() => server.close());

  it("publishes a skill whose name keeps the id's first words within the limit", async () => {
    const { skills } = (await (await fetch(`${server.origin}${INDEX_PATH}`)).json()) as { skills: SkillEntry[] };
    const [skill] = skills;
    expect(skill?.name).toMatch(SKILL_NAME);
    expect(skill?.name.length).toBeLessThanOrEqual(SKILL_NAME_MAX);
    expect(skill?.name).toMatch(/^maria-alejandra-fernandez-castellanos-[a-z0-9-]+-profile$/);
    const res = await fetch(skill?.url ?? "");
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(`sha256:${createHash("sha256").update(bytes).digest("hex")}`).toBe(skill?.digest);
    const { front } = splitSkill(new TextDecoder().decode(bytes));
    expect(front.name).toBe(skill?.name);
    expect(new URL(skill?.url ?? "").pathname.split("/").at(-2)).toBe(skill?.name);
  });

  it("describes the skill within the description's limit, naming the person still", async () => {
    const { skills } = (await (await fetch(`${server.origin}${INDEX_PATH}`)).json()) as { skills: SkillEntry[] };
    const description = skills[0]?.description ?? "";
    expect([...description].length).toBeLessThanOrEqual(1024);
    expect(description).toContain(`Answer questions about ${NAME} from the record`);
  });
});
