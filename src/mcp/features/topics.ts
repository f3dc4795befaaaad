/**
 * What find_talks' `topic` completes to: the topics the talks are about (their keywords, which search matches),
 * so a client can offer real topics as the user types instead of an empty list.
 */
import type { Talk } from "../../schema/talk.js";

/** Each talk keyword once (the first spelling seen wins), in alphabetical order. */
export const talkTopics = (talks: readonly Pick<Talk, "keywords">[]): string[] => {
  const byKey = new Map<string, string>();
  for (const keyword of talks.flatMap((t) => t.keywords ?? [])) {
    const key = keyword.toLowerCase();
    if (!byKey.has(key)) byKey.set(key, keyword);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
};

/**
 * The topics a typed value may be the start of: topics that start with it first, then topics with a later word
 * that does ("sys" finds "design systems"), case-insensitively. An empty value offers every topic.
 */
export const completeTopic = (topics: readonly string[], value: string): string[] => {
  const typed = value.trim().toLowerCase();
  const starts = topics.filter((t) => t.toLowerCase().startsWith(typed));
  const wordStarts = topics.filter(
    (t) =>
      !starts.includes(t) &&
      t
        .toLowerCase()
        .split(/\s+/)
        .slice(1)
        .some((word) => word.startsWith(typed)),
  );
  return [...starts, ...wordStarts];
};
