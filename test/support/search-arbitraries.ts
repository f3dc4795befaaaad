/**
 * fast-check arbitraries for hostile search input: any Unicode, lone surrogates, RTL and emoji, operator-looking
 * tokens, content words mixed in (so some queries do match), very long strings.
 */
import fc from "fast-check";

const OPERATORS = ['"', "*", "-", "+", "~", "^", ":", "(", ")", "[", "]", "{", "}", "\\", "/", "|", "&", "!", "?"];
const KEYWORDS = ["OR", "AND", "NOT", "or", "and", "not", "NEAR", "null", "undefined", "__proto__", "constructor"];
const CONTENT_WORDS = ["design", "Org B", "podcast", "2019", "keynote", "critique", "acessibility", "kyle", "a", "the"];
const SPECIAL = ["🎉", "👩🏽‍💻", "\u202E", "\u200F", "שלום", "مرحبا", "東京", "\u0000", "\t", "\n", "é", "ﬁ", "İ", "ß"];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

const piece = fc.oneof(
  fc.constantFrom(...OPERATORS, ...KEYWORDS, ...CONTENT_WORDS, ...SPECIAL, " "),
  fc.string({ unit: "binary", maxLength: 8 }),
  fc.string({ unit: "grapheme", maxLength: 8 }),
  loneSurrogate,
);

/** A query string as JavaScript holds it: lone surrogates included. */
export const hostileQuery = fc.oneof(
  fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(" ")),
  fc.array(piece, { maxLength: 30 }).map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 260 }),
  fc.tuple(fc.constantFrom(...CONTENT_WORDS), fc.integer({ min: 1, max: 400 })).map(([w, n]) => w.repeat(n)),
);

/**
 * Percent-encodes a JavaScript string as far as a URL can carry it: valid text as UTF-8, and each lone surrogate
 * as the three bytes WTF-8 would give it (encodeURIComponent throws on them).
 */
export const percentEncode = (text: string): string => {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    } else out += encodeURIComponent(ch);
  }
  return out;
};

/** Raw bytes percent-encoded, so malformed UTF-8 (%FF, a cut-off sequence) reaches the server as well. */
export const rawBytes = fc
  .uint8Array({ minLength: 0, maxLength: 60 })
  .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, "0")}`).join(""));
