import { describe, expect, it } from "vitest";
import { ErrorBody } from "../schema/error.js";
import { preconditionFailed } from "./precondition.js";

describe("preconditionFailed", () => {
  const failed = preconditionFailed((code) => `https://example.com/errors#${code}`);

  it("is a 412 in the Error shape, never stored, with the policy and CORS headers", () => {
    expect(failed.get.status).toBe(412);
    const body = ErrorBody.parse(JSON.parse(new TextDecoder().decode(failed.get.body ?? new Uint8Array())));
    expect(body.error).toMatchObject({
      status: 412,
      code: "invalid_parameter",
      docs: "https://example.com/errors#invalid_parameter",
    });
    expect(body.error.message).toMatch(/If-Match/);
    expect(failed.get.headers).toMatchObject({
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "Access-Control-Allow-Origin": "*",
      "RateLimit-Policy": '"svc-public";q=120;w=60',
    });
  });

  it("answers HEAD with the same headers, the GET's length and no body", () => {
    expect(failed.head).toEqual({
      status: 412,
      body: null,
      headers: { ...failed.get.headers, "Content-Length": String(failed.get.body?.byteLength) },
    });
  });
});
