/** /about, /contact and /privacy: page copy from content/pages, its Markdown body rendered with HTML escaped. */
import type { Site } from "../../content/site.js";
import type { CopyId } from "../../render/catalog.js";
import { copyBody } from "../../render/copy.js";
import { Prose } from "./parts.js";
import { Portrait } from "./portrait.js";

export const CopyPage = ({ site, copy }: { site: Site; copy: CopyId }) => {
  const page = site.pages[copy];
  return (
    <article class="narrow">
      {copy === "about" && <Portrait site={site} />}
      <h1>{page.title}</h1>
      <p class="lede">{page.description}</p>
      <Prose markdown={copyBody(site, copy)} under={1} />
    </article>
  );
};
