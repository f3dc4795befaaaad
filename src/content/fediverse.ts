/**
 * The owner's fediverse account among their profiles (docs/content-reference.md#fediverse-account): a profile whose
 * handle is written `@user@host`, or one on a network named after fediverse software whose URL is
 * `https://host/@user`. The first such profile is the account; the pages name it in `fediverse:creator` and
 * WebFinger gives it as the site owner's alias.
 */
import type { Profile } from "../schema/profile.js";

type SocialProfile = Profile["profiles"][number];

export interface FediverseAccount {
  /** `@user@host`. */
  readonly handle: string;
  /** The account's page, as the profile gives it. */
  readonly url: string;
}

/** Networks whose profile URL `https://host/@user` names the account `@user@host`. */
const FEDIVERSE_NETWORKS = new Set([
  "mastodon",
  "fediverse",
  "pixelfed",
  "misskey",
  "pleroma",
  "akkoma",
  "gotosocial",
  "firefish",
  "sharkey",
  "friendica",
]);

const HANDLE = /^@([\p{L}\p{N}_.-]+)@((?:[a-z0-9-]+\.)+[a-z0-9-]+)$/iu;
const PROFILE_PATH = /^\/@([\p{L}\p{N}_.-]+)\/?$/u;

const accountOf = ({ name, handle, url }: SocialProfile): FediverseAccount | undefined => {
  const written = HANDLE.exec(handle.trim());
  if (written) return { handle: `@${written[1]}@${written[2]?.toLowerCase()}`, url };
  if (!FEDIVERSE_NETWORKS.has(name.trim().toLowerCase())) return undefined;
  const { hostname, pathname } = new URL(url);
  const user = PROFILE_PATH.exec(decodeURIComponent(pathname))?.[1];
  return user ? { handle: `@${user}@${hostname}`, url } : undefined;
};

export const fediverseAccount = (profiles: readonly SocialProfile[]): FediverseAccount | undefined => {
  for (const profile of profiles) {
    const account = accountOf(profile);
    if (account) return account;
  }
  return undefined;
};
