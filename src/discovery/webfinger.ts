/**
 * WebFinger (RFC 7033) for the site's host: any `acct:<name>@<host>` (and the site's own URL) describes the owner,
 * with the site as their profile page and, when the content lists a fediverse account (content/fediverse.ts),
 * that account as an alias and as the ActivityPub actor a fediverse server looks up, so searching the site's
 * address on Mastodon finds the account. Any other resource is for a host this server does not speak for.
 */
import { fediverseAccount } from "../content/fediverse.js";
import type { Site } from "../content/site.js";
import { ApiError } from "../http/errors.js";

export const WEBFINGER_PATH = "/.well-known/webfinger";
export const JRD_TYPE = "application/jrd+json";
export const PROFILE_PAGE_REL = "http://webfinger.net/rel/profile-page";

interface JrdLink {
  readonly rel: string;
  readonly type: string;
  readonly href: string;
}

/** The site's host as an acct: URI names it: the origin's host name, and its port when it has one. */
const hostOf = (site: Site): string => new URL(site.urls.base).host;

const isOwnResource = (site: Site, resource: string): boolean => {
  const host = hostOf(site);
  const acct = /^acct:[^@\s]+@([^@\s]+)$/i.exec(resource);
  if (acct) return acct[1]?.toLowerCase() === host;
  return URL.canParse(resource) && new URL(resource).href === site.urls.home;
};

/**
 * The JRD for `resource`, its links narrowed to `rels` when any are asked for (RFC 7033 §4.3); an ApiError for a
 * missing resource (400) or one this host does not describe (404).
 */
export const webfinger = (site: Site, resource: string | undefined, rels: readonly string[]) => {
  const host = hostOf(site);
  const hint = `Ask for acct:<name>@${host}, for example ${site.urls.at(`${WEBFINGER_PATH}?resource=acct:me@${host}`)}.`;
  if (resource === undefined || resource === "") {
    throw new ApiError("missing_parameter", { message: "WebFinger needs a resource parameter.", hint });
  }
  if (!isOwnResource(site, resource)) {
    throw new ApiError("not_found", { message: "This host describes no such resource.", hint });
  }
  const account = fediverseAccount(site.profile.profiles);
  const links: JrdLink[] = [
    { rel: PROFILE_PAGE_REL, type: "text/html", href: site.urls.home },
    ...(account ? [{ rel: "self", type: "application/activity+json", href: account.url }] : []),
  ];
  return {
    subject: resource,
    aliases: [site.urls.home, ...(account ? [account.url] : [])],
    links: rels.length === 0 ? links : links.filter((link) => rels.includes(link.rel)),
  };
};
