import { describe, expect, it } from "vitest";
import { testApp, testSite } from "../../test/support/app.js";
import { initializeMessage, MCP_ACCEPT } from "../../test/support/mcp-raw.js";
import { reverseDnsName } from "./identity.js";

/** The MCP registry's rule for a server name: a reverse-DNS namespace, a slash, a name. */
const REGISTRY_NAME = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;

describe("reverseDnsName", () => {
  it.each([
    ["https://www.example.com", "com.example.www/profile"],
    ["https://kyle.example.org:8443", "org.example.kyle/profile"],
    ["http://localhost:8787", "localhost/profile"],
    ["http://127.0.0.1:8787", "localhost/profile"],
    ["http://[::1]:8787", "localhost/profile"],
    // Characters a hostname may carry but a registry name may not are dropped, not passed on.
    ["https://my_host.example", "example.myhost/profile"],
  ])("%s → %s", (base, name) => {
    expect(reverseDnsName(base)).toBe(name);
  });
});

describe("the name a site at https://www.example.com is served under", () => {
  /** Both places a client reads the name, from an app built over that origin: independent of the function. */
  const served = async (): Promise<{ card: string; handshake: string }> => {
    const app = await testApp({ site: await testSite("https://www.example.com") });
    const card = (await (await app.request("https://www.example.com/mcp/server-card")).json()) as { name: string };
    const init = await app.request("https://www.example.com/mcp", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: MCP_ACCEPT },
      body: JSON.stringify(initializeMessage("2025-11-25")),
    });
    const { result } = (await init.json()) as { result: { serverInfo: { name: string } } };
    return { card: card.name, handshake: result.serverInfo.name };
  };

  it("is the host reversed, in the server card and in initialize alike, and a valid registry name", async () => {
    const { card, handshake } = await served();
    expect(card).toBe("com.example.www/profile");
    expect(handshake).toBe(card);
    expect(card).toMatch(REGISTRY_NAME);
  });
});
