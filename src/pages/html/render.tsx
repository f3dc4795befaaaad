/** PageInfo → the HTML document, rendered once at start-up. */
import type { Site } from "../../content/site.js";
import type { PageInfo } from "../../render/catalog.js";
import { previewText } from "../../render/preview.js";
import type { ServiceDescription } from "../../render/service-description.js";
import { AgentPage } from "./agent.js";
import { CopyPage } from "./copy.js";
import { DevelopersPage, ErrorsPage } from "./developers.js";
import { HomePage } from "./home.js";
import { profilePageJsonLd } from "./jsonld.js";
import { Layout } from "./layout.js";
import { NotFoundPage } from "./not-found.js";
import { ResumePage } from "./resume.js";
import { StoryPage } from "./story.js";

const document = async (node: ReturnType<typeof Layout>): Promise<string> => `<!DOCTYPE html>${await node}`;

/** What the pages say of the files the build drew: their sizes, when the app serves them. */
export interface Downloads {
  readonly resumePdfBytes?: number | undefined;
}

const body = (site: Site, page: PageInfo, facts: ServiceDescription, robot: boolean, downloads: Downloads) => {
  switch (page.kind) {
    case "home":
      return <HomePage site={site} robot={robot} />;
    case "agent":
      return <AgentPage site={site} page={page} />;
    case "resume":
      return <ResumePage site={site} page={page} pdfBytes={downloads.resumePdfBytes} />;
    case "copy":
      return <CopyPage site={site} copy={page.copy} />;
    case "developers":
      return <DevelopersPage site={site} page={page} facts={facts} />;
    case "errors":
      return <ErrorsPage site={site} page={page} facts={facts} />;
    case "story":
      return <StoryPage site={site} chapter={page.chapter} />;
  }
};

/** Person JSON-LD goes on the pages that are about the person as a whole. */
const hasPersonData = (page: PageInfo): boolean =>
  page.kind === "home" || (page.kind === "copy" && page.copy === "about");

/** `robot`: the app serves the robot's scripts (pages/client-assets.ts), so the home page loads them. */
export const renderPage = (
  site: Site,
  page: PageInfo,
  facts: ServiceDescription,
  robot = false,
  downloads: Downloads = {},
): Promise<string> =>
  document(
    <Layout
      site={site}
      title={page.title}
      description={page.description}
      path={page.path}
      jsonLd={hasPersonData(page) ? profilePageJsonLd(site) : undefined}
      preview={previewText(site, page)}
    >
      {body(site, page, facts, robot, downloads)}
    </Layout>,
  );

export const renderNotFound = (site: Site): Promise<string> =>
  document(
    <Layout site={site} title="Page not found" description="There is no page at this address.">
      <NotFoundPage site={site} />
    </Layout>,
  );
