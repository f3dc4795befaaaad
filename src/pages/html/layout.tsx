/** The document shell every page shares: head, skip link, header navigation, main landmark, footer. */
import type { Child } from "hono/jsx";
import { fediverseAccount } from "../../content/fediverse.js";
import type { Site } from "../../content/site.js";
import type { PagePath } from "../../content/urls.js";
import { draftNotice } from "../../render/draft.js";
import type { PreviewText } from "../../render/preview.js";
import { FONT_TYPE, WEB_FONTS } from "../../render/web-fonts.js";
import { STYLESHEET_PATH } from "./assets.js";
import { IconLinks } from "./icon-links.js";
import { PreviewMeta } from "./preview-meta.js";

export interface LayoutProps {
  readonly site: Site;
  readonly title: string;
  readonly description: string;
  /** The page's path; absent on the 404 page, which has no canonical URL or Markdown twin. */
  readonly path?: string;
  /** schema.org JSON-LD, already serialised and escaped for a script element. */
  readonly jsonLd?: string;
  /** What the page's link preview says; absent on the 404 page, which is never shared. */
  readonly preview?: PreviewText;
  readonly children: Child;
}

/**
 * People's pages first, then the routes for agents and developers. Home is the name beside them. Short labels,
 * so on a phone they share one row under the name (css.ts).
 */
const NAV: readonly (readonly [PagePath, string])[] = [
  ["/resume", "Résumé"],
  ["/about", "About"],
  ["/contact", "Contact"],
  ["/agent", "Agents"],
  ["/developers", "Developers"],
];

const isCurrent = (navPath: PagePath, path: string | undefined): boolean =>
  path !== undefined && (navPath === path || (navPath !== "/" && path.startsWith(`${navPath}/`)));

export const Layout = ({ site, title, description, path, jsonLd, preview, children }: LayoutProps) => {
  const { urls } = site;
  const creator = fediverseAccount(site.profile.profiles);
  // A page title that already names the site ("About Kyle Ledbetter") is not suffixed with it a second time.
  const fullTitle = path === "/" || title.includes(site.title) ? title : `${title} · ${site.title}`;
  const draft = draftNotice(site);
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        <meta name="color-scheme" content="light dark" />
        {draft !== undefined && <meta name="robots" content="noindex" />}
        {path !== undefined && <link rel="canonical" href={urls.at(path)} />}
        {path !== undefined && (
          <link rel="alternate" type="text/markdown" href={urls.markdownOf(path)} title="This page as Markdown" />
        )}
        <link rel="alternate" type="text/plain" href={urls.llms} title="llms.txt" />
        <link rel="alternate" type="application/atom+xml" href={urls.feed} title="Talks and writing (Atom)" />
        <link rel="alternate" type="application/feed+json" href={urls.jsonFeed} title="Talks and writing (JSON Feed)" />
        <link rel="service-desc" type="application/json" href={urls.openapi} />
        {creator && <meta name="fediverse:creator" content={creator.handle} />}
        {/* Root-relative: the page's own assets load from whatever origin served it (a proxy's name, 127.0.0.1 when
            BASE_URL says localhost, `wrangler dev`), which the CSP's 'self' allows; an absolute URL built from
            BASE_URL is another origin there, and blocked. Canonical and alternate URLs stay absolute. */}
        <link rel="stylesheet" href={STYLESHEET_PATH} />
        {/* Every page sets text in both faces: their Latin files are fetched with the stylesheet, not after it. */}
        {WEB_FONTS.filter((f) => f.preload).map((f) => (
          <link rel="preload" href={f.path} as="font" type={FONT_TYPE} crossorigin="anonymous" />
        ))}
        <IconLinks />
        {path !== undefined && preview !== undefined && (
          <PreviewMeta site={site} path={path} title={fullTitle} description={description} preview={preview} />
        )}
        {jsonLd !== undefined && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
      </head>
      <body>
        <a class="skip-link" href="#main">
          Skip to content
        </a>
        {draft !== undefined && (
          <p class="draft-banner" role="note">
            {draft} <code>npm run check:content</code> lists what is left.
          </p>
        )}
        <header class="site-header">
          <div class="wrap">
            <a class="brand" href={urls.home} aria-current={path === "/" ? "page" : undefined}>
              {site.profile.name}
            </a>
            <nav class="nav" aria-label="Main">
              <ul>
                {NAV.map(([navPath, label]) => (
                  <li>
                    <a href={urls.at(navPath)} aria-current={isCurrent(navPath, path) ? "page" : undefined}>
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </header>
        <main id="main" tabindex={-1}>
          <div class="wrap">{children}</div>
        </main>
        <footer class="site-footer">
          <div class="wrap">
            <nav aria-label="Site">
              <ul>
                {path !== undefined && (
                  <li>
                    <a href={urls.markdownOf(path)}>This page as Markdown</a>
                  </li>
                )}
                <li>
                  <a href={urls.llms}>llms.txt</a>
                </li>
                <li>
                  <a href={urls.api}>JSON API</a>
                </li>
                <li>
                  <a href={`${urls.developers}#mcp`}>MCP server</a>
                </li>
                <li>
                  <a href={urls.at("/privacy" satisfies PagePath)}>Privacy</a>
                </li>
              </ul>
            </nav>
            <p>
              Updated <time datetime={site.updated}>{site.updated}</time>
            </p>
          </div>
        </footer>
      </body>
    </html>
  );
};
