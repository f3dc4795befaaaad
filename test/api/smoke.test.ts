import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_ID } from "../support/content.js";
import { type RunningServer, startServer } from "../support/server.js";

describe("a listening server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it("serves the profile with URLs on its own origin", async () => {
    const res = await fetch(`${server.origin}/api/v1/profile`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: string; links: { site: string } } };
    expect(body.data.id).toBe(PROFILE_ID);
    expect(body.data.links.site).toBe(`${server.origin}/`);
  });
});
