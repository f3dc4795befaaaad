/**
 * A field costs one declaration: a field the shipped talks do not have (test/fixtures/added-field) is declared in
 * the talk schema with one role, given to one talk in the content, and every surface that shows a record's facts
 * shows it, through the record view, with no other code.
 */
import type { Hono } from "hono";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { testApp } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { patchYaml } from "../support/content-edits.js";

vi.mock("../../src/schema/collections.js", async (importOriginal) => {
  const shipped = await importOriginal<typeof import("../../src/schema/collections.js")>();
  const { withTalkLanguage } = await import("../fixtures/added-field/talk-language.js");
  return { ...shipped, COLLECTIONS: shipped.COLLECTIONS.map(withTalkLanguage) };
});

const LANGUAGE = "Esperanto";
let talk: { id: string; title: string };
let app: Hono;
beforeAll(async () => {
  const files = patchYaml<{ id: string; title: string; language?: string }[]>(
    await contentFiles(),
    "talks.yaml",
    (talks) => {
      const [first] = talks;
      if (!first) throw new Error("the sample has no talk");
      first.language = LANGUAGE;
      talk = first;
      return undefined;
    },
  );
  app = await testApp({ files });
});

const text = async (path: string): Promise<string> => {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

/** The part of a Markdown document under a record's heading, up to the next heading. */
const recordIn = (markdown: string, title: string): string => {
  const start = markdown.indexOf(`### ${title}`);
  expect(start, title).toBeGreaterThanOrEqual(0);
  const end = markdown.indexOf("\n#", start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
};

describe("a field added to an existing collection", () => {
  it("is in the record's API body", async () => {
    const body = JSON.parse(await text("/api/v1/talks")) as { data: { id: string; language?: string }[] };
    expect(body.data.find((t) => t.id === talk.id)?.language).toBe(LANGUAGE);
  });

  it("is a fact of the record on /agent, in its Markdown twin and in llms-full.txt", async () => {
    const html = await text("/agent");
    const article = html.slice(html.indexOf(`id="talk-${talk.id}"`));
    expect(article.slice(0, article.indexOf("</article>"))).toContain(LANGUAGE);
    expect(recordIn(await text("/agent.md"), talk.title)).toContain(`- Language: ${LANGUAGE}\n`);
    expect(recordIn(await text("/llms-full.txt"), talk.title)).toContain(`- Language: ${LANGUAGE}\n`);
  });

  it("is in the record's feed entry", async () => {
    const feed = JSON.parse(await text("/feed.json")) as { items: { id: string; summary?: string }[] };
    const entry = feed.items.find((i) => i.id.endsWith(`#talk-${talk.id}`));
    expect(entry?.summary).toContain(LANGUAGE);
  });

  it("finds the record by its value", async () => {
    const body = JSON.parse(await text(`/api/v1/search?q=${LANGUAGE}&type=talk`)) as { data: { id: string }[] };
    expect(body.data[0]?.id).toBe(talk.id);
  });
});
