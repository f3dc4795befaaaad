import { describe, expect, it } from "vitest";
import { clientIdentity } from "./client-ip.js";

const headers =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name.toLowerCase()];

describe("clientIdentity", () => {
  it("is the socket address by default, whatever X-Forwarded-For says", () => {
    const spoofed = headers({ "x-forwarded-for": "203.0.113.9", "x-real-ip": "203.0.113.10" });
    expect(clientIdentity("192.0.2.1", undefined, spoofed)).toBe("192.0.2.1");
  });

  it("takes the last entry of the header a trusted proxy sets", () => {
    const read = headers({ "x-forwarded-for": "203.0.113.9, 198.51.100.4,  192.0.2.77 " });
    expect(clientIdentity("10.0.0.1", "X-Forwarded-For", read)).toBe("192.0.2.77");
  });

  it("skips empty entries at the end, and takes a single entry whole", () => {
    const trailing = headers({ "x-forwarded-for": "203.0.113.9, 198.51.100.4, , " });
    expect(clientIdentity("10.0.0.1", "X-Forwarded-For", trailing)).toBe("198.51.100.4");
    expect(clientIdentity("10.0.0.1", "X-Forwarded-For", headers({ "x-forwarded-for": "2001:db8::1" }))).toBe(
      "2001:db8::1",
    );
  });

  it("reads whichever header the operator names", () => {
    const read = headers({ "x-forwarded-for": "203.0.113.9", "fly-client-ip": "198.51.100.4" });
    expect(clientIdentity("10.0.0.1", "Fly-Client-IP", read)).toBe("198.51.100.4");
  });

  it("falls back to the socket when the trusted header is missing or empty", () => {
    expect(clientIdentity("10.0.0.1", "X-Forwarded-For", headers({}))).toBe("10.0.0.1");
    expect(clientIdentity("10.0.0.1", "X-Forwarded-For", headers({ "x-forwarded-for": " , " }))).toBe("10.0.0.1");
  });

  it("names an unknown client when there is no address at all", () => {
    expect(clientIdentity(undefined, undefined, headers({}))).toBe("unknown");
  });
});
