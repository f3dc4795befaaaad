import { createServer } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { listenFailure, listenOn } from "./listen.js";

const first = createServer();
const second = createServer();
afterEach(() => {
  first.close();
  second.close();
});

describe("listenOn", () => {
  it("resolves with the address bound, a free port when asked for port 0", async () => {
    const where = await listenOn(first, { port: 0, host: "127.0.0.1" });
    expect(where).toMatch(/^127\.0\.0\.1:[1-9]\d*$/);
  });

  it("rejects with the reason when the port is taken", async () => {
    const port = Number((await listenOn(first, { port: 0, host: "127.0.0.1" })).split(":")[1]);
    const error: NodeJS.ErrnoException = await listenOn(second, { port, host: "127.0.0.1" }).then(
      () => new Error("listened"),
      (e: NodeJS.ErrnoException) => e,
    );
    expect(listenFailure(error)).toBe("the port is in use");
  });
});
