/**
 * The link preview (og:image) of one page, as satori elements: the person's mark and name, the page's title in
 * large type, and the address it was shared from. Built to be read at thumbnail size in a chat or a feed, so
 * three things only, dark on light with the accent as the one colour. The same faces and mark as the pages:
 * Fraunces for the name and title, Inter for the rest, the initials in a circle (render/web-fonts.ts, css.ts).
 */
import { PREVIEW_SIZE } from "../render/media-paths.js";
import { box, type Element } from "./elements.js";
import { PALETTE } from "./palette.js";

export interface PreviewCard {
  readonly initials: string;
  readonly name: string;
  /** The person's title and company, under the name. */
  readonly role: string;
  /** The page's own title: the line that says what the link is. */
  readonly title: string;
  /** Host and path, as the reader would type it. */
  readonly address: string;
}

/** Longer titles step down in size so three lines always fit. */
const titleSize = (title: string): number => (title.length <= 28 ? 84 : title.length <= 56 ? 68 : 54);

export const previewCard = ({ initials, name, role, title, address }: PreviewCard): Element =>
  box(
    {
      width: PREVIEW_SIZE.width,
      height: PREVIEW_SIZE.height,
      flexDirection: "column",
      justifyContent: "space-between",
      // satori sizes boxes by their content, as CSS does by default: the padding and rule go inside the 1200×630.
      boxSizing: "border-box",
      padding: "64px 80px 56px",
      background: PALETTE.bg,
      borderTop: `16px solid ${PALETTE.accent}`,
      fontFamily: "Inter",
      color: PALETTE.fg,
    },
    [
      box({ alignItems: "center", gap: 28 }, [
        box(
          {
            width: 96,
            height: 96,
            borderRadius: 48,
            background: PALETTE.accent,
            color: PALETTE.onAccent,
            alignItems: "center",
            justifyContent: "center",
            fontFamily: "Fraunces",
            fontSize: 42,
            fontWeight: 600,
            letterSpacing: -1,
          },
          initials,
        ),
        box({ flexDirection: "column" }, [
          box({ fontFamily: "Fraunces", fontSize: 38, fontWeight: 600, letterSpacing: -0.5 }, name),
          box({ fontSize: 26, color: PALETTE.muted, marginTop: 4 }, role),
        ]),
      ]),
      box(
        {
          fontFamily: "Fraunces",
          fontSize: titleSize(title),
          fontWeight: 600,
          lineHeight: 1.08,
          textWrap: "balance",
          letterSpacing: -1.5,
          maxWidth: 1000,
        },
        title,
      ),
      box(
        {
          justifyContent: "space-between",
          alignItems: "center",
          borderTop: `2px solid ${PALETTE.line}`,
          paddingTop: 24,
          fontSize: 26,
          color: PALETTE.muted,
        },
        [box({}, address), box({ width: 48, height: 8, borderRadius: 4, background: PALETTE.accent })],
      ),
    ],
  );
