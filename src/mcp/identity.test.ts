import { describe, expect, it } from "vitest";
import { reverseDnsName } from "./identity.js";

describe("reverseDnsName", () => {
  it.each([
    ["https://www.example.com", "com.example.www/profile"],
    ["https://kyle.example.org:8443", "org.example.kyle/profile"],
    ["http://localhost:8787", "localhost/profile"],
    ["http://127.0.0.1:8787", "localhost/profile"],
    ["http://[::1]:8787", "localhost/profile"],
  ])("%s → %s", (base, name) => {
    expect(reverseDnsName(base)).toBe(name);
    expect(name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
  });
});
