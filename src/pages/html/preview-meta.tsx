/**
 * The head tags link previews read (Open Graph, Twitter's card): title, description, the canonical URL and the
 * page's preview image drawn at build (src/media/). Preview readers fetch from elsewhere, so these URLs are
 * absolute, unlike the page's own same-site links.
 */
import type { Site } from "../../content/site.js";
import { PREVIEW_SIZE, previewImagePath } from "../../render/media-paths.js";
import { type PreviewText, previewDescription } from "../../render/preview.js";

export interface PreviewMetaProps {
  readonly site: Site;
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly preview: PreviewText;
}

export const PreviewMeta = ({ site, path, title, description, preview }: PreviewMetaProps) => {
  const { urls, profile } = site;
  const image = urls.at(previewImagePath(path));
  // What the image shows: the mark and name, then the page's line (its final stop dropped before the colon).
  const alt = `${profile.name}, ${profile.jobTitle}, ${profile.company.name}: ${preview.title.replace(/\.$/, "")}`;
  // The page's own description may be a paragraph (the home page's is the summary); a card shows a line or two.
  const short = previewDescription(description);
  return (
    <>
      <meta property="og:type" content={preview.type} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={short} />
      <meta property="og:url" content={urls.at(path)} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(PREVIEW_SIZE.width)} />
      <meta property="og:image:height" content={String(PREVIEW_SIZE.height)} />
      <meta property="og:image:alt" content={alt} />
      {preview.type === "profile" && <meta property="profile:first_name" content={profile.givenName} />}
      {preview.type === "profile" && <meta property="profile:last_name" content={profile.familyName} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={short} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </>
  );
};
