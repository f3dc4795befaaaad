import { createServer } from "node:http";
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

describe("requestObserver", () => {
  it("writes one line per request once its response has closed, the client hashed, the forwarded one when trusted", async () => {
    const lines: Record<string, unknown>[] = [];
    let logged: () => void = () => undefined;
    const written = new Promise<void>((resolve) => {
      logged = resolve;
    });
    const observer = requestObserver({
      log: (entry) => {
        lines.push(entry as Record<string, unknown>);
        logged();
      },
      metrics: undefined,
      trustProxy: "X-Client",
      salt: "s",
    });
    const server = createServer((_req, res) => res.end("ok"));
    if (observer.onRequest) server.prependListener("request", observer.onRequest);
    const port = Number((await listenOn(server, { port: 0, host: "127.0.0.1" })).split(":")[1]);
    await (
      await fetch(`http://127.0.0.1:${port}/api/v1/search?q=x`, { headers: { "X-Client": "198.51.100.1" } })
    ).text();
    await written;
    server.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: "GET", path: "/api/v1/search", status: 200, surface: "api" });
    expect(lines[0]?.client).toBe(clientHasher("s")("198.51.100.1"));
  });

  it("records nothing when neither the log nor the metrics are on", () => {
    const observer = requestObserver({ log: undefined, metrics: undefined, trustProxy: undefined, salt: "s" });
    expect(observer.onRequest).toBeUndefined();
    expect(observer.onRefused).toBeUndefined();
    expect(observer.app.logFields).toBeUndefined();
  });
});
