import { createServer, type RequestListener, type ServerResponse } from "node:http";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { listenOn } from "./listen.js";
import { agentFamilies, clientHasher, requestObserver } from "./request-observer.js";

describe("clientHasher", () => {
  it("gives a client the same 16-character pseudonym on every request, another under another salt", () => {
    const hash = clientHasher("salt-a");
    const first = hash("203.0.113.7");
    expect(first).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(hash("203.0.113.7")).toBe(first);
    expect(hash("203.0.113.8")).not.toBe(first);
    expect(clientHasher("salt-b")("203.0.113.7")).not.toBe(first);
  });
});

describe("agentFamilies", () => {
  it("matches each User-Agent once and hands back the same answer after", () => {
    const familyOf = agentFamilies();
    const agent = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    const first = familyOf(agent);
    expect(first?.bot).toBe(true);
    expect(familyOf(agent)).toBe(first);
    expect(familyOf(undefined)).toBeUndefined();
  });
});

/** A server whose every request `answer` answers, watched by an observer that logs to `lines` (parsed). */
const observed = async (answer: RequestListener) => {
  const lines: Record<string, unknown>[] = [];
  const observer = requestObserver({
    log: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
    metrics: undefined,
    trustProxy: "X-Client",
    salt: "s",
  });
  const server = createServer(observer.observe?.(answer) ?? answer);
  /** Each response's 'close' listeners once the observed listener has returned, and when each closed. */
  const closeListeners: number[] = [];
  let closed = 0;
  server.on("request", (_req, res: ServerResponse) => {
    closeListeners.push(res.listenerCount("close"));
    res.on("close", () => closed++);
  });
  const port = Number((await listenOn(server, { port: 0, host: "127.0.0.1" })).split(":")[1]);
  return { lines, port, closeListeners, closed: () => closed, server };
};

describe("requestObserver", () => {
  it("writes one line per request once its answer is out, the client hashed, the forwarded one when trusted", async () => {
    const { lines, port, server } = await observed((_req, res) => setTimeout(() => res.end("ok"), 5));
    await (
      await fetch(`http://127.0.0.1:${port}/api/v1/search?q=x`, { headers: { "X-Client": "198.51.100.1" } })
    ).text();
    await expect.poll(() => lines.length).toBe(1);
    server.close();
    expect(lines[0]).toMatchObject({ method: "GET", path: "/api/v1/search", status: 200, surface: "api" });
    expect(lines[0]?.aborted).toBeUndefined();
    expect(lines[0]?.client).toBe(clientHasher("s")("198.51.100.1"));
  });

  it("logs an answer written whole in the listener's turn at once, without a 'close' listener, and once", async () => {
    const { lines, port, closeListeners, closed, server } = await observed((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
    });
    await (await fetch(`http://127.0.0.1:${port}/agent`)).text();
    await expect.poll(closed).toBe(1);
    server.close();
    expect(closeListeners).toEqual([0]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: "GET", path: "/agent", status: 200, surface: "page" });
  });

  it("logs an answer still being written when the listener returns once it closes, and a client that left as aborted", async () => {
    // Far more than a loopback socket takes at once: the write is still under way when the listener returns.
    const body = Buffer.alloc(64 * 1024 * 1024);
    const { lines, port, closeListeners, server } = await observed((req, res) => {
      if (req.url === "/big") res.writeHead(200, { "Content-Length": String(body.length) }).end(body);
      // "/gone" is never answered: its client leaves first.
    });
    await (await fetch(`http://127.0.0.1:${port}/big`)).arrayBuffer();
    await expect.poll(() => lines.length).toBe(1);
    await new Promise<void>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end("GET /gone HTTP/1.1\r\nHost: localhost\r\n\r\n", () => {
          socket.destroy();
          resolve();
        });
      });
    });
    await expect.poll(() => lines.length).toBe(2);
    server.close();
    expect(closeListeners).toEqual([1, 1]);
    expect(lines[0]).toMatchObject({ path: "/big", status: 200 });
    expect(lines[0]?.aborted).toBeUndefined();
    expect(lines[1]).toMatchObject({ path: "/gone", aborted: true });
  });

  it("records nothing when neither the log nor the metrics are on", () => {
    const observer = requestObserver({ log: undefined, metrics: undefined, trustProxy: undefined, salt: "s" });
    expect(observer.observe).toBeUndefined();
    expect(observer.onRefused).toBeUndefined();
    expect(observer.app.logFields).toBeUndefined();
  });
});
