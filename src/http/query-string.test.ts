import { describe, expect, it } from "vitest";
import { ApiError } from "./errors.js";
import { queryValues } from "./query-string.js";

describe("queryValues", () => {
  it("reads every value of each parameter, + as a space and %XX as UTF-8", () => {
    expect({ ...queryValues("?q=design+systems&type=talk&q=caf%C3%A9") }).toEqual({
      q: ["design systems", "café"],
      type: ["talk"],
    });
  });

  it("reads a name without = as an empty value, an = inside a value as text, and skips empty names", () => {
    expect({ ...queryValues("q&limit=&x=a=b&=1&&") }).toEqual({ q: [""], limit: [""], x: ["a=b"] });
    expect({ ...queryValues("") }).toEqual({});
  });

  it.each(["q=caf%E9", "q=%", "q=%zz", "q=%ED%A0%80", "%E0%A4=1"])("refuses %s as invalid_parameter", (query) => {
    expect(() => queryValues(query)).toThrow(ApiError);
    expect(() => queryValues(query)).toThrow(/is not valid percent-encoded UTF-8/);
  });
});
