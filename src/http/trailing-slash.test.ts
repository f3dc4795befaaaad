import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { canonicalPath, knownRoutes, rawQuery } from "./trailing-slash.js";

const app = new Hono();
app.use("*", async (_c, next) => next());
app.get("/about", (c) => c.text("about"));
app.get("/items/:id", (c) => c.text("item"));
app.all("/rpc", (c) => c.text("rpc"));
app.post("/write", (c) => c.text("write"));
const known = knownRoutes(app.routes);

describe("knownRoutes", () => {
  it("reads fixed GET and ALL paths, and patterns for parameterised ones; never middleware or write-only routes", () => {
    expect([...known.fixed].sort()).toEqual(["/about", "/rpc"]);
    expect(known.patterns.map((p) => p.test("/items/1"))).toEqual([true]);
    expect(known.patterns.map((p) => p.test("/items/1/2"))).toEqual([false]);
  });
});

const onlyOne = (path: string): boolean =>
  known.fixed.has(path) || (known.patterns.some((p) => p.test(path)) && path === "/items/1");

describe("canonicalPath", () => {
  it("drops one trailing slash from a fixed GET or ALL route", async () => {
    expect(await canonicalPath("/about/", onlyOne)).toBe("/about");
    expect(await canonicalPath("/rpc/", onlyOne)).toBe("/rpc");
  });

  it("asks whether a parameterised path exists before redirecting to it", async () => {
    expect(await canonicalPath("/items/1/", onlyOne)).toBe("/items/1");
    expect(await canonicalPath("/items/2/", onlyOne)).toBeNull();
  });

  it("leaves alone the root, paths without a slash, unknown paths, write-only routes and doubled slashes", async () => {
    for (const path of ["/", "/about", "/nope/", "/write/", "/about//", "//about/", "/items/"]) {
      expect(await canonicalPath(path, onlyOne), path).toBeNull();
    }
  });
});

describe("rawQuery", () => {
  it("keeps the query as sent, or nothing", () => {
    expect(rawQuery("http://h/a/?q=a%20b&q=c")).toBe("?q=a%20b&q=c");
    expect(rawQuery("http://h/a/")).toBe("");
  });
});
