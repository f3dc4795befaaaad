/**
 * A light English stemmer: the inflection steps of Porter's algorithm (plurals, -ed, -ing, final -y and -e),
 * and one derivational rule (-ability/-ibility); irregular forms ("built") are mapped to their lemma before
 * stemming, by the general table in lemmas.ts. Heavier derivational rules conflate unrelated words (university/universe), so they are
 * left out. Index and query share this function, so only consistency matters, not dictionary forms.
 */

const isConsonant = (word: string, i: number): boolean => {
  const ch = word[i];
  if (ch === "a" || ch === "e" || ch === "i" || ch === "o" || ch === "u") return false;
  if (ch === "y") return i === 0 || !isConsonant(word, i - 1);
  return true;
};

/** Porter's m: the number of vowel-consonant sequences in the word. */
const measure = (word: string): number => {
  let m = 0;
  let afterVowel = false;
  for (let i = 0; i < word.length; i++) {
    if (!isConsonant(word, i)) afterVowel = true;
    else if (afterVowel) {
      m++;
      afterVowel = false;
    }
  }
  return m;
};

const hasVowel = (word: string): boolean => {
  for (let i = 0; i < word.length; i++) if (!isConsonant(word, i)) return true;
  return false;
};

const endsDoubleConsonant = (word: string): boolean => {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word, n - 1);
};

/** Consonant-vowel-consonant ending, the last not w, x or y: short words like "hop" and "hir". */
const endsCvc = (word: string): boolean => {
  const n = word.length;
  if (n < 3 || !isConsonant(word, n - 1) || isConsonant(word, n - 2) || !isConsonant(word, n - 3)) return false;
  const last = word[n - 1];
  return last !== "w" && last !== "x" && last !== "y";
};

const plural = (word: string): string => {
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (word.endsWith("ies")) return word.slice(0, -2);
  if (word.endsWith("ss") || word.endsWith("us") || word.endsWith("is")) return word;
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
};

const pastAndGerund = (word: string): string => {
  if (word.endsWith("eed")) return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  const suffix = word.endsWith("ed") ? 2 : word.endsWith("ing") ? 3 : 0;
  if (suffix === 0) return word;
  const stem = word.slice(0, -suffix);
  if (!hasVowel(stem)) return word;
  if (stem.endsWith("at") || stem.endsWith("bl") || stem.endsWith("iz")) return `${stem}e`;
  if (endsDoubleConsonant(stem) && !/[lsz]$/.test(stem)) return stem.slice(0, -1);
  if (measure(stem) === 1 && endsCvc(stem)) return `${stem}e`;
  return stem;
};

const finalY = (word: string): string =>
  word.endsWith("y") && word.length > 2 && hasVowel(word.slice(0, -1)) ? `${word.slice(0, -1)}i` : word;

const ability = (word: string): string => (word.endsWith("biliti") ? `${word.slice(0, -6)}ble` : word);

const finalE = (word: string): string => {
  if (!word.endsWith("e")) return word;
  const stem = word.slice(0, -1);
  const m = measure(stem);
  return m > 1 || (m === 1 && !endsCvc(stem)) ? stem : word;
};

/** Stems a lower-case word; words that are not plain a–z (numbers, other scripts) come back unchanged. */
export const stem = (word: string): string => {
  const base = word.replace(/'s?$/, "");
  if (base.length <= 3 || !/^[a-z]+$/.test(base)) return base;
  return finalE(ability(finalY(pastAndGerund(plural(base)))));
};
