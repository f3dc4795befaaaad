/** The language the site's copy is written in, as a BCP 47 tag: what a document states when it must name one. */
export const SITE_LANGUAGE = "en";
