/** The page 404: says so, and points at the pages that answer most questions. */
import type { Site } from "../../content/site.js";
import { siteCopy } from "../../render/subject.js";

export const NotFoundPage = ({ site }: { site: Site }) => (
  <article class="narrow">
    <p class="eyebrow">404</p>
    <h1>Page not found</h1>
    <p class="lede">There is no page at this address.</p>
    <ul>
      <li>
        <a href={site.urls.home}>Home</a>: {siteCopy(site).notFoundHome(site.profile.name)}
      </li>
      <li>
        <a href={site.urls.agent}>Agent mode</a>: the whole public record on one page
      </li>
      <li>
        <a href={site.urls.llms}>llms.txt</a>: an index of everything on this site
      </li>
    </ul>
  </article>
);
