/** Words set into sentences, used from the schema's descriptions up to the pages: the lowest layer holds them. */

/** The word or phrase with its first letter in capitals, for the start of a sentence ("she" → "She"). */
export const capitalize = (word: string): string => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
