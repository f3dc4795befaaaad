import { describe, expect, it } from "vitest";
import { checkBody, isSupportedVersion } from "./protocol.js";

const initialize = (protocolVersion: unknown) => ({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion, capabilities: {} },
});
const ping = { jsonrpc: "2.0", id: 2, method: "ping" };

describe("isSupportedVersion", () => {
  it("knows exactly the three versions", () => {
    expect(["2025-11-25", "2025-06-18", "2025-03-26"].every(isSupportedVersion)).toBe(true);
    expect(["2024-11-05", "2024-10-07", "2026-07-28", ""].some(isSupportedVersion)).toBe(false);
  });
});

describe("checkBody", () => {
  it("passes supported initialize versions and other messages through untouched", () => {
    const message = initialize("2025-06-18");
    expect(checkBody(message, undefined)).toEqual({ ok: true, body: message });
    expect(checkBody(ping, "2025-11-25")).toEqual({ ok: true, body: ping });
  });

  it("negotiates any other requested version to 2025-11-25, leaving malformed ones to the SDK", () => {
    expect(checkBody(initialize("2024-11-05"), undefined)).toEqual({ ok: true, body: initialize("2025-11-25") });
    expect(checkBody(initialize(20250326), undefined)).toEqual({ ok: true, body: initialize(20250326) });
  });

  it("allows batches only where batching exists", () => {
    expect(checkBody([ping, ping], undefined)).toEqual({ ok: true, body: [ping, ping] });
    expect(checkBody([ping], "2025-03-26").ok).toBe(true);
    expect(checkBody([ping], "2025-06-18").ok).toBe(false);
    expect(checkBody([initialize("2025-11-25")], undefined).ok).toBe(false);
    expect(checkBody([initialize("2025-03-26")], undefined).ok).toBe(true);
    expect(checkBody([], undefined)).toMatchObject({ ok: false, message: expect.stringMatching(/empty batch/) });
  });
});
