/**
 * The one gate every publishing command passes: a record still holding placeholders (a draft) is refused with the
 * list of texts left to write and how to finish. A local preview is not publishing: a build for a loopback origin
 * (localhost, *.localhost, 127.0.0.0/8, [::1]) may hold a draft, which the pages then show under a draft banner.
 */
import type { Placeholder } from "../src/content/placeholders.js";
import { formatPlaceholders } from "../src/content/placeholders.js";

/** True for an origin only this machine can reach: what a preview uses, never a published site. */
export const isLocalOrigin = (origin: string): boolean => {
  const host = new URL(origin).hostname.toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
};

/** What a refused command prints: what it would not do, each text left (file: field), and the way to finish. */
export const draftRefusal = (action: string, placeholders: readonly Placeholder[], folder: string): string =>
  [
    `Refusing to ${action}: ${folder}/ is a draft, with ${placeholders.length} text(s) left to write (marked PLACEHOLDER, or a stand-in):`,
    formatPlaceholders(placeholders, folder),
    `Write each text and replace each stand-in (the list above; also \`npm run check:content\`), until none is left.`,
    "To look at the draft meanwhile, preview it locally: `npm start` (BASE_URL unset or on localhost) serves it under a draft banner.",
    "See docs/your-own-profile.md#finish-the-draft.",
  ].join("\n");

/** Stops the command with the refusal when the record is a draft. */
export const refuseDraft = (action: string, placeholders: readonly Placeholder[], folder: string): void => {
  if (placeholders.length === 0) return;
  console.error(draftRefusal(action, placeholders, folder));
  process.exit(1);
};
