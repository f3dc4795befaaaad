/** The OpenAPI 3.1 document, generated from the route contracts the API router registered. */
import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  chapterIds,
  chapterNotFoundHint,
  chaptersInWords,
  exampleChapterId,
  exampleQuery,
  missingQueryHint,
  type Site,
} from "../content/site.js";
import { rateLimitedMessage } from "../http/errors.js";
import { quotaText, type RateLimitPolicy } from "../http/rate-limit/policy.js";
import { API_MAJOR, API_VERSION, MINIMUM_DEPRECATION_NOTICE_DAYS } from "../render/version.js";
import { COLLECTIONS } from "../schema/collections.js";
import { ErrorCode } from "../schema/error.js";
import { QUERY_LENGTH } from "../schema/search.js";

export const openApiDocument = (router: OpenAPIHono, site: Site, policy: RateLimitPolicy) => {
  const { urls, profile, lifecycle } = site;
  const document = router.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: `${profile.name} public profile API`,
      version: API_VERSION,
      description: [
        `A read-only JSON API about ${profile.name}: profile, career chapters, timeline, talks, writing and press, projects, practices, and search across all of it.`,
        "",
        "Every success response is `{data, meta}`; every error is `{error: {status, code, message, hint, docs}}`.",
        "No authentication. CORS is open to any origin. Responses other than search are the same for every client and may be cached for a day (strong ETags: `If-None-Match` gives 304, an `If-Match` naming no current ETag 412).",
        `Search and the MCP server count against a fair-use quota of ${quotaText(policy)} per client IP address (policy \`${policy.name}\`).`,
        "Please link the page a fact came from: the `url`, `page` or `links.html` field.",
      ].join("\n"),
      contact: { name: profile.name, url: urls.contact, email: profile.contact.email },
    },
    servers: [{ url: urls.base, description: "This deployment" }],
    security: [],
    tags: [
      { name: "Index", description: "What the API offers." },
      { name: "Profile", description: "Who the subject is." },
      { name: "Chapters", description: `The ${chaptersInWords(site)} of the career story.` },
      ...COLLECTIONS.flatMap(({ list }) => (list ? [{ name: list.tag, description: list.tagDescription }] : [])),
      { name: "Search", description: "Keyword search across everything." },
    ],
    externalDocs: { description: "Developer guide", url: urls.developers },
  });
  return {
    ...withLiveExamples(withContentIds(document, site), site, policy),
    "x-api-lifecycle": {
      current_major_version: API_MAJOR,
      status: lifecycle.deprecation ? "deprecated" : "stable",
      deprecation_policy_url: `${urls.developers}#versioning`,
      minimum_deprecation_notice_days: MINIMUM_DEPRECATION_NOTICE_DAYS,
      signals: ["Deprecation header (RFC 9745)", "Sunset header (RFC 8594)", 'Link rel="successor-version" (RFC 5829)'],
    },
  };
};

type Document = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null;

/**
 * The ids the content declares, written into the document: the chapter ids as the ChapterId enum, the getChapter
 * path parameter's and a timeline item's `chapter` (which is nullable, so written inline rather than as a ChapterId
 * reference; see enumOrNull), the profile id as a constant. The schemas in code say only "an id" because which ids
 * exist is the content's choice; a client reading the document still sees the exact values this deployment serves.
 */
const withContentIds = (document: Document, site: Site): Document => {
  const ids = chapterIds(site);
  const copy = structuredClone(document);
  const schemas: JsonObject = isObject(copy.components?.schemas) ? copy.components.schemas : {};
  const chapterId = schemas.ChapterId;
  if (isObject(chapterId)) {
    chapterId.enum = ids;
    delete chapterId.pattern;
  }
  const timelineItem = schemas.TimelineItem;
  const timelineChapter =
    isObject(timelineItem) && isObject(timelineItem.properties) ? timelineItem.properties.chapter : undefined;
  if (isObject(timelineChapter)) {
    timelineChapter.enum = [...ids, null];
    delete timelineChapter.pattern;
  }
  const profile = schemas.Profile;
  const profileId = isObject(profile) && isObject(profile.properties) ? profile.properties.id : undefined;
  if (isObject(profileId)) {
    profileId.const = site.profile.id;
    delete profileId.pattern;
  }
  const parameters = copy.paths?.["/api/v1/chapters/{id}"]?.get?.parameters ?? [];
  for (const parameter of parameters) {
    if (isObject(parameter) && parameter.name === "id" && isObject(parameter.schema)) {
      parameter.schema.enum = ids;
      parameter.schema.example = exampleChapterId(site);
    }
  }
  for (const parameter of copy.paths?.["/api/v1/search"]?.get?.parameters ?? []) {
    if (isObject(parameter) && parameter.name === "q" && isObject(parameter.schema)) {
      parameter.schema.example = exampleQuery(site);
    }
  }
  return copy;
};

/**
 * The error examples as this deployment sends them: its origin in `docs`, and the parts a live error writes from
 * the site or the policy (the chapter ids of chapter_not_found's hint, the quota of rate_limited's message), from
 * the same functions. The route contracts are declared once for every deployment, so they hold only the general
 * form.
 */
const withLiveExamples = (document: Document, site: Site, policy: RateLimitPolicy): Document => {
  const live: Partial<Record<ErrorCode, Partial<Record<"message" | "hint", string>>>> = {
    chapter_not_found: { hint: chapterNotFoundHint(site) },
    missing_parameter: { hint: missingQueryHint(site, QUERY_LENGTH) },
    rate_limited: { message: rateLimitedMessage(policy) },
  };
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      const responses = isObject(operation) && isObject(operation.responses) ? operation.responses : {};
      for (const response of Object.values(responses)) {
        const content = isObject(response) && isObject(response.content) ? response.content["application/json"] : null;
        const examples = isObject(content) && isObject(content.examples) ? content.examples : {};
        for (const example of Object.values(examples)) {
          const error = isObject(example) && isObject(example.value) ? example.value.error : null;
          const code = ErrorCode.safeParse(isObject(error) ? error.code : undefined);
          if (!isObject(error) || !code.success) continue;
          Object.assign(error, live[code.data], { docs: site.urls.errorDoc(code.data) });
        }
      }
    }
  }
  return document;
};
