/**
 * insights.json: the figures of the report, declared once. The HTML report draws exactly these; tests and
 * other tools read the file with this schema.
 */
import { z } from "zod";
import { SURFACES } from "../../../src/schema/request-log.js";

const Count = z.number().int().min(0);
const bySurface = z.record(z.enum(SURFACES), Count);
const Named = z.object({ name: z.string(), count: Count });

export const GapGroupShape = z.object({
  label: z.string().describe("the group's commonest question"),
  count: Count.describe("searches in the group"),
  empty: Count.describe("of which found nothing"),
  questions: z.array(z.object({ query: z.string(), count: Count, empty: Count })),
});

export const Insights = z.object({
  generatedAt: z.string(),
  files: z.array(z.string()),
  lines: z.object({
    read: Count,
    requests: Count,
    refusals: Count.describe("requests refused before the app ran"),
    events: Count.describe("the server's own lines: reloads, store changes, dropped-line warnings"),
    ignored: Count.describe("lines that are not JSON or not this service's"),
  }),
  range: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  traffic: z.object({
    bucket: z.enum(["hour", "day"]),
    buckets: z.array(z.string()).describe("bucket starts, UTC"),
    bySurface: z.record(z.string(), z.array(Count)),
    byAgent: z.record(z.string(), z.array(Count)).describe("the commonest families, the rest as `other`"),
  }),
  surfaces: bySurface,
  agents: z.array(Named.extend({ bot: z.boolean() })),
  statuses: z.record(z.string(), Count),
  questions: z.array(
    z.object({
      query: z.string(),
      count: Count,
      mcp: Count.describe("of which through the MCP search tool"),
      meanResults: z.number(),
      bestScore: z.number().nullable(),
    }),
  ),
  gaps: z.object({
    weakBelow: z.number().nullable().describe("a top score below this counts as a weak answer"),
    groups: z.array(GapGroupShape),
  }),
  mcp: z.object({
    methods: z.array(Named),
    tools: z.array(Named),
    clients: z.array(Named.extend({ version: z.string() })),
  }),
  formats: z.array(z.object({ path: z.string(), surface: z.string(), count: Count })),
  refusals: z.object({ bySurface, early: z.array(Named) }),
});
export type Insights = z.infer<typeof Insights>;
