import { describe, expect, it } from "vitest";
import { inWorker } from "./in-worker.js";

const module = (source: string): URL => new URL(`data:text/javascript,${encodeURIComponent(source)}`);

describe("inWorker", () => {
  it("resolves with the one message the module posts, given its data", async () => {
    const doubled = module(
      "import { parentPort, workerData } from 'node:worker_threads'; parentPort.postMessage(workerData * 2);",
    );
    expect(await inWorker<number>(doubled, 21)).toBe(42);
  });

  it("rejects when the module throws, or ends without an answer, or cannot be loaded", async () => {
    await expect(inWorker(module("throw new Error('bad content');"), null)).rejects.toThrow("bad content");
    await expect(inWorker(module("export {};"), null)).rejects.toThrow("no answer");
    await expect(inWorker(new URL("file:///nowhere/thread.js"), null)).rejects.toThrow("Cannot find module");
  });
});
