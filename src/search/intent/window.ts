/** How a record's years weigh against the window of years a question asks about (time.ts reads the window). */
import type { Span } from "./anchors.js";

/** Whether a record's years meet a window (overlap, ends inclusive). */
export const meets = (years: Span, window: Span): boolean => years.from <= window.to && years.to >= window.from;

/**
 * A record in the window gains half again; one outside it keeps a fifth of its score (the question rules it out,
 * but its words may still be the only match); one without years is left alone.
 */
export const WINDOW_IN = 1.5;
export const WINDOW_OUT = 0.2;

/**
 * The record that tells his whole story (the profile) counts as one outside the window: a question bounded in time
 * ("how long did he spend in Bristol") asks for a part of it, and the profile names every city and employer. Measured
 * on the tuning sets: 0.5 left the profile first on four such questions that 0.2 answers with the chapter, no
 * question lost; 0.1 lost one more.
 */
export const WINDOW_WHOLE = WINDOW_OUT;

export const windowFactor = (years: Span | null, window: Span | null, whole = false): number =>
  window === null ? 1 : whole ? WINDOW_WHOLE : years === null ? 1 : meets(years, window) ? WINDOW_IN : WINDOW_OUT;
