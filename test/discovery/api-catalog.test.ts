import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brokenLinks } from "../support/live.js";
import { type RunningServer, startServer } from "../support/server.js";
import linksetSchema from "./linkset.schema.json" with { type: "json" };

const PROFILE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

interface Target {
  href: string;
  type?: string;
}
type Context = { anchor: string } & Record<string, string | Target[]>;

const targets = (context: Context): [string, Target][] =>
  Object.entries(context).flatMap(([rel, value]) =>
    Array.isArray(value) ? value.map((target): [string, Target] => [rel, target]) : [],
  );

describe("/.well-known/api-catalog", () => {
  let server: RunningServer;
  let catalogUrl: string;
  let linkset: Context[];
  beforeAll(async () => {
    server = await startServer();
    catalogUrl = `${server.origin}/.well-known/api-catalog`;
    linkset = ((await (await fetch(catalogUrl)).json()) as { linkset: Context[] }).linkset;
  });
  afterAll(() => server.close());

  it("is a linkset with the RFC 9727 profile and announces itself in Link", async () => {
    const res = await fetch(catalogUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(PROFILE);
    expect(res.headers.get("link")).toContain(`<${catalogUrl}>; rel="api-catalog"`);
  });

  it("answers HEAD with the Link and no body", async () => {
    const res = await fetch(catalogUrl, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(PROFILE);
    expect(res.headers.get("link")).toContain(`<${catalogUrl}>; rel="api-catalog"`);
    expect(await res.text()).toBe("");
  });

  it("matches the linkset schema", async () => {
    const validate = new Ajv({ allErrors: true }).compile(linksetSchema);
    const body = await (await fetch(catalogUrl)).json();
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });

  it("the schema rejects what a linkset must not be", () => {
    const validate = new Ajv().compile(linksetSchema);
    const anchor = `${server.origin}/api/v1`;
    const href = `${server.origin}/openapi.json`;
    expect(validate({ linkset: [{ anchor, "service-desc": { href } }] })).toBe(false);
    expect(validate({ linkset: [{ "service-desc": [{ href }] }] })).toBe(false);
    expect(validate({ linkset: [{ anchor, "service-desc": [{ type: "application/json" }] }] })).toBe(false);
    expect(validate({ linkset: [{ anchor, author: [{ href }] }] })).toBe(false);
    expect(validate({ linkset: [] })).toBe(false);
  });

  it("describes the JSON API with its OpenAPI document, docs and status", () => {
    const { urls } = server.site;
    const api = linkset.find((context) => context.anchor === urls.api);
    expect(api).toBeDefined();
    const rels = targets(api as Context);
    expect(rels).toContainEqual([
      "service-desc",
      expect.objectContaining({ href: urls.openapi, type: "application/json" }),
    ]);
    expect(rels).toContainEqual(["service-doc", expect.objectContaining({ href: urls.developers, type: "text/html" })]);
    expect(rels).toContainEqual(["status", expect.objectContaining({ href: urls.api })]);
  });

  it("lists every API it describes as an item of the catalog", () => {
    const self = linkset.find((context) => context.anchor === catalogUrl) as Context;
    const items = targets(self).map(([, target]) => target.href);
    const described = linkset.map((context) => context.anchor).filter((anchor) => anchor !== catalogUrl);
    expect(items.sort()).toEqual(described.sort());
    expect(items).toContain(server.site.urls.api);
  });

  it("every link resolves on the running server, as the type it promises", async () => {
    const all = linkset.flatMap((context) => [
      ...targets(context).map(([, target]) => target),
      { href: context.anchor },
    ]);
    expect(await brokenLinks(all, server.site.urls.mcp)).toEqual([]);
  });
});
