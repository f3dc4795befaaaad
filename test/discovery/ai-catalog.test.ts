import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../support/app.js";
import { compileOrThrow, contentFiles } from "../support/content.js";
import { brokenLinks } from "../support/live.js";
import { type RunningServer, startServer } from "../support/server.js";

const PATHS = ["/.well-known/ard.json", "/.well-known/ai-catalog.json"];
const URN = /^urn:air:[a-zA-Z0-9.-]+(:[a-zA-Z0-9._-]+)+$/;
/** RFC 3339 date-time with a zone. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

interface Entry {
  identifier: string;
  displayName: string;
  type: string;
  url?: string;
  data?: unknown;
  description?: string;
  tags?: string[];
  representativeQueries?: string[];
  version?: string;
  updatedAt?: string;
}
interface Manifest {
  specVersion: string;
  host: { displayName: string; identifier?: string; documentationUrl?: string };
  entries: Entry[];
}

describe("AI catalog (ARD)", () => {
  let server: RunningServer;
  let manifest: Manifest;
  beforeAll(async () => {
    server = await startServer();
    manifest = (await (await fetch(`${server.origin}${PATHS[0]}`)).json()) as Manifest;
  });
  afterAll(() => server.close());

  it("serves the same document at both well-known paths", async () => {
    const [ard, legacy] = await Promise.all(PATHS.map((path) => fetch(`${server.origin}${path}`)));
    expect(ard?.status).toBe(200);
    expect(legacy?.status).toBe(200);
    expect(await legacy?.text()).toBe(await ard?.text());
  });

  it("is application/json unless Accept names application/ai-catalog+json", async () => {
    const typeFor = async (path: string, accept?: string): Promise<string | null> => {
      const res = await fetch(`${server.origin}${path}`, accept ? { headers: { Accept: accept } } : {});
      expect(res.headers.get("vary")).toMatch(/\baccept\b/i);
      return res.headers.get("content-type");
    };
    for (const path of PATHS) {
      expect(await typeFor(path)).toBe("application/json; charset=utf-8");
      expect(await typeFor(path, "*/*")).toBe("application/json; charset=utf-8");
      expect(await typeFor(path, "application/*")).toBe("application/json; charset=utf-8");
      expect(await typeFor(path, "application/ai-catalog+json")).toBe("application/ai-catalog+json");
      expect(await typeFor(path, "application/ai-catalog+json, application/json;q=0.9")).toBe(
        "application/ai-catalog+json",
      );
      expect(await typeFor(path, "application/json, application/ai-catalog+json;q=0.5")).toBe(
        "application/json; charset=utf-8",
      );
      expect(await typeFor(path, "application/ai-catalog+json;q=0")).toBe("application/json; charset=utf-8");
    }
  });

  it("has only the top-level members ARD v0.9 allows, and a host named by its domain", () => {
    expect(Object.keys(manifest).sort()).toEqual(["entries", "host", "specVersion"]);
    expect(manifest.specVersion).toBe("1.0");
    expect(Object.keys(manifest.host).sort()).toEqual(["displayName", "documentationUrl", "identifier"]);
    expect(manifest.host.displayName.length).toBeGreaterThan(0);
    expect(manifest.host.identifier).toBe(new URL(server.origin).hostname);
    expect(manifest.host.documentationUrl).toBe(server.site.urls.developers);
  });

  it("entries are well-formed ARD entries", () => {
    const { updated } = server.site;
    expect(manifest.entries.length).toBeGreaterThan(0);
    const identifiers = manifest.entries.map((entry) => entry.identifier);
    expect(new Set(identifiers).size).toBe(identifiers.length);
    for (const entry of manifest.entries) {
      const label = entry.identifier;
      expect(entry.identifier).toMatch(URN);
      expect(entry.identifier.startsWith(`urn:air:${manifest.host.identifier}:`), label).toBe(true);
      expect(entry.displayName.length, label).toBeGreaterThan(0);
      expect(entry.type, label).toMatch(/^[a-z]+\/[a-z0-9.+-]+(; ?[a-z]+="?[^";]+"?)*$/);
      expect(("url" in entry ? 1 : 0) + ("data" in entry ? 1 : 0), label).toBe(1);
      expect(entry.description?.length, label).toBeGreaterThan(0);
      expect(entry.tags?.length, label).toBeGreaterThan(0);
      expect(entry.representativeQueries?.length, label).toBeGreaterThanOrEqual(2);
      expect(entry.representativeQueries?.length, label).toBeLessThanOrEqual(5);
      expect(entry.version, label).toMatch(/^\d+\.\d+\.\d+$/);
      expect(entry.updatedAt, label).toMatch(RFC3339);
      expect(entry.updatedAt?.startsWith(updated), label).toBe(true);
    }
  });

  it("lists the MCP server card, the OpenAPI description, llms.txt and the agent skill", async () => {
    const { urls } = server.site;
    const byUrl = new Map(manifest.entries.map((entry) => [entry.url, entry.type]));
    expect(byUrl.get(urls.serverCard)).toBe("application/mcp-server-card+json");
    expect(byUrl.get(urls.openapi)).toBe("application/openapi+json");
    expect(byUrl.get(urls.llms)).toBe("text/markdown");
    const index = (await (await fetch(`${server.origin}/.well-known/agent-skills/index.json`)).json()) as {
      skills: { url: string }[];
    };
    expect(byUrl.get(index.skills[0]?.url)).toBe('text/markdown; profile="urn:air:agent-skills"');
  });

  it("every entry url answers 200", async () => {
    const links = manifest.entries.map((entry) => ({ href: entry.url ?? "" }));
    expect(await brokenLinks(links, server.site.urls.mcp)).toEqual([]);
  });
});

describe("AI catalog on an IPv6 origin", () => {
  it("still forms urn:air identifiers, so the server starts", async () => {
    const app = await testApp({ site: compileOrThrow(await contentFiles(), "http://[::1]:8787") });
    const res = await app.request("http://[::1]:8787/.well-known/ard.json");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { entries: { identifier: string }[] };
    for (const entry of body.entries) expect(entry.identifier).toMatch(/^urn:air:[a-zA-Z0-9.-]+(:[a-zA-Z0-9._-]+)+$/);
  });
});
