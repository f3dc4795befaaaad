/**
 * Renders every cacheable response into the response table: the API's, the OpenAPI document, the discovery
 * files and the pages. Loaded only when a table has to be rendered (no prebuilt one fits), so a server started
 * from a build's snapshot never compiles the renderers.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { addApiResponses } from "./api/index.js";
import type { Site } from "./content/site.js";
import { openApiDocument } from "./discovery/openapi.js";
import { addDiscovery } from "./discovery/routes.js";
import { prepare, prepareJson } from "./http/cache.js";
import type { RateLimitPolicy } from "./http/rate-limit/policy.js";
import type { ResponseTable } from "./http/table.js";
import type { MediaFile } from "./media/bundle.js";
import type { ClientAssets } from "./pages/client-assets.js";
import type { NotFoundPages } from "./pages/not-found.js";
import { addPages } from "./pages/route.js";
import type { ServiceDescription } from "./render/service-description.js";

export interface RenderInput {
  readonly site: Site;
  readonly facts: ServiceDescription;
  readonly policy: RateLimitPolicy;
  /** What every successful API response carries. */
  readonly successHeaders: Readonly<Record<string, string>>;
  /** The API router, its route contracts registered: the OpenAPI document is generated from them. */
  readonly router: OpenAPIHono;
  /** The pages' client scripts (the robot), when the build made them. */
  readonly clientAssets?: ClientAssets | undefined;
  /** The images the build drew (previews, icons, photo sizes); none when the app is built without them. */
  readonly media: readonly MediaFile[];
  /** When the table is rendered (ms since the epoch): what a file dated from its rendering counts from. */
  readonly renderedAt: number;
}

/** Fills `table`; returns the page 404s, served beside it. */
export const renderTable = async (table: ResponseTable, input: RenderInput): Promise<NotFoundPages> => {
  const { site, facts, policy, successHeaders, router, media, renderedAt } = input;
  await addApiResponses(site, successHeaders, table, policy);
  table.add({ path: "/openapi.json", representations: [await prepareJson(openApiDocument(router, site, policy))] });
  await addDiscovery(table, site, facts, renderedAt);
  for (const { path, type, body } of media) table.add({ path, representations: [await prepare(body, type)] });
  return addPages(site, facts, table, input.clientAssets, media);
};
