/** The chapter files: one per chapter id, named `chapters/<n>-<id>.md` with n its place in story order. */
import { CHAPTER_IDS, type ChapterId } from "../schema/common.js";
import type { Collector, ContentFiles } from "./collector.js";

const CHAPTER_FILE = /^chapters\/([1-9])-([a-z0-9-]+)\.md$/;

export const chapterFiles = (files: ContentFiles, c: Collector): { file: string; id: ChapterId; number: number }[] => {
  const found = Object.keys(files)
    .filter((file) => file.startsWith("chapters/"))
    .flatMap((file) => {
      const match = CHAPTER_FILE.exec(file);
      const id = match?.[2] as ChapterId | undefined;
      if (!match || id === undefined || !CHAPTER_IDS.includes(id)) {
        c.add({
          file,
          path: "(file name)",
          message: `must be chapters/<n>-<id>.md with id one of ${CHAPTER_IDS.join(", ")}`,
        });
        return [];
      }
      const number = Number(match[1]);
      if (number !== CHAPTER_IDS.indexOf(id) + 1) {
        c.add({
          file,
          path: "(file name)",
          message: `chapter "${id}" is number ${CHAPTER_IDS.indexOf(id) + 1} in story order`,
        });
      }
      return [{ file, id, number: CHAPTER_IDS.indexOf(id) + 1 }];
    });
  for (const id of CHAPTER_IDS) {
    if (!found.some((f) => f.id === id)) c.add({ file: `chapters/`, path: id, message: `chapter "${id}" is missing` });
  }
  return found.sort((a, b) => a.number - b.number);
};
