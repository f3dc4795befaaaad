import { describe, expect, it } from "vitest";
import { allowedHostNames, isAllowedHost, isAllowedOrigin } from "./origin.js";

describe("isAllowedHost", () => {
  const hosts = allowedHostNames("https://Profile.Example.com");

  it("serves the site's host and the loopback names on any port", () => {
    for (const host of ["profile.example.com", "PROFILE.example.com:443", "localhost:8787", "127.0.0.1", "[::1]:80"]) {
      expect(isAllowedHost(host, hosts), host).toBe(true);
    }
  });

  it("refuses other, malformed and missing hosts", () => {
    for (const host of ["evil.example", "example.com", "profile.example.com.evil", "[::2]", "a b", "", undefined]) {
      expect(isAllowedHost(host, hosts), String(host)).toBe(false);
    }
  });
});

describe("isAllowedOrigin", () => {
  const site = "http://profile.test:8080";

  it("allows the site's own origin, https origins and http loopback origins", () => {
    for (const origin of [
      site,
      "https://agent.example",
      "http://localhost:6274",
      "http://127.0.0.1",
      "http://[::1]:1",
    ]) {
      expect(isAllowedOrigin(origin, site), origin).toBe(true);
    }
  });

  it("refuses plain-http foreign origins, null, non-origins and junk", () => {
    for (const origin of ["http://evil.example", "null", "https://a.example/", "file:///x", "ws://localhost", "x"]) {
      expect(isAllowedOrigin(origin, site), origin).toBe(false);
    }
  });
});
