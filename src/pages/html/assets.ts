/** Static files the pages link, by path: one place for the router and the layout. */
export const STYLESHEET_PATH = "/assets/site.css";
export const ICON_PATH = "/assets/icon.svg";

/** A small robot head: the site tells the story as a robot, one chapter per part. */
export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#b3411a"/><rect x="15" y="3" width="2" height="5" fill="#fbfaf7"/><circle cx="16" cy="4" r="2" fill="#fbfaf7"/><rect x="7" y="9" width="18" height="15" rx="4" fill="#fbfaf7"/><circle cx="12.5" cy="16" r="2" fill="#b3411a"/><circle cx="19.5" cy="16" r="2" fill="#b3411a"/><rect x="11" y="20.5" width="10" height="1.5" rx=".75" fill="#b3411a"/></svg>`;
