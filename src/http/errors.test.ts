import { describe, expect, it } from "vitest";
import { ERROR_CODES, ErrorBody } from "../schema/error.js";
import { ApiError, ERROR_CATALOGUE, errorBody, renderError } from "./errors.js";

const docs = (code: string) => `https://example.com/developers/errors#${code}`;

describe("the error catalogue", () => {
  it("gives each code of the contract its status", () => {
    expect(Object.fromEntries(ERROR_CODES.map((code) => [code, ERROR_CATALOGUE[code].status]))).toEqual({
      not_found: 404,
      chapter_not_found: 404,
      missing_parameter: 400,
      invalid_parameter: 400,
      method_not_allowed: 405,
      rate_limited: 429,
      internal_error: 500,
    });
  });

  it("points the chapter_not_found hint at the chapter list (the response itself names the site's ids)", () => {
    expect(ERROR_CATALOGUE.chapter_not_found.hint).toContain("/api/v1/chapters");
  });

  it.each(ERROR_CODES)("%s renders a valid Error body, uncached, with its status", async (code) => {
    const res = renderError(new ApiError(code), docs);
    expect(res.status).toBe(ERROR_CATALOGUE[code].status);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = ErrorBody.parse(await res.json());
    expect(body.error).toEqual({
      status: ERROR_CATALOGUE[code].status,
      code,
      message: ERROR_CATALOGUE[code].message,
      hint: ERROR_CATALOGUE[code].hint,
      docs: docs(code),
    });
  });

  it("lets a request make the message and hint specific, and add headers", () => {
    const error = new ApiError("method_not_allowed", {
      message: "No POST.",
      hint: "Use GET.",
      headers: { Allow: "GET" },
    });
    expect(errorBody(error, docs).error).toMatchObject({ message: "No POST.", hint: "Use GET." });
    expect(renderError(error, docs).headers.get("allow")).toBe("GET");
  });
});
