/**
 * Content files → Site. Validates every file against its record schema, cross-checks references, orders the
 * collections and derives every URL and `related` list. Pure: the caller supplies the file texts.
 */
import { z } from "@hono/zod-openapi";
import { type ChapterDetail, ChapterSource } from "../schema/chapter.js";
import { COLLECTIONS, type LoadedCollections } from "../schema/collections.js";
import type { ChapterId } from "../schema/common.js";
import { ProfileSource } from "../schema/profile.js";
import { PAGE_IDS, type PageCopy, PageSource, SiteSource } from "../schema/site.js";
import { parseSynonymRule, type SynonymRule, SynonymsSource } from "../schema/synonyms.js";
import { chapterFiles } from "./chapter-files.js";
import { chapterReferences } from "./chapter-references.js";
import { Collector, type ContentFiles } from "./collector.js";
import { compileCollections } from "./compile-collections.js";
import { checkAnswerCitations, checkCurrentRole, checkResumeReferences } from "./cross-checks.js";
import { PHOTO_WIDTHS, picture } from "./picture.js";
import { findPlaceholders } from "./placeholders.js";
import type { Problem } from "./problems.js";
import { profileOf } from "./profile-of.js";
import { recordPictures } from "./record-pictures.js";
import { relatedRecords } from "./related.js";
import type { Site } from "./site.js";

export type { ContentFiles };

import { makeUrls, type Urls } from "./urls.js";

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

  checkCurrentRole(timeline, c);
  checkAnswerCitations(answers, collections, chapterIds, c);
  if (siteSource) checkResumeReferences(siteSource, collections, c);

  if (
    c.problems.length > 0 ||
    !siteSource ||
    !profileDoc ||
    chapterDocs.some((d) => !d.doc) ||
    pages.some((p) => !p.doc)
  ) {
    return { ok: false, problems: c.problems };
  }

  const compiled = compileCollections(collections, pictures, urls);
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
            related: relatedRecords(compiled, id),
          },
        ]
      : [],
  );

  const profile = profileOf(profileDoc, siteSource, photo ?? null, urls);

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
