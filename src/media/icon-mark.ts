/**
 * The site's icon as satori elements: the person's initials in the display face, light on the accent colour, in a square whose
 * corners the platforms round (or not) themselves. Drawn once large and scaled down for each size.
 */
import { box, type Element } from "./elements.js";
import { PALETTE } from "./palette.js";

export const ICON_SIZE = 512;

/** `rounded` for the browser tab's SVG and favicon; app icons are drawn full-bleed and masked by the platform. */
export const iconMark = (initials: string, rounded: boolean): Element =>
  box(
    {
      width: ICON_SIZE,
      height: ICON_SIZE,
      borderRadius: rounded ? 112 : 0,
      background: PALETTE.accent,
      color: PALETTE.onAccent,
      alignItems: "center",
      justifyContent: "center",
      fontFamily: "Fraunces",
      fontSize: 236,
      fontWeight: 600,
      letterSpacing: -10,
    },
    initials,
  );
