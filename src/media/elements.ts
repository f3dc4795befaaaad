/**
 * A tiny element builder for satori, which takes React-shaped objects: `{ type, props: { style, children } }`.
 * The project renders pages with hono/jsx, so the images are built with this instead of a second JSX runtime.
 */

export type Style = Readonly<Record<string, string | number>>;

export interface Element {
  readonly type: string;
  readonly props: { readonly style?: Style; readonly children?: Child | readonly Child[] };
}

export type Child = Element | string;

export const el = (type: string, style: Style, children?: Child | readonly Child[]): Element => ({
  type,
  props: children === undefined ? { style } : { style, children },
});

/** satori lays out with flexbox only: every box that holds more than one child says so. */
export const box = (style: Style, children?: Child | readonly Child[]): Element =>
  el("div", { display: "flex", ...style }, children);
