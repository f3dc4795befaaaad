/** Site → search documents: one per record of the nine types, with the page to cite and the API URL. */
import type { Site } from "../content/site.js";
import type { SearchType } from "../schema/common.js";

export interface SearchDocument {
  /** Unique across types: `<type>:<id>`. */
  readonly key: string;
  readonly type: SearchType;
  readonly id: string;
  readonly title: string;
  /** Short text that states what the record is (summary, takeaway, answer). */
  readonly summary: string;
  /** Everything else worth matching. */
  readonly body: string;
  readonly url: string;
  readonly api: string | null;
}

const join = (...parts: (string | null | undefined | readonly string[])[]): string =>
  parts
    .flat()
    .filter((p): p is string => typeof p === "string" && p.length > 0)
    .join(". ");

const doc = (d: Omit<SearchDocument, "key">): SearchDocument => ({ ...d, key: `${d.type}:${d.id}` });

export const searchDocuments = (site: Site): SearchDocument[] => {
  const { urls, profile } = site;
  return [
    doc({
      type: "profile",
      id: profile.id,
      title: profile.name,
      summary: profile.summary,
      body: join(
        profile.jobTitle,
        profile.company.name,
        profile.company.tagline,
        profile.description,
        profile.bio,
        profile.basedIn.label,
        profile.birthplace.label,
        profile.places.map((p) => `${p.place}: ${p.why}`),
      ),
      url: urls.agent,
      api: urls.apiPath("/profile"),
    }),
    ...site.chapters.map((c) =>
      doc({
        type: "chapter",
        id: c.id,
        title: c.title,
        summary: join(c.name, c.summary, c.oneLiner),
        body: join(
          c.panel,
          c.text,
          c.highlights,
          c.stats.map((s) => `${s.value} ${s.label}`),
          c.roles.map((r) => `${r.title} at ${r.organization}`),
          c.organizations.map((o) => join(o.name, o.fullName)),
          c.place,
          c.period,
        ),
        url: c.links.html,
        api: c.links.api,
      }),
    ),
    ...site.timeline.map((t) =>
      doc({
        type: "timeline",
        id: t.id,
        title: t.label,
        summary: t.summary,
        body: join(t.role, t.organization, t.place, t.when),
        url: t.url,
        api: urls.apiPath("/timeline"),
      }),
    ),
    ...site.talks.map((t) =>
      doc({
        type: "talk",
        id: t.id,
        title: t.title,
        summary: t.takeaway,
        body: join(t.kind, t.venue, t.location, t.with, t.year === null ? null : String(t.year)),
        url: t.page,
        api: urls.apiPath("/talks"),
      }),
    ),
    ...site.writing.map((w) =>
      doc({
        type: w.kind === "press" ? "press" : "writing",
        id: w.id,
        title: w.title,
        summary: w.summary ?? w.title,
        body: join(w.kind, w.outlet, w.year === null ? null : String(w.year)),
        url: w.page,
        api: urls.apiPath("/writing"),
      }),
    ),
    ...site.projects.map((p) =>
      doc({
        type: "project",
        id: p.id,
        title: p.title,
        summary: p.summary,
        body: join(p.organization, p.years, p.quote),
        url: p.page,
        api: urls.apiPath("/projects"),
      }),
    ),
    ...site.practices.map((p) =>
      doc({
        type: "practice",
        id: p.id,
        title: p.title,
        summary: p.summary,
        body: "",
        url: p.page,
        api: urls.apiPath("/practices"),
      }),
    ),
    ...site.answers.map((a) =>
      doc({ type: "answer", id: a.id, title: a.question, summary: a.answer, body: "", url: a.url, api: null }),
    ),
  ];
};
