/**
 * The app's warm-up (BuiltApp.warm), which the Workers entry runs at module load: workerd forbids making a
 * Response, I/O, timers and random values there, so the warm-up must pay the first search's one-off costs without
 * any of them. Here those globals throw while it runs, as workerd's do at global scope.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../src/app.js";
import { search } from "../../src/search/index.js";
import { testSite } from "../support/app.js";

vi.mock("../../src/search/index.js", async (original) => {
  const actual = await original<typeof import("../../src/search/index.js")>();
  return { ...actual, search: vi.fn(actual.search) };
});

const forbidden = (name: string) => () => {
  throw new Error(`${name} called during the warm-up`);
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the app's warm-up", () => {
  it("runs a search through the app's code without a Response, I/O, a timer or a random value", async () => {
    const built = await buildApp({ site: await testSite() });
    vi.mocked(search).mockClear();
    vi.stubGlobal("Response", forbidden("Response"));
    vi.stubGlobal("fetch", forbidden("fetch"));
    vi.stubGlobal("setTimeout", forbidden("setTimeout"));
    vi.spyOn(crypto, "randomUUID").mockImplementation(forbidden("crypto.randomUUID"));
    vi.spyOn(crypto, "getRandomValues").mockImplementation(forbidden("crypto.getRandomValues"));
    built.warm();
    expect(search).toHaveBeenCalledTimes(1);
  });
});
