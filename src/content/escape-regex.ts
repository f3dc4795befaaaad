/** `text` as a regular expression that matches it literally: names from content (organisations, people) go into patterns. */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
