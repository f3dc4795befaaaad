/** The person's initials: the mark on icons, previews and the picture that stands in for an absent photo. */
import type { Profile } from "../schema/profile.js";

const initial = (name: string): string => [...name.trim()][0]?.toLocaleUpperCase("en") ?? "";

export const initials = (profile: Pick<Profile, "givenName" | "familyName">): string =>
  `${initial(profile.givenName)}${initial(profile.familyName)}`;
