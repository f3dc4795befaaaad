/**
 * What the Workers entry itself adds: precompressed bodies pass through workerd coded once, and the pages,
 * Markdown twins and discovery files come from the content compiled into the bundle, the résumé PDF from the
 * build's files compiled in beside it.
 */
import { describe, expect, it } from "vitest";
import { WORKER_ORIGIN, WORKER_REGISTRY_AUTH } from "./origin.js";
import { workerFetch } from "./worker-fetch.js";

const get = workerFetch();

describe("the Workers entry", () => {
  it.each(["/api/v1/profile", "/agent", "/llms-full.txt"])("sends %s gzip-coded once", async (path) => {
    const identity = await get(path);
    const coded = await get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(coded.headers.get("content-encoding")).toBe("gzip");
    expect(coded.headers.get("etag")).not.toBe(identity.headers.get("etag"));
    // workerd's fetch decodes the body once: a body coded twice would still be gzip here.
    expect(await coded.text()).toBe(await identity.text());
  });

  it("serves a page, its Markdown twin by path and by Accept, and the discovery files", async () => {
    const page = await get("/about");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/<html/);
    const twin = await (await get("/about.md")).text();
    const negotiated = await get("/about", { headers: { Accept: "text/markdown" } });
    expect(negotiated.headers.get("content-type")).toMatch(/^text\/markdown/);
    expect(await negotiated.text()).toBe(twin);
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${WORKER_ORIGIN}/about</loc>`);
    expect((await get("/robots.txt")).status).toBe(200);
  });

  it("serves the domain proofs its variables set (404 for one unset), WebFinger and security.txt", async () => {
    const proof = await get("/.well-known/mcp-registry-auth");
    expect(proof.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await proof.text()).toBe(WORKER_REGISTRY_AUTH);
    expect((await get("/.well-known/atproto-did")).status).toBe(404);
    const finger = await get(`/.well-known/webfinger?resource=acct:me@${new URL(WORKER_ORIGIN).host}`);
    expect(finger.headers.get("content-type")).toBe("application/jrd+json");
    expect(((await finger.json()) as { aliases: string[] }).aliases[0]).toBe(`${WORKER_ORIGIN}/`);
    expect((await get("/.well-known/webfinger")).status).toBe(400);
    expect(await (await get("/.well-known/security.txt")).text()).toContain(
      `Canonical: ${WORKER_ORIGIN}/.well-known/security.txt`,
    );
  });

  it("serves the résumé PDF the build drew, and the résumé page states its size", async () => {
    const pdf = await get("/resume.pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    expect(await (await get("/resume")).text()).toContain(`Download PDF (${Math.round(bytes.byteLength / 1000)} KB)`);
  });

  it("answers an unknown page with the HTML 404 and an unknown API path with the JSON error", async () => {
    const page = await get("/no-such-page");
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const api = await get("/api/v1/no-such-thing");
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
