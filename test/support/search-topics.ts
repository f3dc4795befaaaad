/**
 * Search words for the generic suites: words the compiled record is about, so a query finds many records of every
 * type whatever record the suites run on (CONTENT_DIR). On the sample they are ["design"], the word its suites
 * searched for before they ran on other records.
 */
import type { Site } from "../../src/content/site.js";
import { searchDocuments } from "../../src/search/index-data/documents.js";

interface Uses {
  readonly types: Set<string>;
  records: number;
}

/**
 * Words of five letters or more, not the person's name, from the records' text (title, summary, body): first the
 * one used in records of the most types and, of those, in the most records; then, while some type with records
 * has none of the chosen words, the same among the types left. Together they are used by records of every type.
 */
export const topicsOf = (site: Site): string[] => {
  const names = new Set(
    [site.profile.name, site.profile.givenName, site.profile.familyName].flatMap((n) => n.toLowerCase().split(/\s+/)),
  );
  const documents = searchDocuments(site);
  const uses = new Map<string, Uses>();
  for (const doc of documents) {
    const text = [doc.title, ...doc.summary, ...doc.body].join(" ").toLowerCase();
    for (const word of new Set(text.match(/\p{L}{5,}/gu) ?? [])) {
      if (names.has(word)) continue;
      const use = uses.get(word) ?? { types: new Set<string>(), records: 0 };
      use.types.add(doc.type);
      use.records += 1;
      uses.set(word, use);
    }
  }
  const left = new Set<string>(documents.map((d) => d.type));
  const topics: string[] = [];
  while (left.size > 0) {
    let best: [word: string, types: number, records: number] | undefined;
    for (const [word, use] of uses) {
      const types = [...use.types].filter((t) => left.has(t)).length;
      if (types > 0 && (!best || types > best[1] || (types === best[1] && use.records > best[2])))
        best = [word, types, use.records];
    }
    if (!best) break;
    topics.push(best[0]);
    for (const type of uses.get(best[0])?.types ?? []) left.delete(type);
  }
  return topics;
};

/** The words as one query: "design" on the sample. */
export const topicOf = (site: Site): string => topicsOf(site).join(" ");
