import { describe, expect, it } from "vitest";
import { makeUrls } from "../content/urls.js";
import { apiSuccessHeaders, deprecationValue, sunsetValue } from "./headers.js";
import { DEFAULT_POLICY } from "./rate-limit/policy.js";

const urls = makeUrls("https://example.com");
const NONE = { deprecation: null, sunset: null, successor: null };

describe("lifecycle header values", () => {
  it("writes Deprecation as an RFC 9745 Structured Field Date", () => {
    expect(deprecationValue("2027-01-01")).toBe("@1798761600");
    expect(deprecationValue("2023-06-30T23:59:59Z")).toBe("@1688169599");
  });

  it("writes Sunset as an IMF-fixdate", () => {
    expect(sunsetValue("2027-07-01")).toBe("Thu, 01 Jul 2027 00:00:00 GMT");
    expect(sunsetValue("2027-12-31T23:59:59+00:00")).toBe("Fri, 31 Dec 2027 23:59:59 GMT");
  });
});

describe("apiSuccessHeaders", () => {
  it("carries the policy, the limit and the discovery links, and no lifecycle signal by default", () => {
    const headers = apiSuccessHeaders(urls, NONE, DEFAULT_POLICY);
    expect(headers).toMatchObject({ "RateLimit-Policy": '"svc-public";q=120;w=60', "RateLimit-Limit": "120" });
    expect(headers.Link).toBe(
      '<https://example.com/openapi.json>; rel="service-desc"; type="application/json", ' +
        '<https://example.com/developers>; rel="service-doc"; type="text/html", ' +
        '<https://example.com/.well-known/api-catalog>; rel="api-catalog"; type="application/linkset+json"',
    );
    expect(headers).not.toHaveProperty("Deprecation");
    expect(headers).not.toHaveProperty("Sunset");
  });

  it("adds Deprecation, Sunset and the deprecation and successor-version links once set", () => {
    const headers = apiSuccessHeaders(
      urls,
      {
        deprecation: "2027-01-01",
        sunset: "2027-07-01",
        successor: "https://example.com/api/v2",
      },
      DEFAULT_POLICY,
    );
    expect(headers.Deprecation).toBe("@1798761600");
    expect(headers.Sunset).toBe("Thu, 01 Jul 2027 00:00:00 GMT");
    expect(headers.Link).toContain('<https://example.com/api/v2>; rel="successor-version"');
    expect(headers.Link).toContain('<https://example.com/developers#versioning>; rel="deprecation"; type="text/html"');
  });
});
