/** `/`: who the subject is, what they do now, the chapters as cards in story order, and where to read more. */
import { chaptersInWords, type Site } from "../../content/site.js";
import type { PagePath } from "../../content/urls.js";
import { anchorId } from "../../content/urls.js";
import { headline } from "../../render/headline.js";
import { endSentence } from "../../render/sentence.js";
import { siteCopy } from "../../render/subject.js";
import { ROBOT_LOADER_PATH } from "../client-assets.js";
import { robotPart } from "./parts.js";
import { Portrait } from "./portrait.js";
import { ProfileLink } from "./profile-link.js";
import { RobotStill } from "./robot-still.js";

/**
 * The chapter area shows the robot as a still drawn here (robot-still.tsx) beside the section's heading, above
 * the grid. `robot`: the app serves the 3D robot's scripts, so the area loads its loader (robot-loader.ts), which
 * replaces the still with the live robot on a wide screen where WebGL runs. The grid is rendered the same either
 * way: it is what crawlers and agents read; its data attributes and panel templates are what the robot reads.
 */
export const HomePage = ({ site, robot = false }: { site: Site; robot?: boolean }) => {
  const { profile, urls } = site;
  const copy = siteCopy(site);
  const current = site.timeline.find((t) => t.current);
  const parts = site.chapters.flatMap((c) => (c.part ? [c.part] : []));
  return (
    <>
      {/* Read in one glance on a phone: who, what they do, one line, and what a person would do next. */}
      {/* An h-card (microformats2): who this is, for IndieWeb readers; the profile links are rel="me". */}
      <section class="hero h-card" aria-labelledby="who">
        <div class="hero-id">
          <Portrait site={site} />
          <div>
            <h1 id="who" class="p-name">
              {profile.name}
            </h1>
            <data class="u-url u-uid" value={urls.home} />
            <p class="hero-role">
              <span class="p-job-title p-role">{profile.jobTitle}</span>,{" "}
              <span class="p-org">{profile.company.name}</span> ·{" "}
              <data class="p-locality" value={profile.basedIn.city}>
                {profile.basedIn.label}
              </data>
            </p>
          </div>
        </div>
        <p class="lede p-note">{headline(site)}</p>
        <ul class="actions">
          <li>
            <a class="button primary" href={urls.resume}>
              Résumé
            </a>
          </li>
          <li>
            <a class="button" href={urls.contact}>
              Get in touch
            </a>
          </li>
        </ul>
        <p class="hero-more">
          For AI agents: <a href={urls.agent}>the whole record on one page</a>. For developers:{" "}
          <a href={urls.developers}>the JSON API and MCP server</a>.
        </p>
        {profile.profiles.length > 0 && (
          <p class="hero-more">
            Elsewhere:{" "}
            {profile.profiles.map((p, i) => (
              <>
                {i > 0 && " · "}
                <ProfileLink profile={p} class="u-url" />
              </>
            ))}
          </p>
        )}
      </section>

      <section aria-labelledby="now">
        <h2 id="now">{copy.whatNow}</h2>
        <div class="columns">
          <p>{profile.summary}</p>
          <p>
            {current?.summary} <a href={profile.company.url}>{profile.company.name}</a>:{" "}
            {endSentence(profile.company.tagline)} {endSentence(profile.company.backedBy)}
          </p>
        </div>
      </section>

      <section class="story" aria-labelledby="chapters">
        <div class="story-head" id="robot">
          <div class="story-text">
            <h2 id="chapters">The story in {chaptersInWords(site)}</h2>
            <p class="section-intro">{copy.homeChapters}</p>
          </div>
          {parts.length > 0 && (
            <div class="robot-stage" data-robot-stage>
              <RobotStill parts={parts} />
            </div>
          )}
        </div>
        <ol class="cards" data-robot-grid>
          {site.chapters.map((c) => (
            <li class="card" id={anchorId("chapter", c.id)} data-part={c.part ?? undefined} data-number={c.number}>
              <span class="tag part">{c.part ? `${c.number} · ${robotPart(c.part)}` : c.number}</span>
              <h3>
                <a href={urls.story(c.id)}>{c.title}</a>
              </h3>
              <p>{c.oneLiner}</p>
              <p class="meta">
                {c.name} · {c.period}
                {c.place && ` · ${c.place}`}
              </p>
              {/* The robot's reading panel shows this text when the part is chosen; inert until then. */}
              {c.part && (
                <template data-panel>
                  <p>{c.panel}</p>
                </template>
              )}
            </li>
          ))}
        </ol>
        {robot && <script type="module" src={ROBOT_LOADER_PATH} />}
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
