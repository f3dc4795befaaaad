import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { testSite } from "../../test/support/app.js";
import { CHAPTER_IDS } from "../../test/support/content.js";
import { describeService } from "../service-description.js";
import { mcpTools, toolParameters } from "./guide.js";

const schema = (shape: z.ZodRawShape) => z.toJSONSchema(z.strictObject(shape), { io: "input" });

describe("MCP tool parameters in words", () => {
  it("writes values, bounds, lengths, defaults and required arguments from the input schema", () => {
    expect(
      toolParameters(
        schema({
          id: z.enum(["a", "b", "c"]),
          size: z.int().min(1).max(9).default(4),
          text: z.string().min(2).max(30).optional(),
        }),
      ),
    ).toBe("id (required): a, b or c; size: 1 to 9, default 4; text: 2 to 30 characters");
    expect(toolParameters(schema({}))).toBe("none");
  });

  it("follows the served tools: a bound that changes in a schema changes in the guide", async () => {
    const rows = new Map(
      mcpTools(describeService(await testSite("https://example.com"))).map((r) => [r.name, r.value]),
    );
    expect(rows.get("get_chapter")).toBe(
      `id (required): ${CHAPTER_IDS.slice(0, -1).join(", ")} or ${CHAPTER_IDS.at(-1)}; format: json or markdown, default json`,
    );
    expect(rows.get("search")).toMatch(
      /^query \(required\): 2 to 200 characters; type: .*; limit: 1 to 20, default 8$/,
    );
  });
});
