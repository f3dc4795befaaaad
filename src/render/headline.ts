/** The one line under the person's name (home hero, home preview): the content's headline, else the summary's first sentence. */
import type { Site } from "../content/site.js";

export const firstSentence = (text: string): string => {
  const match = /^.+?[.!?](?=\s|$)/s.exec(text.trim());
  return (match?.[0] ?? text).trim();
};

export const headline = (site: Site): string => site.subject.headline ?? firstSentence(site.profile.summary);
