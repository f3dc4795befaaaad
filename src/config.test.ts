import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.js";

describe("parseConfig", () => {
  it("has safe defaults: loopback, memory store, no trusted proxy", () => {
    expect(parseConfig({})).toEqual({
      port: 8787,
      host: "127.0.0.1",
      baseUrl: "http://localhost:8787",
      trustProxy: undefined,
      rateLimitStore: "memory",
      contentDir: undefined,
    });
  });

  it("reads every variable, trimming the base URL's trailing slash", () => {
    expect(
      parseConfig({
        PORT: "0",
        HOST: "0.0.0.0",
        BASE_URL: "https://profile.example.net/",
        TRUST_PROXY: "X-Forwarded-For",
        RATE_LIMIT_STORE: "redis://127.0.0.1:6390",
        CONTENT_DIR: "/srv/content",
      }),
    ).toEqual({
      port: 0,
      host: "0.0.0.0",
      baseUrl: "https://profile.example.net",
      trustProxy: "X-Forwarded-For",
      rateLimitStore: "redis://127.0.0.1:6390",
      contentDir: "/srv/content",
    });
  });

  it("derives the base URL from the port when none is set", () => {
    expect(parseConfig({ PORT: "9000" }).baseUrl).toBe("http://localhost:9000");
  });

  it.each([
    [{ PORT: "70000" }, /PORT/],
    [{ PORT: "http" }, /PORT/],
    [{ BASE_URL: "/" }, /BASE_URL/],
    [{ BASE_URL: "javascript:alert(1)" }, /BASE_URL/],
    [{ TRUST_PROXY: "X-Forwarded-For: 1.2.3.4" }, /TRUST_PROXY/],
    [{ RATE_LIMIT_STORE: "memcached://x" }, /RATE_LIMIT_STORE/],
  ])("rejects %o, naming the variable", (env, name) => {
    expect(() => parseConfig(env)).toThrow(name);
  });
});
