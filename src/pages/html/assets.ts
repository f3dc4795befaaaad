/** Static files the pages link, by path: one place for the router and the layout (icons: render/media-paths.ts). */
export const STYLESHEET_PATH = "/assets/site.css";
