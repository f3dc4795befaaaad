/**
 * The chapter files: one per chapter, named `chapters/<n>-<id>.md` with n its place in story order. The files
 * declare which chapters exist: their ids and count are the content's, numbered 1, 2, 3… without gaps.
 */
import type { ChapterId } from "../schema/common.js";
import type { Collector, ContentFiles } from "./collector.js";

const CHAPTER_FILE = /^chapters\/([1-9][0-9]*)-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

export interface ChapterFile {
  readonly file: string;
  readonly id: ChapterId;
  readonly number: number;
}

export const chapterFiles = (files: ContentFiles, c: Collector): ChapterFile[] => {
  const found = Object.keys(files)
    .filter((file) => file.startsWith("chapters/"))
    .flatMap((file): ChapterFile[] => {
      const match = CHAPTER_FILE.exec(file);
      if (!match) {
        c.add({
          file,
          path: "(file name)",
          message: "must be chapters/<n>-<id>.md: n its place in story order, id lower-case words joined by hyphens",
        });
        return [];
      }
      return [{ file, id: match[2] ?? "", number: Number(match[1]) }];
    })
    .sort((a, b) => a.number - b.number);
  if (found.length === 0) c.add({ file: "chapters/", path: "(folder)", message: "at least one chapter is needed" });
  found.forEach((chapter, i) => {
    if (chapter.number !== i + 1) {
      c.add({
        file: chapter.file,
        path: "(file name)",
        message: `chapters are numbered 1 to ${found.length} without gaps or repeats; this one would be number ${i + 1}`,
      });
    }
    if (found.findIndex((other) => other.id === chapter.id) !== i) {
      c.add({ file: chapter.file, path: "(file name)", message: `duplicate chapter id "${chapter.id}"` });
    }
  });
  return found;
};
