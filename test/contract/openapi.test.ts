/** The served /openapi.json: docs/contract.md#endpoints' operations, their parameters and responses, a clean lint. */
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_TYPES } from "../../src/schema/search-type.js";
import { CHAPTER_IDS } from "../support/content.js";
import {
  type Contract,
  createContract,
  fetchDocument,
  type OpenApiDoc,
  type OperationDoc,
} from "../support/contract.js";
import { type RunningServer, startServer } from "../support/server.js";
import { runBin } from "../support/spawn.js";

/** docs/contract.md#endpoints: operationId → path (all GET). */
const OPERATIONS: Record<string, string> = {
  getApiIndex: "/api/v1",
  getProfile: "/api/v1/profile",
  listChapters: "/api/v1/chapters",
  getChapter: "/api/v1/chapters/{id}",
  listTimeline: "/api/v1/timeline",
  listTalks: "/api/v1/talks",
  listWriting: "/api/v1/writing",
  listProjects: "/api/v1/projects",
  listPractices: "/api/v1/practices",
  searchSite: "/api/v1/search",
};

/** The error codes each operation can answer, by status; every operation also answers 404, 405, 429 and 500. */
const ERRORS: Record<string, Record<string, string[]>> = Object.fromEntries(
  Object.keys(OPERATIONS).map((op) => [
    op,
    {
      ...(op === "searchSite" ? { "400": ["missing_parameter", "invalid_parameter"] } : {}),
      "404": op === "getChapter" ? ["chapter_not_found", "not_found"] : ["not_found"],
      "405": ["method_not_allowed"],
      // A failed If-Match, on every response with an ETag.
      ...(op === "searchSite" ? {} : { "412": ["invalid_parameter"] }),
      "429": ["rate_limited"],
      "500": ["internal_error"],
    },
  ]),
);

interface LintReport {
  readonly code: number | null;
  readonly totals: { errors: number };
  readonly problems: { ruleId: string; severity: string; message: string }[];
}

