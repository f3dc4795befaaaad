/**
 * How deep a JSON text nests. JSON.parse reads any depth, but JSON.stringify and every recursive walk after it
 * (the answer cache's key, the SDK's validation, the log's facts) overflow the stack at a few thousand levels:
 * a 64 KB body of `[` is 32,000 of them. No MCP message needs more than a handful, so the text is measured
 * before it is parsed and a deeper one is refused as the client's error.
 */

/** Far above any message a client sends (a tool's arguments, `_meta`, capabilities nest a few levels). */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** Whether `text` opens more than `max` arrays or objects inside one another (brackets in strings do not count). */
export const nestsDeeperThan = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
};
