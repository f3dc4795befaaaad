import { describe, expect, it } from "vitest";
import { escapeField, escapeText, foldLine, paramValue } from "./vcard.js";

const octets = (line: string): number => new TextEncoder().encode(line).length;

describe("vCard text rules (RFC 6350)", () => {
  it("escapes backslash, comma and line breaks in text values, and semicolons too in compound fields", () => {
    expect(escapeText("a\\b, c; d\ne\r\nf")).toBe("a\\\\b\\, c; d\\ne\\nf");
    expect(escapeField("Org; Unit, Inc")).toBe("Org\\; Unit\\, Inc");
  });

  it("quotes parameter values and encodes what quotes cannot hold (RFC 6868)", () => {
    expect(paramValue('Say "hi"; ^ok\nnow')).toBe(`"Say ^'hi^'; ^^ok^nnow"`);
  });

  it("leaves short lines alone", () => {
    const line = `FN:${"x".repeat(72)}`;
    expect(foldLine(line)).toBe(line);
  });

  it("folds long lines at 75 octets with CRLF and a space, never splitting a character", () => {
    const line = `NOTE:${"é".repeat(60)}${"😀".repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
  });
});
