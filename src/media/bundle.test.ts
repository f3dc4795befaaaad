import { describe, expect, it } from "vitest";
import { decodeMedia, encodeMedia } from "./bundle.js";

describe("the media bundle", () => {
  it("gives back every file with its path, type and bytes", () => {
    const files = [
      { path: "/a.png", type: "image/png", body: new Uint8Array([1, 2, 3]) },
      { path: "/b.svg", type: "image/svg+xml", body: new TextEncoder().encode("<svg/>") },
    ];
    const back = decodeMedia(encodeMedia(files));
    expect(back.map(({ path, type, body }) => ({ path, type, body: [...body] }))).toEqual(
      files.map(({ path, type, body }) => ({ path, type, body: [...body] })),
    );
  });

  it("refuses a bundle cut short", () => {
    const bytes = encodeMedia([{ path: "/a.png", type: "image/png", body: new Uint8Array(10) }]);
    expect(() => decodeMedia(bytes.slice(0, bytes.length - 1))).toThrow(/cut short/);
  });
});
