/** `/`: who the subject is, what they do now, the chapters as cards in story order, and where to read more. */
import { chaptersInWords, type Site } from "../../content/site.js";
import type { PagePath } from "../../content/urls.js";
import { anchorId } from "../../content/urls.js";
import { subjectCopy } from "../../render/subject.js";
import { robotPart } from "./parts.js";

export const HomePage = ({ site }: { site: Site }) => {
  const { profile, urls } = site;
  const copy = subjectCopy(site.subject);
  const current = site.timeline.find((t) => t.current);
  return (
    <>
      <section class="hero" aria-labelledby="who">
        <p class="eyebrow">
          {profile.jobTitle} · {profile.company.name} · {profile.basedIn.label}
        </p>
        <h1 id="who">{profile.name}</h1>
        <p class="lede">{profile.summary}</p>
        <ul class="actions">
          <li>
            <a class="button primary" href={urls.agent}>
              Agent mode: the whole record
            </a>
          </li>
          <li>
            <a class="button" href={urls.resume}>
              Résumé
            </a>
          </li>
          <li>
            <a class="button" href={urls.developers}>
              API and MCP for developers
            </a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="now">
        <h2 id="now">{copy.whatNow}</h2>
        <div class="narrow">
          <p>
            {current?.summary} <a href={profile.company.url}>{profile.company.name}</a>: {profile.company.tagline}{" "}
            {profile.company.backedBy}.
          </p>
        </div>
      </section>

      <section aria-labelledby="chapters">
        <h2 id="chapters">The story in {chaptersInWords(site)}</h2>
        <p class="section-intro">{copy.homeChapters}</p>
        <ol class="cards">
          {site.chapters.map((c) => (
            <li class="card" id={anchorId("chapter", c.id)}>
              <span class="tag part">{c.part ? `${c.number} · ${robotPart(c.part)}` : c.number}</span>
              <h3>
                <a href={urls.story(c.id)}>{c.title}</a>
              </h3>
              <p>{c.oneLiner}</p>
              <p class="meta">
                {c.name} · {c.period}
                {c.place && ` · ${c.place}`}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="more">
        <h2 id="more">For people, agents and developers</h2>
        <ul class="plain narrow">
          <li>
            <a href={urls.agent}>Agent mode</a>: every fact on one page, each under an anchor to cite; also as{" "}
            <a href={urls.agentMarkdown}>Markdown</a>.
          </li>
          <li>
            <a href={urls.at("/about" satisfies PagePath)}>About</a> and <a href={urls.contact}>how to get in touch</a>.
          </li>
          <li>
            <a href={urls.developers}>Developer guide</a>: a read-only <a href={urls.api}>JSON API</a> and an MCP
            server, no key needed.
          </li>
          <li>
            <a href={urls.llms}>llms.txt</a> and <a href={urls.llmsFull}>llms-full.txt</a> for language models.
          </li>
        </ul>
      </section>
    </>
  );
};
