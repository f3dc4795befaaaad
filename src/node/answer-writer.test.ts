import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest } from "../../test/support/raw-http.js";
import { writeOrHand } from "./answer-writer.js";

const encoder = new TextEncoder();
const PARTS = ['{"result":', "[1,2,3]", ',"id":7}'].map((part) => encoder.encode(part));
const HEADERS = {
  "Content-Type": "application/json",
  "X-Content-Type-Options": "nosniff",
  "access-control-allow-origin": "*",
};

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server?.closeAllConnections();
});

/** A server writing one kept answer, counting the writes its sockets hand to the operating system's. */
const serve = async (rateLimit: string | undefined) => {
  let writes = 0;
  server = createServer((req, res) =>
    writeOrHand(Promise.resolve({ status: 200, headers: HEADERS, rateLimit, body: PARTS }), req, res, () => {
      throw new Error("handed to the app");
    }),
  );
  server.on("connection", (socket: Socket) => {
    // The stream's two hooks to the handle: one chunk, or several buffered ones (corked) together.
    const counted = socket as Socket & { _write: (...args: unknown[]) => void; _writev: (...args: unknown[]) => void };
    const [write, writev] = [counted._write, counted._writev];
    counted._write = (...args) => {
      writes++;
      write.apply(socket, args);
    };
    counted._writev = (...args) => {
      writes++;
      writev.apply(socket, args);
    };
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const res = await rawRequest(port, "GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
  return { res, writes };
};

describe("writeOrHand", () => {
  it("writes the head and every part of a kept answer in one write to the socket", async () => {
    const { res, writes } = await serve('"p";r=5;t=9');
    expect(res.bytes.toString()).toBe('{"result":[1,2,3],"id":7}');
    expect(writes).toBe(1);
  });

  it("writes the headers by lower-case name in sorted order, the quota's among them, then the length", async () => {
    for (const rateLimit of ['"p";r=5;t=9', '"p";r=4;t=9', undefined]) {
      const { res } = await serve(rateLimit);
      const names = Object.keys(res.headers).filter((name) => name !== "date" && name !== "connection");
      expect(names).toEqual([
        "access-control-allow-origin",
        "content-type",
        ...(rateLimit === undefined ? [] : ["ratelimit"]),
        "x-content-type-options",
        "content-length",
      ]);
      expect(res.headers.ratelimit).toBe(rateLimit);
      expect(res.headers["content-length"]).toBe("25");
    }
  });
});
