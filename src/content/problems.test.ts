import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { unservable } from "./problems.js";

describe("unservable", () => {
  it("says each broken rule of a served file with its path, on one line", () => {
    const result = z.strictObject({ entries: z.array(z.object({ id: z.string().regex(/^urn:/) })) }).safeParse({
      entries: [{ id: "urn:a" }, { id: "x" }],
    });
    if (result.success) throw new Error("the fixture should fail");
    const problem = unservable(result.error);
    expect(problem.path).toBe("(root)");
    expect(problem.message).toMatch(/^valid, but the served files could not be made from it: entries\[1\]\.id: /);
    expect(problem.message).not.toContain("\n");
  });

  it("keeps another error's message, and a thrown non-error as text", () => {
    expect(unservable(new TypeError("no such part")).message).toMatch(/: no such part$/);
    expect(unservable("odd").message).toMatch(/: odd$/);
  });
});
