/** ContentDraft → the content folder's file texts: the one place the import and the starter render files. */
import { stringify } from "yaml";
import type { ContentDraft } from "./draft.js";

const yaml = (value: unknown): string => stringify(value, { lineWidth: 0 });

const markdown = (data: unknown, body: string): string => `---\n${yaml(data)}---\n\n${body.trim()}\n`;

/** Paths relative to the content folder → file text. */
export const renderContent = (draft: ContentDraft): Record<string, string> => ({
  "site.yaml": yaml(draft.site),
  "profile.md": markdown(draft.profile.data, draft.profile.body),
  ...Object.fromEntries(
    draft.chapters.map((chapter, i) => [`chapters/${i + 1}-${chapter.id}.md`, markdown(chapter.data, chapter.body)]),
  ),
  "timeline.yaml": yaml(draft.timeline),
  "talks.yaml": yaml(draft.talks),
  "writing.yaml": yaml(draft.writing),
  "projects.yaml": yaml(draft.projects),
  "practices.yaml": yaml(draft.practices),
  "answers.yaml": yaml(draft.answers),
  ...Object.fromEntries(
    Object.entries(draft.pages).map(([id, page]) => [`pages/${id}.md`, markdown(page.data, page.body)]),
  ),
});