/** Runs the installed redocly (offline: no telemetry, no update check) over a document. */
const lint = async (document: unknown): Promise<LintReport> => {
  const file = join(tmpdir(), `openapi-lint-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(document, null, 2));
  try {
    const run = await runBin("redocly", ["lint", file, "--extends", "recommended", "--format=json"], {
      REDOCLY_TELEMETRY: "off",
      REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
    });
    return { code: run.code, ...(JSON.parse(run.stdout) as Omit<LintReport, "code">) };
  } finally {
    await rm(file, { force: true });
  }
};

/** Reads a dotted path (`data.0.quote`) inside parsed JSON. */
const at = (value: unknown, path: string): unknown =>
  path === ""
    ? value
    : path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], value);

const setAt = (value: unknown, path: string, replacement: unknown): void => {
  const keys = path.split(".");
  const last = keys.pop() ?? "";
  const parent = at(value, keys.join("."));
  if (!parent || typeof parent !== "object") throw new Error(`no object at ${keys.join(".")}`);
  (parent as Record<string, unknown>)[last] = replacement;
};

describe("/openapi.json", () => {
  let server: RunningServer;
  let doc: OpenApiDoc;
  let contract: Contract;

  const operation = (operationId: string): OperationDoc => {
    const op = doc.paths[OPERATIONS[operationId] ?? ""]?.get;
    if (!op) throw new Error(`no GET operation at the path of ${operationId}`);
    return op;
  };
  const parameter = (operationId: string, name: string) =>
    operation(operationId).parameters?.find((p) => p.name === name);

  beforeAll(async () => {
    server = await startServer();
    doc = await fetchDocument(server.origin);
    contract = createContract(doc);
  });
  afterAll(() => server.close());

  it("is OpenAPI 3.1.0, version 1.0.0, with no security scheme, served on this origin", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0.0");
    expect(doc.security).toEqual([]);
    expect(doc.servers).toEqual([expect.objectContaining({ url: server.origin })]);
  });

  it("has exactly the ten operations of the contract, each a GET at its path", () => {
    const found = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => [op.operationId, `${method.toUpperCase()} ${path}`]),
    );
    expect(Object.fromEntries(found)).toEqual(
      Object.fromEntries(Object.entries(OPERATIONS).map(([op, path]) => [op, `GET ${path}`])),
    );
  });

  it.each(Object.keys(OPERATIONS))("%s documents 200 and each error it can return, with schema and examples", (op) => {
    const { responses } = operation(op);
    const ok = responses["200"]?.content?.["application/json"]?.schema;
    expect(ok?.$ref).toMatch(/^#\/components\/schemas\/\w+Response$/);
    expect(responses["304"] !== undefined).toBe(op !== "searchSite");
    const expectedErrors = ERRORS[op] ?? {};
    expect(Object.keys(responses).filter((s) => Number(s) >= 400)).toEqual(Object.keys(expectedErrors));
    for (const [status, codes] of Object.entries(expectedErrors)) {
      const content = responses[status]?.content?.["application/json"] as
        | {
            schema: { $ref?: string };
            examples?: Record<string, { value: { error: { code: string; status: number } } }>;
          }
        | undefined;
      expect(content?.schema.$ref).toBe("#/components/schemas/Error");
      expect(Object.keys(content?.examples ?? {}).sort()).toEqual([...codes].sort());
      for (const [code, example] of Object.entries(content?.examples ?? {})) {
        expect(contract.validateComponent("Error", example.value)).toEqual([]);
        expect(example.value.error).toMatchObject({ code, status: Number(status) });
      }
    }
    expect(responses["405"]?.headers).toHaveProperty("Allow");
    expect(responses["429"]?.headers).toHaveProperty("Retry-After");
  });

  /** Every error example of an operation, by status and code. */
  type Example = [status: string, code: string, error: Record<string, unknown>];
  const errorExamples = (op: string): Example[] =>
    Object.entries(operation(op).responses).flatMap(([status, response]) =>
      Object.entries(
        (response.content?.["application/json"] as { examples?: Record<string, { value: { error?: object } }> })
          ?.examples ?? {},
      ).flatMap(([code, example]): Example[] =>
        example.value.error ? [[status, code, example.value.error as Record<string, unknown>]] : [],
      ),
    );

  it("shows the live 404 of an unknown chapter as its example: the hint lists this deployment's ids", async () => {
    const live = (await (await fetch(`${server.origin}/api/v1/chapters/nope`)).json()) as {
      error: Record<string, unknown>;
    };
    const example = errorExamples("getChapter").find(([, code]) => code === "chapter_not_found")?.[2];
    expect(example?.hint).toBe(live.error.hint);
    for (const id of CHAPTER_IDS) expect(example?.hint).toContain(id);
    expect(example?.docs).toBe(live.error.docs);
  });

  it.each(Object.keys(OPERATIONS))("%s: every error example links this deployment's error docs", (op) => {
    const examples = errorExamples(op);
    expect(examples.length).toBeGreaterThan(0);
    for (const [status, code, error] of examples) {
      expect(error.docs, `${status} ${code}`).toBe(`${server.origin}/developers/errors#${code}`);
    }
  });

  it("documents RateLimit on a 429, as the live one sends it", () => {
    for (const op of Object.keys(OPERATIONS))
      expect(operation(op).responses["429"]?.headers).toHaveProperty("RateLimit");
  });

  it("constrains q: a required query string of 2 to 200 characters", () => {
    expect(parameter("searchSite", "q")).toMatchObject({
      in: "query",
      required: true,
      schema: { type: "string", minLength: 2, maxLength: 200 },
    });
  });

  it("constrains limit: an optional integer from 1 to 50, default 10", () => {
    const limit = parameter("searchSite", "limit");
    expect(limit).toMatchObject({ in: "query", schema: { type: "integer", minimum: 1, maximum: 50, default: 10 } });
    expect(limit?.required ?? false).toBe(false);
  });

  it("constrains type: an optional enum of the nine search types", () => {
    const type = parameter("searchSite", "type");
    expect(type).toMatchObject({ in: "query", schema: { type: "string" } });
    expect(type?.required ?? false).toBe(false);
    expect(type?.schema.enum).toEqual([...SEARCH_TYPES]);
  });

  it("constrains id: a required path parameter, one of the six chapter ids", () => {
    const id = parameter("getChapter", "id");
    expect(id).toMatchObject({ in: "path", required: true, schema: { type: "string" } });
    expect(id?.schema.enum).toEqual([...CHAPTER_IDS]);
  });

  it("constrains a timeline item's chapter to the chapter ids or null, as every other chapter reference is", async () => {
    expect(at(doc, "components.schemas.TimelineItem.properties.chapter.enum")).toEqual([...CHAPTER_IDS, null]);
    const item = at(await (await fetch(`${server.origin}/api/v1/timeline`)).json(), "data.0");
    expect(contract.validateComponent("TimelineItem", item)).toEqual([]);
    setAt(item, "chapter", "no-such-chapter");
    expect(contract.validateComponent("TimelineItem", item)).not.toEqual([]);
  });

  it("has no parameters on the other operations", () => {
    const others = Object.keys(OPERATIONS).filter((op) => op !== "searchSite" && op !== "getChapter");
    expect(others.filter((op) => (operation(op).parameters ?? []).length > 0)).toEqual([]);
  });

  /** docs/contract.md's nullable fields, by component: a live API sample record with each field set to null. */
  const NULLABLE: [component: string, sample: string, paths: string[]][] = [
    [
      "ChapterDetail",
      "/api/v1/chapters/org-a#data",
      ["years", "place", "part", "organizations.0.fullName", "organizations.0.url"],
    ],
    ["ChapterDetail", "/api/v1/chapters/org-a#data", ["quote"]],
    ["ChapterDetail", "/api/v1/chapters/org-a#data", ["quote.url"]],
    ["TimelineItem", "/api/v1/timeline#data.0", ["start", "end", "organization", "role", "place", "chapter"]],
    ["Talk", "/api/v1/talks#data.0", ["year", "location"]],
    ["WritingItem", "/api/v1/writing#data.0", ["year", "summary"]],
    ["Project", "/api/v1/projects#data.0", ["organization", "years", "quote", "image"]],
    ["SearchResult", "/api/v1/search?q=design#data.0", ["api"]],
    ["SearchMeta", "/api/v1/search?q=design#meta", ["type"]],
  ];

  it.each(NULLABLE)("%s accepts null where the contract says nullable (%s: %j)", async (component, sample, paths) => {
    const [path = "", pointer = ""] = sample.split("#");
    const record = at(await (await fetch(`${server.origin}${path}`)).json(), pointer);
    if (paths.includes("quote.url") && at(record, "quote") === null) {
      setAt(record, "quote", { text: "Words.", source: "Someone, somewhere", url: "https://example.com/q" });
    }
    expect(contract.validateComponent(component, record)).toEqual([]);
    for (const field of paths) setAt(record, field, null);
    expect(contract.validateComponent(component, record)).toEqual([]);
    setAt(record, paths[0] ?? "", 42);
    expect(contract.validateComponent(component, record)).not.toEqual([]);
  });

  it("passes redocly lint --extends recommended with no errors", async () => {
    const report = await lint(doc);
    expect(report.problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(report.code).toBe(0);
  }, 120_000);

  it("makes redocly report errors on a broken document (the lint can fail)", async () => {
    const broken = structuredClone(doc);
    const q = broken.paths["/api/v1/search"]?.get?.parameters?.find((p) => p.name === "q");
    if (!q) throw new Error("no q parameter");
    q.schema.minLength = "2";
    const report = await lint(broken);
    expect(report.totals.errors).toBeGreaterThan(0);
    expect(report.code).not.toBe(0);
  }, 120_000);
});
