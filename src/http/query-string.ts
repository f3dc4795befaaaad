/**
 * A query string read strictly: every value of each parameter, `+` as a space and `%XX` as UTF-8, as a form or
 * encodeURIComponent writes them. Hono's reader keeps a malformed escape as it was sent, so `q=caf%E9` (café
 * in Latin-1) would be searched, and echoed, as the text "caf%E9"; here it is the client's error, named.
 */
import { ApiError } from "./errors.js";

/** Each parameter's values, in the order sent. */
export type QueryValues = Record<string, string[]>;

const decode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return undefined;
  }
};

/** Enough of a malformed name to recognise it by, never the whole of a long one. */
const SHOWN_NAME_MAX = 40;

/** `query`: the query string as sent, with or without its `?`. Throws `invalid_parameter` naming the first bad pair. */
export const queryValues = (query: string): QueryValues => {
  const values: QueryValues = Object.create(null);
  for (const pair of query.replace(/^\?/, "").split("&")) {
    const eq = pair.indexOf("=");
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const name = decode(rawName);
    const value = decode(eq === -1 ? "" : pair.slice(eq + 1));
    if (name === undefined || value === undefined) {
      throw new ApiError("invalid_parameter", {
        message: `The parameter ${name ?? rawName.slice(0, SHOWN_NAME_MAX)} is not valid percent-encoded UTF-8.`,
        hint: "Encode the text as UTF-8 and each byte outside letters and digits as %XX, as encodeURIComponent does: café is caf%C3%A9.",
      });
    }
    if (name === "") continue;
    const list = values[name];
    if (list) list.push(value);
    else values[name] = [value];
  }
  return values;
};
