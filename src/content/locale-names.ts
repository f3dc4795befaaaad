/**
 * The English names the runtime's locale data (Intl.DisplayNames) gives every two-letter code of a kind: languages
 * ("es" → Spanish) or regions ("DK" → Denmark). Read from the runtime, so no list of them is kept here.
 */
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** Each two-letter code of `type` the data names, with its name, in code order; none on a runtime without the data. */
export const namesOfTwoLetterCodes = (type: "language" | "region"): (readonly [code: string, name: string])[] => {
  if (typeof Intl.DisplayNames !== "function") return [];
  const names = new Intl.DisplayNames(["en"], { type, fallback: "none" });
  return [...LETTERS].flatMap((a) =>
    [...LETTERS].flatMap((b) => {
      const code = type === "region" ? `${a}${b}`.toUpperCase() : `${a}${b}`;
      try {
        const name = names.of(code);
        return name ? [[code, name] as const] : [];
      } catch {
        return [];
      }
    }),
  );
};
