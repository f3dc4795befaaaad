import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { serialised, stopper } from "./lifecycle.js";
import { listenOn } from "./listen.js";

describe("serialised", () => {
  it("runs one at a time, and folds the calls made during a run into one more run", async () => {
    const runs: number[] = [];
    let release: () => void = () => undefined;
    let active = 0;
    const run = serialised(async () => {
      active += 1;
      runs.push(active);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      active -= 1;
    });
    const first = run();
    run();
    run();
    release();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await first;
    expect(runs).toEqual([1, 1]);
  });

  it("runs again when called after a run has ended", async () => {
    let count = 0;
    const run = serialised(async () => {
      count += 1;
    });
    await run();
    await run();
    expect(count).toBe(2);
  });
});

describe("stopper", () => {
  it("stops once: closes the listeners, then what outlives them, then exits 0", async () => {
    const server = createServer();
    const admin = createServer();
    await listenOn(server, { port: 0, host: "127.0.0.1" });
    await listenOn(admin, { port: 0, host: "127.0.0.1" });
    const events: string[] = [];
    const exited = new Promise<number>((resolve) => {
      const { stop, stopping } = stopper({
        server,
        others: [admin],
        close: (done) => {
          events.push("close");
          done();
        },
        onStop: (signal) => events.push(signal),
        exit: resolve,
      });
      expect(stopping()).toBe(false);
      stop("SIGTERM");
      stop("SIGINT");
      expect(stopping()).toBe(true);
    });
    expect(await exited).toBe(0);
    expect(events).toEqual(["SIGTERM", "close"]);
    expect(server.listening).toBe(false);
    expect(admin.listening).toBe(false);
  });
});
