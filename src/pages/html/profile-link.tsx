/**
 * A link to one of the owner's profiles elsewhere, with rel="me": the owner's claim that the profile is theirs,
 * which Mastodon and IndieWeb tools verify by finding a link back.
 */
import type { Site } from "../../content/site.js";

type SocialProfile = Site["profile"]["profiles"][number];

/** `class`: the h-card's `u-url` where the link is part of one. */
export const ProfileLink = ({ profile, class: className }: { profile: SocialProfile; class?: string }) => (
  <a href={profile.url} rel="me" class={className}>
    {profile.name}
  </a>
);

/** The profile as a list item: the network linked, then the handle. */
export const ProfileItem = ({ profile }: { profile: SocialProfile }) => (
  <li>
    <ProfileLink profile={profile} />: {profile.handle}
  </li>
);
