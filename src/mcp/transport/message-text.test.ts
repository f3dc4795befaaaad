import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "./json-depth.js";
import { singleMessageOf } from "./message-text.js";

const LIST = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: { a: [1] } } });

describe("singleMessageOf", () => {
  it("reads a body once: the same text again gives the same message, frozen throughout", () => {
    const read = singleMessageOf();
    const first = read(LIST) as { params: { _meta: { a: number[] } } };
    expect(first).toEqual(JSON.parse(LIST));
    expect(read(LIST)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.params._meta.a)).toBe(true);
  });

  it("gives nothing for a batch, a body that is not JSON or nests too deep, every time", () => {
    const read = singleMessageOf();
    const deep = `${"[".repeat(MAX_JSON_DEPTH + 1)}${"]".repeat(MAX_JSON_DEPTH + 1)}`;
    for (const text of [`[${LIST}]`, "{not json", deep, `{"a":`]) {
      for (let i = 0; i < 2; i++) expect(read(text)).toBeUndefined();
    }
    expect(read(`{"a":"${"[".repeat(MAX_JSON_DEPTH + 1)}"}`), "brackets in a string do not nest").toEqual({
      a: "[".repeat(MAX_JSON_DEPTH + 1),
    });
  });

  it("parses a long body each time rather than keep it", () => {
    const read = singleMessageOf();
    const long = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { pad: "x".repeat(5_000) } });
    expect(read(long)).toEqual(JSON.parse(long));
    expect(read(long)).not.toBe(read(long));
  });
});
