import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LogFields, RequestLogLine } from "../schema/request-log.js";
import { isoTime, requestLogLine } from "./request-log.js";
import { surfaceOf } from "./surface.js";

describe("isoTime", () => {
  it("writes what toISOString writes, for any time, one after another within a second or not", () => {
    const at = fc.oneof(
      fc.integer({ min: 0, max: 253_402_300_799_999 }),
      fc.integer({ min: 1_764_000_000_000, max: 1_764_000_003_000 }),
      fc.constantFrom(
        0,
        999,
        1000,
        1_764_000_000_999,
        253_402_300_799_999,
        253_402_300_800_000,
        -1,
        1.5,
        -62_198_755_200_001,
      ),
    );
    fc.assert(
      fc.property(fc.array(at, { minLength: 1, maxLength: 20 }), (times) => {
        for (const time of times) expect(isoTime(time)).toBe(new Date(time).toISOString());
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("requestLogLine", () => {
  /** The line as JSON.stringify writes the entry: the fields in the schema's order, the facts last as reported. */
  const stringified = (input: Parameters<typeof requestLogLine>[0]): string => {
    const query = input.url.indexOf("?");
    const path = (query === -1 ? input.url : input.url.slice(0, query)).slice(0, 512);
    return JSON.stringify({
      time: new Date(input.at).toISOString(),
      method: input.method,
      path,
      status: input.status,
      ms: Math.round(input.durationMs * 10) / 10,
      client: input.clientHash,
      ...(input.completed ? {} : { aborted: true }),
      surface: surfaceOf(path),
      ...(input.agent ? { "user_agent.name": input.agent.name, "user_agent.bot": input.agent.bot } : {}),
      ...input.facts,
    });
  };
  const text = fc.string({ unit: "binary", maxLength: 40 });
  // Each fact of its declared type, in any order the app may report them, some explicitly undefined.
  const facts: fc.Arbitrary<LogFields> = fc
    .record(
      {
        "mcp.method.name": text,
        "gen_ai.tool.name": text,
        "mcp.protocol.version": text,
        "mcp.client.name": text,
        "search.query": text,
        "search.results": fc.nat(),
        "search.top_score": fc.double({ noNaN: true, noDefaultInfinity: true }),
      },
      { requiredKeys: [] },
    )
    .chain((fields) =>
      fc
        .shuffledSubarray(Object.entries(fields))
        .map((entries) => Object.fromEntries(entries.map(([name, value], i) => [name, i === 2 ? undefined : value]))),
    );
  const input = fc.record({
    at: fc.integer({ min: 0, max: 253_402_300_799_999 }),
    durationMs: fc.oneof(fc.double({ min: 0, max: 1e6 }), fc.constant(-0.01)),
    method: fc.oneof(fc.constantFrom("GET", "HEAD", "POST"), text),
    url: fc.oneof(
      fc.constantFrom("/", "/agent.md", "/api/v1/search?q=x", "/mcp", "/.well-known/api-catalog"),
      text.map((path) => `/${path}`),
      fc.string({ unit: "binary", minLength: 500, maxLength: 600 }),
    ),
    status: fc.integer({ min: 100, max: 599 }),
    clientHash: fc.oneof(fc.base64String({ minLength: 16, maxLength: 16 }), text),
    completed: fc.boolean(),
    agent: fc.option(fc.record({ name: text, bot: fc.boolean() }), { nil: undefined }),
    facts: fc.option(facts, { nil: undefined }),
  });

  it("writes the bytes JSON.stringify writes for the entry, for any request, any text in it", () => {
    fc.assert(
      fc.property(input, (request) => {
        expect(requestLogLine(request)).toBe(stringified(request));
      }),
      { numRuns: 3_000 },
    );
  });

  it("writes a line of the declared shape, its fields in the declared order", () => {
    const order = Object.keys(RequestLogLine.shape);
    fc.assert(
      fc.property(input, (request) => {
        // A NaN duration is written as JSON writes it (null), which the schema does not describe.
        fc.pre(!Number.isNaN(request.durationMs));
        const line = JSON.parse(requestLogLine(request)) as Record<string, unknown>;
        expect(RequestLogLine.strict().safeParse(line).success).toBe(true);
        const names = Object.keys(line).filter((name) => !(request.facts && name in request.facts));
        expect(names).toEqual(order.filter((name) => name in line && names.includes(name)));
      }),
      { numRuns: 500 },
    );
  });
});
