import { describe, expect, it } from "vitest";
import { isRequestLineAt } from "./request-line.js";

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe("isRequestLineAt", () => {
  it("knows a request line with a method of token characters, lower case included", () => {
    expect(isRequestLineAt(bytes("FOO /api/v1/profile HTTP/1.1\r\nHost: x\r\n\r\n"), 1)).toBe(true);
    expect(isRequestLineAt(bytes("get / HTTP/1.1\r\n\r\n"), 0)).toBe(true);
    expect(isRequestLineAt(bytes("M-SEARCH * HTTP/1.1\r\n"), 2)).toBe(true);
  });

  it("takes a line still arriving when its method and a space have come", () => {
    expect(isRequestLineAt(bytes("FOO /api/v1/pro"), 1)).toBe(true);
    expect(isRequestLineAt(bytes("HELLO"), 2)).toBe(false);
  });

  it("tells bytes that are no request line", () => {
    expect(isRequestLineAt(bytes("HELLO\r\n\r\n"), 2)).toBe(false);
    expect(isRequestLineAt(bytes("G@T / HTTP/1.1\r\n\r\n"), 1)).toBe(false);
    expect(isRequestLineAt(bytes("GET /a b HTTP/1.1\r\n\r\n"), 1)).toBe(false);
    expect(isRequestLineAt(new Uint8Array([0x16, 0x03, 0x01, 0x02, 0x00]), 0)).toBe(false);
    expect(isRequestLineAt(new Uint8Array([0x00, 0xff, 0x0d, 0x0a]), 0)).toBe(false);
  });

  it("reads the line where the parser stopped, after requests already read from the same packet", () => {
    const pipelined = "GET / HTTP/1.1\r\nHost: a\r\n\r\n";
    expect(isRequestLineAt(bytes(`${pipelined}FOO /x HTTP/1.1\r\n\r\n`), pipelined.length + 1)).toBe(true);
    expect(isRequestLineAt(bytes(`${pipelined}HELLO\r\n\r\n`), pipelined.length + 2)).toBe(false);
  });
});
