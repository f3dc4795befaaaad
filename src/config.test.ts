import { describe, expect, it } from "vitest";
import { ConfigError, HEADERS_TIMEOUT_MS, parseConfig } from "./config.js";
import { STORE_TIMEOUT_MS } from "./http/rate-limit/fail-open.js";

describe("parseConfig", () => {
  it("has safe defaults: loopback, memory store, no trusted proxy", () => {
    expect(parseConfig({})).toEqual({
      port: 8787,
      host: "127.0.0.1",
      baseUrl: "http://localhost:8787",
      anyPort: false,
      trustProxy: undefined,
      rateLimitStore: "memory",
      rateLimitTimeoutMs: STORE_TIMEOUT_MS,
      contentDir: undefined,
      logRequests: true,
      logSalt: undefined,
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      admin: undefined,
      proofs: { mcpRegistryAuth: undefined, atprotoDid: undefined },
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
        RATE_LIMIT_TIMEOUT_MS: "25",
        LOG_REQUESTS: "off",
        LOG_SALT: "a-salt-of-sixteen-chars",
        HEADERS_TIMEOUT_MS: "2000",
        ADMIN_PORT: "9464",
        ADMIN_HOST: "0.0.0.0",
        MCP_REGISTRY_AUTH: "v=MCPv1; k=ed25519; p=AAAA",
        ATPROTO_DID: "did:plc:abc",
      }),
    ).toEqual({
      port: 0,
      host: "0.0.0.0",
      baseUrl: "https://profile.example.net",
      anyPort: false,
      trustProxy: "X-Forwarded-For",
      rateLimitStore: "redis://127.0.0.1:6390",
      contentDir: "/srv/content",
      rateLimitTimeoutMs: 25,
      logRequests: false,
      logSalt: "a-salt-of-sixteen-chars",
      headersTimeoutMs: 2_000,
      admin: { port: 9464, host: "0.0.0.0" },
      proofs: { mcpRegistryAuth: "v=MCPv1; k=ed25519; p=AAAA", atprotoDid: "did:plc:abc" },
    });
  });

  it("leaves the port to the system, and the origin waiting for it, only for PORT=0 without BASE_URL", () => {
    expect(parseConfig({ PORT: "0" }).anyPort).toBe(true);
    expect(parseConfig({ PORT: "0", BASE_URL: "https://profile.example.net" }).anyPort).toBe(false);
    expect(parseConfig({ PORT: "8080" })).toMatchObject({ anyPort: false, baseUrl: "http://localhost:8080" });
  });

  it("reads an empty BASE_URL (a compose file's or a build argument's) as unset", () => {
    expect(parseConfig({ BASE_URL: "", PORT: "8080" }).baseUrl).toBe("http://localhost:8080");
  });

  it("reads every empty variable (a compose file's `PORT=`) as unset, not as zero", () => {
    const empty = Object.fromEntries(
      [
        "PORT",
        "ADMIN_PORT",
        "RATE_LIMIT_TIMEOUT_MS",
        "HEADERS_TIMEOUT_MS",
        "CONTENT_DIR",
        "TRUST_PROXY",
        "LOG_SALT",
      ].map((name) => [name, ""]),
    );
    expect(parseConfig(empty)).toEqual(parseConfig({}));
  });

  it("logs requests by default, but not under tests unless asked to", () => {
    expect(parseConfig({ NODE_ENV: "production" }).logRequests).toBe(true);
    expect(parseConfig({ NODE_ENV: "test" }).logRequests).toBe(false);
    expect(parseConfig({ VITEST: "true" }).logRequests).toBe(false);
    expect(parseConfig({ VITEST: "true", LOG_REQUESTS: "1" }).logRequests).toBe(true);
  });

  it("opens the admin listener only when ADMIN_PORT is set, on loopback unless ADMIN_HOST says otherwise", () => {
    expect(parseConfig({}).admin).toBeUndefined();
    expect(parseConfig({ ADMIN_PORT: "9464" }).admin).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(() => parseConfig({ ADMIN_PORT: "70000" })).toThrow(/ADMIN_PORT/);
  });

  it("takes BASE_URL as an origin: a path, query or fragment is refused, the origin written in its normal form", () => {
    // Every route is served at the root, so a path in BASE_URL would put an address that 404s in every link.
    for (const base of ["https://example.com/profile", "https://example.com/?a=1", "https://example.com/#top"]) {
      expect(() => parseConfig({ BASE_URL: base }), base).toThrow(
        /^BASE_URL must be an origin such as https:\/\/example\.com, with no path, query or fragment, not "/,
      );
    }
    expect(() => parseConfig({ BASE_URL: "https://user:secret@example.com" })).toThrow(/BASE_URL/);
    // URLs allow these hosts; the catalog's urn:air: identifiers and the MCP server's name do not.
    for (const base of ["http://_", "https://my_host.example", "https://a..b", "https://-a.example"]) {
      expect(() => parseConfig({ BASE_URL: base }), base).toThrow(
        /^BASE_URL must be an origin such as https:\/\/example\.com, whose host is letters/,
      );
    }
    for (const base of ["http://127.0.0.1:8080", "http://[::1]:8080", "https://bücher.example", "http://localhost"]) {
      expect(() => parseConfig({ BASE_URL: base }), base).not.toThrow();
    }
    expect(parseConfig({ BASE_URL: "https://Profile.Example.NET:443/" }).baseUrl).toBe("https://profile.example.net");
    expect(parseConfig({ BASE_URL: "http://localhost:8080//" }).baseUrl).toBe("http://localhost:8080");
  });

  it("derives the base URL from the port when none is set", () => {
    expect(parseConfig({ PORT: "9000" }).baseUrl).toBe("http://localhost:9000");
  });

  it.each([
    [{ PORT: "70000" }, /PORT/],
    [{ PORT: "http" }, /PORT/],
    [{ PORT: " " }, /PORT/],
    [{ PORT: "1e3" }, /PORT/],
    [{ PORT: "0x1f" }, /PORT/],
    [{ ADMIN_PORT: " " }, /ADMIN_PORT/],
    [{ HEADERS_TIMEOUT_MS: "5e3" }, /HEADERS_TIMEOUT_MS/],
    [{ BASE_URL: "/" }, /BASE_URL/],
    [{ BASE_URL: "javascript:alert(1)" }, /BASE_URL/],
    [{ TRUST_PROXY: "X-Forwarded-For: 1.2.3.4" }, /TRUST_PROXY/],
    [{ RATE_LIMIT_STORE: "memcached://x" }, /RATE_LIMIT_STORE/],
    [{ RATE_LIMIT_STORE: "redis://127.0.0.1:notaport" }, /RATE_LIMIT_STORE/],
    [{ RATE_LIMIT_STORE: "redis://[::1" }, /RATE_LIMIT_STORE/],
    [{ RATE_LIMIT_TIMEOUT_MS: "0" }, /RATE_LIMIT_TIMEOUT_MS/],
    [{ LOG_REQUESTS: "maybe" }, /LOG_REQUESTS/],
    [{ LOG_SALT: "short" }, /LOG_SALT/],
  ])("rejects %o, naming the variable", (env, name) => {
    expect(() => parseConfig(env)).toThrow(name);
  });

  const linesFor = (env: Record<string, string>): readonly string[] => {
    try {
      parseConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.lines;
      throw error;
    }
    throw new Error("accepted");
  };

  it("says what each bad setting must be and what it was, one line per variable, in the operator's words", () => {
    expect(linesFor({ BASE_URL: "not-a-url", PORT: "abc", HEADERS_TIMEOUT_MS: "5", LOG_REQUESTS: "maybe" })).toEqual([
      'PORT must be a whole number from 0 to 65535, not "abc".',
      'BASE_URL must be an origin such as https://example.com, not "not-a-url".',
      'LOG_REQUESTS must be one of 1, 0, true, false, on, off, not "maybe".',
      'HEADERS_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000, not "5".',
    ]);
    // A value failing several rules (not a number, and so not in range) is still one line.
    expect(linesFor({ PORT: "70000.5" })).toEqual(['PORT must be a whole number from 0 to 65535, not "70000.5".']);
  });

  it("never repeats the salt in its message, and cuts a long value short", () => {
    const [salt] = linesFor({ LOG_SALT: "s3cret" });
    expect(salt).toBe("LOG_SALT must be at least 16 characters long, not a value of 6 characters.");
    const [long] = linesFor({ TRUST_PROXY: `X ${"a".repeat(200)}` });
    expect(long?.length).toBeLessThan(160);
  });
});
