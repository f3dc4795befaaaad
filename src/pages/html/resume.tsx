/** /resume: the career as a résumé, newest first; every entry links its record on /agent. */
import type { Site } from "../../content/site.js";
import type { PageInfo } from "../../render/catalog.js";

const yearOf = (year: number | null): string => (year === null ? "" : `${year} · `);

export const ResumePage = ({ site, page }: { site: Site; page: PageInfo }) => {
  const { profile } = site;
  return (
    <article class="narrow">
      <h1>{profile.name}</h1>
      <p class="lede">
        {profile.jobTitle}, {profile.company.name} · {profile.basedIn.label} ·{" "}
        <a href={`mailto:${profile.contact.email}`}>{profile.contact.email}</a>
      </p>
      <p class="meta">{page.description}</p>
      <p>{profile.summary}</p>

      <h2>Experience</h2>
      {[...site.timeline].reverse().map((t) => (
        <section class="record" aria-label={t.label}>
          <h3>
            <a href={t.url}>
              {t.role ?? t.label}
              {t.organization && `, ${t.organization}`}
            </a>
          </h3>
          <p class="meta">
            {t.when}
            {t.place && ` · ${t.place}`}
          </p>
          <p>{t.summary}</p>
        </section>
      ))}

      <h2>Talks</h2>
      <ul>
        {site.talks.map((t) => (
          <li>
            {yearOf(t.year)}
            <a href={t.page}>{t.title}</a>, {t.venue} ({t.kind})
          </li>
        ))}
      </ul>

      <h2>Writing and press</h2>
      <ul>
        {site.writing.map((w) => (
          <li>
            {yearOf(w.year)}
            <a href={w.page}>{w.title}</a>, {w.outlet} ({w.kind})
          </li>
        ))}
      </ul>

      <h2>Projects</h2>
      <ul>
        {site.projects.map((p) => (
          <li>
            <a href={p.page}>{p.title}</a>
            {p.organization && `, ${p.organization}`}
            {p.years && ` (${p.years})`}: {p.summary}
          </li>
        ))}
      </ul>

      <h2>Practices</h2>
      <ul>
        {site.practices.map((p) => (
          <li>
            <a href={p.page}>{p.title}</a>
          </li>
        ))}
      </ul>

      <h2>Profiles</h2>
      <ul>
        {profile.profiles.map((s) => (
          <li>
            <a href={s.url}>{s.name}</a>: {s.handle}
          </li>
        ))}
      </ul>
    </article>
  );
};
