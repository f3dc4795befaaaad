/**
 * Checks a live response against the served OpenAPI document: the request's path template and operation, the
 * status documented, the JSON body valid against that response's schema, the documented headers present.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import formatsModule from "ajv-formats";

// ajv-formats is CommonJS: the default import is module.exports, which also carries the plugin as `.default`.
const addFormats = formatsModule.default;

type Json = Record<string, unknown>;

export interface ResponseDoc {
  readonly description: string;
  readonly headers?: Record<string, { schema?: { type?: string } }>;
  readonly content?: Record<string, { schema: Json }>;
}

export interface OperationDoc {
  readonly operationId: string;
  readonly parameters?: {
    name: string;
    in: string;
    required?: boolean;
    schema: Json & { enum?: string[]; default?: unknown };
  }[];
  readonly responses: Record<string, ResponseDoc>;
}

export interface OpenApiDoc {
  readonly openapi: string;
  readonly info: { version: string };
  readonly security?: unknown[];
  readonly paths: Record<string, Record<string, OperationDoc>>;
  readonly components: { schemas: Record<string, Json> };
  readonly [key: string]: unknown;
}

const DOC_ID = "https://contract.test/openapi.json";

/** Points the document's local refs (`#/components/...`) at the registered copy of the document. */
const anchorRefs = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(anchorRefs);
  if (schema && typeof schema === "object") {
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [
        key,
        key === "$ref" && typeof value === "string" && value.startsWith("#") ? `${DOC_ID}${value}` : anchorRefs(value),
      ]),
    );
  }
  return schema;
};

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `/api/v1/chapters/{id}` → a regex where each `{param}` is one path segment. */
const templateRegex = (template: string): RegExp =>
  new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map(escapeRegex)
      .join("[^/]+")}$`,
  );

export interface LiveResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

export interface Verdict {
  /** The matched path template, or null when the path is not in the document. */
  readonly template: string | null;
  readonly operationId: string | null;
  /** Every way the response breaks the document; empty when it conforms. */
  readonly violations: string[];
}

export const createContract = (doc: OpenApiDoc) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOC_ID, components: anchorRefs(doc.components) });
  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (schema: Json): ValidateFunction => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(anchorRefs(schema) as Json);
      compiled.set(key, validate);
    }
    return validate;
  };

  // Fixed paths before templated ones, so /api/v1/chapters never matches a {param} template by accident.
  const templates = Object.keys(doc.paths).sort((a, b) => Number(a.includes("{")) - Number(b.includes("{")));
  const match = (pathname: string): string | null =>
    templates.find((template) => templateRegex(template).test(pathname)) ?? null;

  const checkBody = (response: ResponseDoc, live: LiveResponse, method: string, violations: string[]): void => {
    const schema = response.content?.["application/json"]?.schema;
    if (method === "HEAD" || live.status === 304) {
      if (live.text !== "") violations.push(`${method} ${live.status} must have an empty body`);
      return;
    }
    if (!schema) {
      if (live.text !== "") violations.push(`status ${live.status} documents no body but one was sent`);
      return;
    }
    if (!/^application\/json\b/.test(live.headers.get("content-type") ?? "")) {
      violations.push(`content-type ${live.headers.get("content-type")} is not application/json`);
    }
    let body: unknown;
    try {
      body = JSON.parse(live.text);
    } catch {
      violations.push("body is not JSON");
      return;
    }
    const validate = validatorFor(schema);
    if (!validate(body)) {
      for (const error of validate.errors ?? []) {
        violations.push(`body${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`);
      }
    }
  };

  const checkHeaders = (response: ResponseDoc, live: LiveResponse, violations: string[]): void => {
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = live.headers.get(name);
      if (value === null) violations.push(`documented header ${name} is missing`);
      else if (header.schema?.type === "integer" && !/^\d+$/.test(value)) {
        violations.push(`header ${name}: "${value}" is not an integer`);
      }
    }
  };

  return {
    doc,
    match,
    /** `method` is the request's; HEAD and other methods are checked against the path's GET operation. */
    check(method: string, pathname: string, live: LiveResponse): Verdict {
      const violations: string[] = [];
      const template = match(pathname);
      if (template === null) {
        // An unknown path has no operation: hold its body to the document's Error schema.
        const errorSchema = { $ref: "#/components/schemas/Error" };
        checkBody(
          { description: "", content: { "application/json": { schema: errorSchema } } },
          live,
          method,
          violations,
        );
        return { template, operationId: null, violations };
      }
      const operation = doc.paths[template]?.get;
      if (!operation) return { template, operationId: null, violations: [`${template} has no GET operation`] };
      const response = operation.responses[String(live.status)];
      if (!response) {
        violations.push(`status ${live.status} is not documented for ${operation.operationId}`);
      } else {
        checkBody(response, live, method, violations);
        checkHeaders(response, live, violations);
      }
      return { template, operationId: operation.operationId, violations };
    },
    /** Validates any value against a named component schema. */
    validateComponent(name: string, value: unknown): string[] {
      const validate = validatorFor({ $ref: `#/components/schemas/${name}` });
      return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
    },
  };
};

export type Contract = ReturnType<typeof createContract>;

/** How a request reaches the server: the global fetch over the network, or a runtime's own (workerd's SELF). */
export type Fetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

export const fetchDocument = async (origin: string, fetcher: Fetch = fetch): Promise<OpenApiDoc> => {
  const res = await fetcher(`${origin}/openapi.json`);
  if (res.status !== 200) throw new Error(`/openapi.json answered ${res.status}`);
  return (await res.json()) as OpenApiDoc;
};

/** Sends a request and reads the response as the contract needs it. */
export const liveRequest = async (
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  fetcher: Fetch = fetch,
): Promise<LiveResponse> => {
  const res = await fetcher(`${origin}${path}`, { method, headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
};
