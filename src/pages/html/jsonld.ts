/**
 * schema.org data for / and /about, for search engines; inert under the CSP (never executed). Both pages are about
 * that one person, so each is a ProfilePage whose main entity is the Person (one @id), the form search engines
 * read profile pages by; `sameAs` lists the profiles the pages link with rel="me".
 */
import type { Site } from "../../content/site.js";

export const profilePageJsonLd = (site: Site): string => {
  const p = site.profile;
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${site.urls.home}#person`,
    name: p.name,
    givenName: p.givenName,
    familyName: p.familyName,
    jobTitle: p.jobTitle,
    description: p.summary,
    url: site.urls.home,
    email: `mailto:${p.contact.email}`,
    worksFor: { "@type": "Organization", name: p.company.name, url: p.company.url },
    homeLocation: {
      "@type": "Place",
      name: p.basedIn.label,
      address: {
        "@type": "PostalAddress",
        addressLocality: p.basedIn.city,
        addressRegion: p.basedIn.region,
        addressCountry: p.basedIn.country,
      },
    },
    birthPlace: { "@type": "Place", name: p.birthplace.label },
    sameAs: p.profiles.map((s) => s.url),
    // The photo the pages show, when there is one: search engines show a person's image beside the name.
    ...(p.photo && {
      image: {
        "@type": "ImageObject",
        url: p.photo.url,
        width: p.photo.width,
        height: p.photo.height,
        caption: p.photo.alt,
      },
    }),
  };
  const { "@context": context, ...entity } = person;
  const data = { "@context": context, "@type": "ProfilePage", dateModified: site.updated, mainEntity: entity };
  // "<" escaped so that no value can close the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
};
