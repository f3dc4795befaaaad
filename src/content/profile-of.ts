/** The compiled profile: profile.md's fields and biography, the site's company and profiles, and every link. */

import { idOf } from "../schema/common.js";
import type { Profile, ProfileSource } from "../schema/profile.js";
import type { SiteSource } from "../schema/site.js";
import type { Picture } from "./picture.js";
import type { Urls } from "./urls.js";

const pick = ({ width, height }: { width: number; height: number }) => ({ width, height });

export const profileOf = (
  profileDoc: { readonly data: ProfileSource; readonly body: string },
  siteSource: SiteSource,
  photo: Picture | null,
  urls: Urls,
): Profile => {
  const largest = photo?.sizes.at(-1);
  const { id: profileId, ...profileData } = profileDoc.data;
  return {
    id: profileId ?? (idOf(profileData.name) || "profile"),
    ...profileData,
    photo: photo && largest ? { url: urls.at(largest.path), alt: photo.alt, ...pick(largest) } : null,
    company: siteSource.company,
    profiles: siteSource.profiles,
    contact: { ...profileData.contact, page: urls.contact },
    bio: profileDoc.body,
    links: {
      site: urls.home,
      agent: urls.agent,
      agentMarkdown: urls.agentMarkdown,
      resume: urls.resume,
      llms: urls.llms,
      llmsFull: urls.llmsFull,
      openapi: urls.openapi,
      mcp: urls.mcp,
      developers: urls.developers,
      vcard: urls.vcard,
      resumeJson: urls.resumeJson,
      resumePdf: urls.resumePdf,
      feed: urls.feed,
      jsonFeed: urls.jsonFeed,
    },
    updated: siteSource.updated,
  };
};
