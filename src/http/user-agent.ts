/**
 * The family of the software behind a request, read from its User-Agent with isbot's maintained list of bot and
 * crawler patterns, not with patterns of our own: a User-Agent the list matches is a bot, and its family is the
 * product token around the part the list matched (`GPTBot/1.1` → `gptbot`, `Googlebot/2.1` → `googlebot`,
 * `python-requests/2.31` → `python-requests`). Anything else that looks like a browser is `browser`. Only the
 * family is logged, never the User-Agent itself, which can be distinctive enough to single a person out.
 */
import { isbotMatches } from "isbot";
import { LOGGED_NAME_MAX } from "../schema/request-log.js";

export interface AgentFamily {
  readonly name: string;
  readonly bot: boolean;
}

/** Characters of a product token: `ClaudeBot`, `python-requests`, `Claude-User`. */
const isTokenChar = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 45 || code === 95;

/** The whole product token around position `at`, without its version: the family's name. */
const tokenAround = (text: string, at: number): string => {
  let from = at;
  let to = at;
  while (from > 0 && isTokenChar(text.charCodeAt(from - 1))) from--;
  // A match may run past the token into its version (`ClaudeBot/1.0;`): stop at the token's end.
  while (to < text.length && isTokenChar(text.charCodeAt(to))) to++;
  return text.slice(from, to);
};

const UNKNOWN: AgentFamily = { name: "unknown", bot: false };
const BROWSER: AgentFamily = { name: "browser", bot: false };

/** Tokens that name no family: every browser-like User-Agent has them, and URLs in it have the others. */
const GENERIC = new Set(["mozilla", "compatible", "applewebkit", "khtml", "gecko", "http", "https", "www"]);
/** `name/` products inside a matched stretch (`Mozilla/5.0 (compatible; GPTBot/1.1)` holds `GPTBot/`). */
const PRODUCTS = /([A-Za-z][A-Za-z0-9_-]*)\//g;

/** The family a match points at, with where it stands in the User-Agent. */
const familyAt = (userAgent: string, match: string): { token: string; at: number } | undefined => {
  const at = userAgent.indexOf(match);
  if (at === -1) return undefined;
  const token = tokenAround(userAgent, at);
  if (token && !GENERIC.has(token.toLowerCase())) return { token, at };
  for (const product of match.matchAll(PRODUCTS)) {
    const name = product[1] ?? "";
    if (!GENERIC.has(name.toLowerCase())) return { token: name, at: at + (product.index ?? 0) };
  }
  return undefined;
};

/**
 * The family is the earliest product the list's matches point at: a crawler names itself before the URL of its
 * documentation (`ChatGPT-User/1.0; +https://openai.com/bot` is `chatgpt-user`, not `bot`).
 */
export const agentFamily = (userAgent: string | undefined): AgentFamily => {
  if (!userAgent) return UNKNOWN;
  const matches = isbotMatches(userAgent);
  if (matches.length === 0) return /^mozilla\//i.test(userAgent) ? BROWSER : { name: "other", bot: false };
  let best: { token: string; at: number } | undefined;
  for (const match of matches) {
    const found = familyAt(userAgent, match);
    if (found && (!best || found.at < best.at)) best = found;
  }
  const name = (best?.token ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "")
    .slice(0, LOGGED_NAME_MAX);
  return { name: name || "bot", bot: true };
};
