/**
 * GET /api/v1/search on hostile input, through the whole app: every request answers 200 with a valid body or the
 * contract's 400, never a 500. Each request names its own client so the quota never interferes.
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { SearchResponse } from "../../src/schema/envelope.js";
import { SEARCH_TYPES } from "../../src/schema/search-type.js";
import { testApp } from "../support/app.js";
import { hostileQuery, percentEncode, rawBytes } from "../support/search-arbitraries.js";

let app: Hono;
let client = 0;
beforeAll(async () => {
  app = await testApp();
});

const get = async (query: string): Promise<Response> => {
  client += 1;
  return app.request(`/api/v1/search${query}`, { headers: { "x-test-client": `client-${client}` } });
};

const checkResponse = async (res: Response): Promise<void> => {
  expect([200, 400]).toContain(res.status);
  const body: unknown = await res.json();
  if (res.status === 400) {
    expect(body).toMatchObject({
      error: { status: 400, code: expect.stringMatching(/^(missing|invalid)_parameter$/) },
    });
    return;
  }
  const parsed = SearchResponse.safeParse(body);
  expect(parsed.success, JSON.stringify(body).slice(0, 500)).toBe(true);
  if (!parsed.success) return;
  const { data, meta } = parsed.data;
  expect(meta.count).toBe(data.length);
  expect(data.length).toBeLessThanOrEqual(meta.limit);
  data.forEach((r, i) => {
    const previous = data[i - 1];
    if (previous) expect(r.score).toBeLessThanOrEqual(previous.score);
    if (meta.type !== null) expect(r.type).toBe(meta.type);
  });
};

const limitParam = fc.oneof(
  fc.integer({ min: -10, max: 80 }).map(String),
  fc.constantFrom("", "1e1", "0x10", "10.0", " 5", "ten", "%00", "99999999999999999999"),
);
const typeParam = fc.oneof(fc.constantFrom(...SEARCH_TYPES), fc.string({ maxLength: 12 }).map(encodeURIComponent));

describe("GET /api/v1/search on hostile input", () => {
  it("answers 200 or 400 for any text in q, with any limit and type", async () => {
    await fc.assert(
      fc.asyncProperty(hostileQuery, fc.option(limitParam), fc.option(typeParam), async (q, limit, type) => {
        const params = [`q=${percentEncode(q)}`];
        if (limit !== null) params.push(`limit=${limit}`);
        if (type !== null) params.push(`type=${type}`);
        await checkResponse(await get(`?${params.join("&")}`));
      }),
      { numRuns: 300 },
    );
  });

  it("answers 200 or 400 for raw bytes in q, malformed UTF-8 included", async () => {
    await fc.assert(
      fc.asyncProperty(rawBytes, async (bytes) => {
        await checkResponse(await get(`?q=${bytes}`));
      }),
      { numRuns: 200 },
    );
  });

  it("echoes q as received and applies the default limit", async () => {
    const q = '"design" OR (NOT *) -x 🎉 שלום';
    const res = await get(`?q=${percentEncode(q)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ meta: { query: q, limit: 10, type: null } });
  });

  it("answers the contract's 400s for a missing q and for one too short or too long", async () => {
    for (const [query, code] of [
      ["", "missing_parameter"],
      ["?q=a", "invalid_parameter"],
      [`?q=${"🎉".repeat(201)}`, "invalid_parameter"],
    ] as const) {
      const res = await get(query);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code } });
    }
    expect((await get(`?q=${percentEncode("🎉".repeat(200))}`)).status).toBe(200);
  });
});

describe("limit", () => {
  it.each([
    ["5", 5],
    ["05", 5],
    ["0010", 10],
    ["00000000000000000050", 50],
  ])("limit=%s is the whole number %i", async (limit, applied) => {
    const res = await get(`?q=design&limit=${limit}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ meta: { limit: applied } });
  });

  it.each(["0000", "051", "99999999999999999999", "1e1", "+5", "5 "])("limit=%s is refused", async (limit) => {
    const res = await get(`?q=design&limit=${encodeURIComponent(limit)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "invalid_parameter" } });
  });
});

describe("a parameter given more than once", () => {
  it.each([
    "q=design&q=systems",
    "q=design&limit=2&limit=3",
    "q=design&type=talk&type=press",
    "q=design&type=talk&type=",
  ])("?%s → 400 invalid_parameter naming it, not one of its values silently picked", async (query) => {
    const res = await get(`?${query}`);
    expect(res.status).toBe(400);
    const name = /&(\w+)=[^&]*$/.exec(query)?.[1];
    expect(await res.json()).toMatchObject({
      error: {
        code: "invalid_parameter",
        message: `The parameter ${name} is given 2 times; it takes one value.`,
        hint: `Send ${name} only once in the query string.`,
      },
    });
  });
});

describe("a repeated query", () => {
  const ask = (query: string, client: string) =>
    app.request(`/api/v1/search${query}`, { headers: { "x-test-client": client } });

  it("gets the bytes of the first answer, and still counts against the client's quota", async () => {
    const first = await ask("?q=design+systems&limit=3", "repeat-client");
    const again = await ask("?q=design+systems&limit=3", "repeat-client");
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(await first.text());
    const remaining = (res: Response) => Number(/;r=(\d+);/.exec(res.headers.get("ratelimit") ?? "")?.[1]);
    expect(remaining(again)).toBe(remaining(first) - 1);
    const other = await ask("?q=design+systems&limit=2", "repeat-client");
    expect(((await other.json()) as { data: unknown[] }).data).toHaveLength(2);
  });

  it("that is refused is refused every time", async () => {
    for (let i = 0; i < 2; i++) expect((await ask("?q=design&limit=0", "repeat-refused")).status).toBe(400);
  });
});
