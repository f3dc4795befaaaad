/**
 * Content files → Site. Validates every file against its record schema, cross-checks references, orders the
 * collections and derives every URL and `related` list. Pure: the caller supplies the file texts.
 */
import { z } from "@hono/zod-openapi";
import { type ChapterDetail, ChapterSource } from "../schema/chapter.js";
import type { Collection } from "../schema/collection.js";
import { COLLECTIONS, type CompiledCollections, type LoadedCollections } from "../schema/collections.js";
import { type ChapterId, idOf, type RelatedItem } from "../schema/common.js";
import type { Image } from "../schema/image.js";
import { type Profile, ProfileSource } from "../schema/profile.js";
import { PAGE_IDS, type PageCopy, PageSource, SiteSource } from "../schema/site.js";
import { parseSynonymRule, type SynonymRule, SynonymsSource } from "../schema/synonyms.js";
import { chapterFiles } from "./chapter-files.js";
import { chapterReferences } from "./chapter-references.js";
import { Collector, type ContentFiles } from "./collector.js";
import { imageOf, PHOTO_WIDTHS, type Picture, picture } from "./picture.js";
import { findPlaceholders } from "./placeholders.js";
import type { Problem } from "./problems.js";
import { recordPictures } from "./record-pictures.js";
import type { Site } from "./site.js";

export type { ContentFiles };

import { type AnchorKind, anchorId, makeUrls, PAGE_PATHS, storyPath, type Urls } from "./urls.js";

type ErasedCollection = Pick<
  Collection<string, AnchorKind, string, { id: string }, unknown>,
  "anchor" | "order" | "compile"
>;

export type CompileResult = { ok: true; site: Site } | { ok: false; problems: Problem[] };

const list = <S extends z.ZodType>(item: S) => z.array(item);

