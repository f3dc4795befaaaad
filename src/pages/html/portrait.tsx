/**
 * The person's picture on the home and about pages: the photo in the sizes the build drew (srcset, with width and
 * height so nothing shifts as it loads), or, when the content has none, their initials in a circle. The initials
 * repeat the name printed beside them, so that stand-in is hidden from screen readers.
 */
import type { Site } from "../../content/site.js";
import { initials } from "../../render/monogram.js";
import { PictureImg } from "./picture-img.js";

/** Displayed width in CSS pixels (css.ts .portrait): the srcset lets the browser pick for the screen's density. */
const SIZES = "(min-width: 40rem) 8rem, 5.5rem";

export const Portrait = ({ site }: { site: Site }) => {
  const { photo, profile } = site;
  if (!photo) {
    return (
      <svg class="portrait monogram" viewBox="0 0 100 100" width="88" height="88" aria-hidden="true">
        <circle cx="50" cy="50" r="50" />
        <text x="50" y="50" text-anchor="middle" dominant-baseline="central">
          {initials(profile)}
        </text>
      </svg>
    );
  }
  // u-photo: the h-card's photo where the portrait sits in one (the home page); inert anywhere else.
  return <PictureImg picture={photo} sizes={SIZES} class="portrait u-photo" />;
};
