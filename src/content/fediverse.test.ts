import { describe, expect, it } from "vitest";
import { fediverseAccount } from "./fediverse.js";

const profile = (name: string, handle: string, url: string) => ({ name, handle, url });

describe("fediverseAccount", () => {
  it("takes a handle written @user@host, whatever the network is called", () => {
    expect(
      fediverseAccount([
        profile("Example Code", "someone", "https://code.example.com/someone"),
        profile("Example Social", "@Kyle@Social.Example.org", "https://social.example.org/@Kyle"),
      ]),
    ).toEqual({ handle: "@Kyle@social.example.org", url: "https://social.example.org/@Kyle" });
  });

  it("reads a fediverse network's profile URL when the handle is a bare name", () => {
    expect(fediverseAccount([profile("Mastodon", "kyle", "https://mastodon.example.org/@kyle")])).toEqual({
      handle: "@kyle@mastodon.example.org",
      url: "https://mastodon.example.org/@kyle",
    });
  });

  it("does not take /@user URLs of other networks, e-mail-like handles or a network page without a user", () => {
    expect(
      fediverseAccount([
        profile("Blog", "kyle", "https://blog.example.com/@kyle"),
        profile("Mail", "kyle@example.com", "https://example.com/contact"),
        profile("Mastodon", "kyle", "https://mastodon.example.org/about"),
      ]),
    ).toBeUndefined();
  });

  it("takes the first account when there are several", () => {
    expect(
      fediverseAccount([
        profile("Pixelfed", "a", "https://pix.example.org/@a"),
        profile("Mastodon", "@b@social.example.org", "https://social.example.org/@b"),
      ])?.handle,
    ).toBe("@a@pix.example.org");
  });
});
