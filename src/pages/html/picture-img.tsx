/**
 * A content picture (the photo, a record's image) as an <img> offering every size the build drew: srcset and
 * sizes let the browser pick for the layout and the screen's density; width and height reserve its box, so
 * nothing shifts as it loads. Pictures below the fold wait until they are scrolled near (`lazy`).
 */
import type { Picture } from "../../content/picture.js";

export const PictureImg = ({
  picture,
  sizes,
  class: className,
  lazy = false,
}: {
  picture: Picture;
  /** The displayed width for each layout, as the stylesheet sets it. */
  sizes: string;
  class: string;
  lazy?: boolean;
}) => {
  // The fallback for browsers without srcset: the second size, the one a common screen picks.
  const fallback = picture.sizes[Math.min(1, picture.sizes.length - 1)] ?? picture.sizes[0];
  return (
    <img
      class={className}
      src={fallback.path}
      srcset={picture.sizes.map((s) => `${s.path} ${s.width}w`).join(", ")}
      sizes={sizes}
      width={fallback.width}
      height={fallback.height}
      alt={picture.alt}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
    />
  );
};