export const compileContent = (files: ContentFiles, origin: string): CompileResult => {
  const c = new Collector();
  const urls = makeUrls(origin);

  const siteSource = c.yaml(files, "site.yaml", SiteSource);
  const profileDoc = c.markdown(files, "profile.md", ProfileSource);
  const photoSource = profileDoc?.data.photo;
  const photo =
    photoSource && picture(files, c, { file: "profile.md", path: "photo.file" }, photoSource, "photo", PHOTO_WIDTHS);
  const chapterDocs = chapterFiles(files, c).map((f) => ({ ...f, doc: c.markdown(files, f.file, ChapterSource) }));
  const collections = Object.fromEntries(
    COLLECTIONS.map(({ key, file, source }) => [key, c.yaml(files, file, list(source))]),
  ) as LoadedCollections;
  const timeline = collections.timeline ?? [];
  const answers = collections.answers ?? [];
  const pages = PAGE_IDS.map((id) => ({ id, doc: c.markdown(files, `pages/${id}.md`, PageSource) }));
  // Optional: a site without its own vocabulary searches with the general English one alone.
  const synonyms: SynonymRule[] = (
    files["synonyms.yaml"] === undefined ? [] : (c.yaml(files, "synonyms.yaml", SynonymsSource)?.synonyms ?? [])
  ).flatMap((text) => {
    const rule = parseSynonymRule(text);
    return typeof rule === "string" ? [] : [rule];
  });

  const pictures = recordPictures(files, c, collections);

  for (const { key, file } of COLLECTIONS) c.unique(file, collections[key] ?? []);
  const chapterIds = chapterDocs.map((d) => d.id);
  chapterReferences(chapterIds, collections, c);

  const current = timeline.filter((t) => t.current);
  if (timeline.length > 0 && current.length !== 1) {
    c.add({
      file: "timeline.yaml",
      path: "current",
      message: `exactly one item must be current, found ${current.length}`,
    });
  }

  const anchors = new Set<string>([
    ...chapterIds.map((id) => anchorId("chapter", id)),
    ...COLLECTIONS.flatMap(({ key, anchor }) => (collections[key] ?? []).map((item) => anchorId(anchor, item.id))),
  ]);
  // The ids of a collection that failed validation are unknown: citations into it wait for that file to be fixed,
  // so that one broken file is reported once, not again through every answer citing it.
  const unknownKinds = COLLECTIONS.flatMap(({ key, anchor }) => (collections[key] ? [] : [`${anchor}-`]));
  const pagePaths = new Set<string>([...PAGE_PATHS, ...chapterIds.map(storyPath)]);
  answers.forEach((answer, i) => {
    const [path = "", anchor] = answer.cite.split("#");
    if (!pagePaths.has(path)) {
      c.add({ file: "answers.yaml", path: `[${i}].cite`, message: `"${path}" is not a page of the site` });
    } else if (anchor !== undefined) {
      const known = anchors.has(anchor) || unknownKinds.some((prefix) => anchor.startsWith(prefix));
      if (path !== "/agent" || !known) {
        c.add({ file: "answers.yaml", path: `[${i}].cite`, message: `"#${anchor}" is not an anchor on /agent` });
      }
    }
  });

  if (siteSource && collections.timeline) {
    const timelineIds = new Set(timeline.map((t) => t.id));
    const { education, volunteer } = siteSource.resume;
    const refs = [
      ...education.map((e, i) => [`resume.education[${i}].timeline`, e.timeline] as const),
      ...volunteer.map((id, i) => [`resume.volunteer[${i}]`, id] as const),
    ];
    for (const [path, id] of refs) {
      if (!timelineIds.has(id)) c.add({ file: "site.yaml", path, message: `"${id}" is not a timeline.yaml id` });
    }
  }

  if (
    c.problems.length > 0 ||
    !siteSource ||
    !profileDoc ||
    chapterDocs.some((d) => !d.doc) ||
    pages.some((p) => !p.doc)
  ) {
    return { ok: false, problems: c.problems };
  }

  // Each collection in its declared order, every item given its derived links. Each entry's compile function
  // is checked against its own schemas where it is declared; here every entry is handled alike.
  const compileEntry = (entry: ErasedCollection, items: readonly { id: string }[]): unknown[] =>
    (entry.order ? [...items].sort(entry.order) : items).map((item) =>
      entry.compile(item, {
        anchor: urls.onAgent(entry.anchor, item.id),
        at: urls.at,
        image: imageOrNull(pictures[anchorId(entry.anchor, item.id)], urls),
      }),
    );
  const compiled = Object.fromEntries(
    COLLECTIONS.map((entry) => [
      entry.key,
      compileEntry(entry as unknown as ErasedCollection, collections[entry.key] ?? []),
    ]),
  ) as unknown as CompiledCollections;
  const { timeline: compiledTimeline, talks: compiledTalks, writing: compiledWriting } = compiled;
  const { projects: compiledProjects, practices: compiledPractices } = compiled;

  const related = (id: ChapterId): ChapterDetail["related"] => {
    const refs = <T extends { id: string }>(
      items: readonly T[],
      title: (item: T) => string,
      url: (item: T) => string,
    ): RelatedItem[] => items.map((item) => ({ id: item.id, title: title(item), url: url(item) }));
    const inChapter = <T extends { chapters: readonly ChapterId[] }>(items: readonly T[]): T[] =>
      items.filter((item) => item.chapters.includes(id));
    return {
      timeline: refs(
        compiledTimeline.filter((t) => t.chapter === id),
        (t) => t.label,
        (t) => t.url,
      ),
      talks: refs(
        inChapter(compiledTalks),
        (t) => t.title,
        (t) => t.page,
      ),
      writing: refs(
        inChapter(compiledWriting).filter((w) => w.kind !== "press"),
        (w) => w.title,
        (w) => w.page,
      ),
      press: refs(
        inChapter(compiledWriting).filter((w) => w.kind === "press"),
        (w) => w.title,
        (w) => w.page,
      ),
      projects: refs(
        inChapter(compiledProjects),
        (p) => p.title,
        (p) => p.page,
      ),
      practices: refs(
        inChapter(compiledPractices),
        (p) => p.title,
        (p) => p.page,
      ),
    };
  };

  const chapters: ChapterDetail[] = chapterDocs.flatMap(({ id, number, doc }) =>
    doc
      ? [
          {
            id,
            number,
            ...doc.data,
            part: doc.data.part ?? null,
            text: doc.body,
            links: chapterLinks(urls, id),
            related: related(id),
          },
        ]
      : [],
  );

  const largest = photo?.sizes.at(-1);
  const { id: profileId, ...profileData } = profileDoc.data;
  const profile: Profile = {
    id: profileId ?? (idOf(profileData.name) || "profile"),
    ...profileData,
    photo: photo && largest ? { url: urls.at(largest.path), alt: photo.alt, ...pick(largest) } : null,
    company: siteSource.company,
    profiles: siteSource.profiles,
    contact: { ...profileData.contact, page: urls.contact },
    bio: profileDoc.body,
    links: {
      site: urls.home,
      agent: urls.agent,
      agentMarkdown: urls.agentMarkdown,
      resume: urls.resume,
      llms: urls.llms,
      llmsFull: urls.llmsFull,
      openapi: urls.openapi,
      mcp: urls.mcp,
      developers: urls.developers,
      vcard: urls.vcard,
      resumeJson: urls.resumeJson,
      resumePdf: urls.resumePdf,
      feed: urls.feed,
      jsonFeed: urls.jsonFeed,
    },
    updated: siteSource.updated,
  };

  const pageCopy = Object.fromEntries(
    pages.flatMap(({ id, doc }) => (doc ? [[id, { ...doc.data, body: doc.body } satisfies PageCopy]] : [])),
  ) as Site["pages"];

  return {
    ok: true,
    site: deepFreeze({
      title: siteSource.title,
      updated: siteSource.updated,
      lifecycle: siteSource.lifecycle,
      llmsIntro: siteSource.llms.intro,
      subject: siteSource.subject,
      resume: siteSource.resume,
      writingMore: siteSource.writingMore,
      profile,
      photo: photo ?? null,
      pictures,
      chapters,
      ...compiled,
      synonyms,
      pages: pageCopy,
      placeholders: findPlaceholders(files),
      urls,
    }),
  };
};

const chapterLinks = (urls: Urls, id: ChapterId): ChapterDetail["links"] => ({
  api: urls.chapterApi(id),
  html: urls.onAgent("chapter", id),
  markdown: urls.storyMarkdown(id),
  home: urls.homeChapter(id),
});

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
};

const imageOrNull = (p: Picture | undefined, urls: Urls): Image | null => (p ? imageOf(p, urls.at) : null);

const pick = ({ width, height }: { width: number; height: number }) => ({ width, height });
