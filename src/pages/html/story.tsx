/** /story/<id>: one chapter on its own page, with the chapters before and after it. */
import type { Site } from "../../content/site.js";
import type { ChapterDetail } from "../../schema/chapter.js";
import { Chapter } from "./chapter.js";

export const StoryPage = ({ site, chapter }: { site: Site; chapter: ChapterDetail }) => {
  const index = site.chapters.indexOf(chapter);
  const previous = site.chapters[index - 1];
  const next = site.chapters[index + 1];
  return (
    <article class="narrow">
      <Chapter site={site} chapter={chapter} level={1} />
      <nav class="pager" aria-label="Chapters">
        {previous && (
          <a class="previous" href={site.urls.story(previous.id)}>
            <span aria-hidden="true">←</span> Chapter {previous.number}: {previous.name}
          </a>
        )}
        {next && (
          <a class="next" href={site.urls.story(next.id)}>
            Chapter {next.number}: {next.name} <span aria-hidden="true">→</span>
          </a>
        )}
      </nav>
    </article>
  );
};
