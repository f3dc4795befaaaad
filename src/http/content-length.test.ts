import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { contentLength } from "./content-length.js";

/** A web Response that counts how often its body is asked for. */
class WatchedResponse extends Response {
  bodyReads = 0;
  override get body(): Response["body"] {
    this.bodyReads += 1;
    return super.body;
  }
}

const serve = (make: () => Response): Hono => {
  const app = new Hono();
  app.use("*", contentLength);
  app.get("/", () => make());
  return app;
};

describe("contentLength", () => {
  it("leaves a response that names its type unread: on Node, reading the body makes the adapter stream it", async () => {
    let made: WatchedResponse | undefined;
    const app = serve(() => {
      made = new WatchedResponse('{"a":1}', { headers: { "Content-Type": "application/json" } });
      return made;
    });
    const res = await app.request("/");
    expect(made?.bodyReads).toBe(0);
    expect(res.headers.get("Content-Length")).toBeNull();
    expect(await res.text()).toBe('{"a":1}');
  });

  it("states Content-Length: 0 for a response made without a body", async () => {
    const res = await serve(() => new Response(null, { status: 308, headers: { Location: "/x" } })).request("/");
    expect(res.headers.get("Content-Length")).toBe("0");
  });

  it("states the GET's length on HEAD", async () => {
    const res = await serve(() => new Response("héllo", { headers: { "Content-Type": "text/plain" } })).request("/", {
      method: "HEAD",
    });
    expect(res.headers.get("Content-Length")).toBe("6");
  });

  it("says no length for 204 and 304", async () => {
    for (const status of [204, 304]) {
      const res = await serve(() => new Response(null, { status })).request("/");
      expect(res.headers.get("Content-Length")).toBeNull();
    }
  });
});
