import { afterEach, describe, expect, it, vi } from "vitest";
import { testSite } from "../../../test/support/app.js";
import { DEFAULT_POLICY } from "../../http/rate-limit/policy.js";
import { loadNearWords } from "../../search/analysis/near-words.js";
import { lazySearchIndex } from "../../search/index.js";
import { describeService } from "../../service-description.js";
import { prepareServer } from "../server.js";
import { modernHandler, withWarningsTo } from "./modern.js";

const NEAR_WORDS = await loadNearWords();

afterEach(() => vi.restoreAllMocks());

describe("the SDK's plain-text warning", () => {
  it("goes to the app's log as one JSON entry, not to stderr", async () => {
    const site = await testSite();
    const prepared = prepareServer(site, lazySearchIndex(site, NEAR_WORDS), describeService(site, DEFAULT_POLICY));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const logged: Record<string, unknown>[] = [];
    modernHandler(prepared, (entry) => logged.push(entry));
    expect(warn).not.toHaveBeenCalled();
    expect(logged).toEqual([
      expect.objectContaining({ event: "mcp_sdk_notice", message: expect.stringContaining("responseMode") }),
    ]);
  });

  it("leaves console.warn as it was, even when construction throws", () => {
    const before = console.warn;
    expect(() =>
      withWarningsTo(
        () => undefined,
        () => {
          throw new Error("boom");
        },
      ),
    ).toThrow("boom");
    expect(console.warn).toBe(before);
  });
});
