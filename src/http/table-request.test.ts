import { describe, expect, it } from "vitest";
import { testSite } from "../../test/support/app.js";
import { unlimitedStore } from "../../test/support/stores.js";
import { buildApp } from "../app.js";
import { fromTable } from "./table-request.js";

const site = await testSite();
const { app, table } = await buildApp({ site, store: unlimitedStore(), clientAddress: () => "192.0.2.1" });

const headersOf = (response: Response): Record<string, string> => Object.fromEntries(response.headers);

/** Every table path with each Accept it negotiates on, both codings, GET and HEAD, and a revalidation. */
const requests = (): Request[] =>
  table.entries().flatMap(({ path, representations }) =>
    ["text/html", "text/markdown", "application/json", undefined]
      .slice(0, representations.length + 1)
      .flatMap((accept) =>
        ["GET", "HEAD"].flatMap((method) =>
          [undefined, "gzip"].map((coding) => {
            const headers = new Headers();
            if (accept) headers.set("Accept", accept);
            if (coding) headers.set("Accept-Encoding", coding);
            return new Request(new URL(path, site.urls.base), { method, headers });
          }),
        ),
      ),
  );

describe("a request answered from the table", () => {
  it("gets the app's own status, headers and bytes for every entry, representation, coding and method", async () => {
    const all = requests();
    expect(all.length).toBeGreaterThan(table.entries().length * 4);
    for (const request of all) {
      const fast = fromTable(table, request.clone());
      expect(fast, `${request.method} ${request.url}`).toBeDefined();
      const slow = await app.fetch(request);
      expect(fast?.status).toBe(slow.status);
      expect(headersOf(fast as Response)).toEqual(headersOf(slow));
      expect(new Uint8Array(await (fast as Response).arrayBuffer())).toEqual(new Uint8Array(await slow.arrayBuffer()));
    }
    // About a thousand requests through the app, one after another: minutes on a busy two-core machine.
  }, 180_000);

  it("answers 304 to a matching If-None-Match, as the app does", async () => {
    const url = new URL("/api/v1/profile", site.urls.base);
    const etag = (await app.fetch(new Request(url))).headers.get("ETag") ?? "";
    const revalidate = () => new Request(url, { headers: { "If-None-Match": etag } });
    expect(fromTable(table, revalidate())?.status).toBe(304);
    expect((await app.fetch(revalidate())).status).toBe(304);
  });

  it("leaves to the app what only the app answers", () => {
    const at = (path: string, method = "GET") => new Request(new URL(path, site.urls.base), { method });
    expect(fromTable(table, at("/api/v1/search?q=design"))).toBeUndefined();
    expect(fromTable(table, at("/api/v1/profile", "POST"))).toBeUndefined();
    expect(fromTable(table, at("/api/v1/%70rofile"))).toBeUndefined();
    expect(fromTable(table, at("/no-such-page"))).toBeUndefined();
    expect(fromTable(undefined, at("/api/v1/profile"))).toBeUndefined();
  });
});
