import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { testSite } from "../../test/support/app.js";
import { buildApp, TABLE_CHOOSERS } from "../app.js";
import { decodeSnapshot, encodeSnapshot } from "./table-snapshot.js";

const ACCEPTS = [undefined, "text/markdown", "application/ai-catalog+json", "application/mcp-server-card+json"];

describe("the start snapshot", () => {
  it("gives back the site, the search index's bytes, and every entry's responses byte for byte, in order", async () => {
    const site = await testSite();
    const { contents } = await buildApp({ site });
    const searchIndex = Uint8Array.from([0, 1, 2, 253, 254, 255]);
    const back = decodeSnapshot(
      encodeSnapshot({ key: "k", site, contents, searchIndex }, TABLE_CHOOSERS),
      TABLE_CHOOSERS,
    );
    expect(back.searchIndex).toEqual(searchIndex);

    expect(back.key).toBe("k");
    const { urls, ...data } = back.site;
    const { urls: originalUrls, ...originalData } = site;
    expect(isDeepStrictEqual(data, originalData)).toBe(true);
    expect(Object.keys(urls)).toEqual(Object.keys(originalUrls));
    expect(urls.errorDoc("not_found")).toBe(originalUrls.errorDoc("not_found"));

    expect(back.contents.entries.map((e) => e.path)).toEqual(contents.entries.map((e) => e.path));
    contents.entries.forEach((entry, i) => {
      const restored = back.contents.entries[i];
      for (const accept of ACCEPTS) expect(restored?.choose?.(accept)).toBe(entry.choose?.(accept));
      expect(restored?.representations).toEqual(entry.representations);
    });
    expect(back.contents.notFound).toEqual(contents.notFound);
  });

  it("stores a representation several paths share once", async () => {
    const site = await testSite();
    const { contents } = await buildApp({ site });
    const back = decodeSnapshot(
      encodeSnapshot({ key: "", site, contents, searchIndex: new Uint8Array() }, TABLE_CHOOSERS),
      TABLE_CHOOSERS,
    );
    const twin = (entries: typeof contents.entries) => {
      const page = entries.find((e) => e.path === "/agent");
      const markdown = entries.find((e) => e.path === "/agent.md");
      return page?.representations[1] === markdown?.representations[0];
    };
    expect(twin(contents.entries)).toBe(true);
    expect(twin(back.contents.entries)).toBe(true);
  });

  it("refuses to encode an entry whose chooser has no name", async () => {
    const site = await testSite();
    const { contents } = await buildApp({ site });
    const [first] = contents.entries;
    if (!first) throw new Error("empty table");
    const unnamed = { ...contents, entries: [{ ...first, choose: () => 0 }] };
    expect(() =>
      encodeSnapshot({ key: "", site, contents: unnamed, searchIndex: new Uint8Array() }, TABLE_CHOOSERS),
    ).toThrow(/no name/);
  });
});
