import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../support/app.js";
import { rawRequest } from "../support/raw-http.js";
import { rawServer } from "../support/server.js";

const gunzip = (body: ArrayBuffer): Promise<string> =>
  new Response(new Blob([body]).stream().pipeThrough(new DecompressionStream("gzip"))).text();

describe("precomputed gzip", () => {
  let app: Hono;
  beforeAll(async () => {
    app = await testApp();
  });

  it.each(["/agent", "/llms-full.txt", "/openapi.json", "/api/v1/chapters/org-b"])(
    "%s: gzip when accepted, the same content, its own ETag and 304",
    async (path) => {
      const plain = await app.request(path);
      const zipped = await app.request(path, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(zipped.headers.get("content-encoding")).toBe("gzip");
      expect(zipped.headers.get("vary")).toMatch(/Accept-Encoding/);
      expect(plain.headers.get("vary")).toMatch(/Accept-Encoding/);
      const zippedBytes = await zipped.arrayBuffer();
      const plainText = await plain.text();
      expect(zippedBytes.byteLength).toBeLessThan(new TextEncoder().encode(plainText).length / 2);
      expect(await gunzip(zippedBytes)).toBe(plainText);

      const etag = zipped.headers.get("etag") ?? "";
      expect(etag).not.toBe(plain.headers.get("etag"));
      const revalidated = await app.request(path, { headers: { "Accept-Encoding": "gzip", "If-None-Match": etag } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get("content-encoding")).toBeNull();
      const otherCoding = await app.request(path, { headers: { "If-None-Match": etag } });
      expect(otherCoding.status).toBe(200);
    },
  );

  it("honours gzip;q=0", async () => {
    const res = await app.request("/agent", { headers: { "Accept-Encoding": "gzip;q=0, br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
  });
});

describe("the client's preference between gzip and no coding, over a raw socket (the Node fast path)", () => {
  const { port } = rawServer();
  it.each([
    ["gzip;q=0.5, identity", undefined],
    ["identity;q=1, gzip;q=0.9", undefined],
    ["gzip, identity;q=0.5", "gzip"],
    ["gzip;q=0.8, br", "gzip"],
  ])("Accept-Encoding: %s → Content-Encoding %s", async (acceptEncoding, coding) => {
    const res = await rawRequest(
      port(),
      `GET /openapi.json HTTP/1.1\r\nHost: x\r\nAccept-Encoding: ${acceptEncoding}\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe(coding);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
  });
});
