import { describe, expect, it } from "vitest";
import { earlyRefusal, earlyRefusalKind, earlyRefusalStatus } from "./early-refusal.js";

const docs = (code: string): string => `https://example.com/errors#${code}`;

describe("earlyRefusal", () => {
  it("says nothing to a peer that reset the connection, or for errors that are not the parser's", () => {
    expect(earlyRefusal("ECONNRESET", docs)).toBeNull();
    expect(earlyRefusal(undefined, docs)).toBeNull();
  });

  it("refuses nothing after a request that closes its connection: those are pipelined requests left unread", () => {
    expect(earlyRefusal("HPE_CLOSED_CONNECTION", docs)).toBeNull();
  });

  it("answers a header timeout with the bare 408 Node writes, dated, and closes", () => {
    const now = new Date("2026-01-02T03:04:05Z");
    expect(earlyRefusal("ERR_HTTP_REQUEST_TIMEOUT", docs, undefined, undefined, now)).toBe(
      "HTTP/1.1 408 Request Timeout\r\nDate: Fri, 02 Jan 2026 03:04:05 GMT\r\nConnection: close\r\n\r\n",
    );
  });

  it("counts Content-Length in bytes, not characters", () => {
    const response = earlyRefusal("HPE_INVALID_METHOD", (code) => `https://example.com/é/${code}`) ?? "";
    const [head = "", body = ""] = response.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(head).toContain(`Content-Length: ${new TextEncoder().encode(body).length}`);
  });
});

describe("earlyRefusalKind", () => {
  it("names what each parser error refuses, with the status its answer carries", () => {
    const named = [
      "HPE_INVALID_METHOD",
      "HPE_HEADER_OVERFLOW",
      "HPE_INVALID_HEADER_TOKEN",
      "ERR_HTTP_REQUEST_TIMEOUT",
    ].map((code) => {
      const kind = earlyRefusalKind(code);
      return kind && [kind, earlyRefusalStatus(kind)];
    });
    expect(named).toEqual([
      ["method", 405],
      ["headers_too_large", 431],
      ["malformed", 400],
      ["headers_timeout", 408],
    ]);
    expect(earlyRefusalKind("ECONNRESET")).toBeNull();
  });

  it("tells a request with an unknown method (405) from bytes that are no request at all (400)", () => {
    const refused = (text: string, at: number) => ({ bytes: new TextEncoder().encode(text), at });
    expect(earlyRefusalKind("HPE_INVALID_METHOD", refused("FOO /x HTTP/1.1\r\n\r\n", 1))).toBe("method");
    expect(earlyRefusalKind("HPE_INVALID_METHOD", refused("HELLO\r\n\r\n", 2))).toBe("malformed");
    expect(earlyRefusalKind("HPE_INVALID_TRANSFER_ENCODING")).toBe("transfer_encoding");
  });

  it("tells a major version this server does not speak (505) from a version that is malformed (400)", () => {
    const version = (line: string) =>
      earlyRefusalKind("HPE_INVALID_VERSION", {
        bytes: new TextEncoder().encode(`${line}\r\nHost: x\r\n\r\n`),
        at: line.length,
      });
    expect(version("GET /x HTTP/9.9")).toBe("version");
    expect(version("GET /x HTTP/3.0")).toBe("version");
    expect(earlyRefusalStatus("version")).toBe(505);
    expect(version("GET /x HTTP/1.2")).toBe("malformed");
    expect(version("GET /x HTTP/1")).toBe("malformed");
    expect(version("GET /x HTTP/1.")).toBe("malformed");
    expect(earlyRefusalKind("HPE_INVALID_VERSION")).toBe("malformed");
  });

  it("tells a request line too long to read (414) from headers too large (431)", () => {
    const refused = (text: string, at = text.length) => ({ bytes: new TextEncoder().encode(text), at });
    const longTarget = `/api/v1/search?q=${"a".repeat(20_000)}`;
    const overflow = (text: string, at?: number) => earlyRefusalKind("HPE_HEADER_OVERFLOW", refused(text, at));
    // The whole line in the packet, or its start, with the target still arriving.
    expect(overflow(`GET ${longTarget}`)).toBe("uri_too_long");
    const whole = `GET ${longTarget} HTTP/1.1\r\nHost: x\r\n\r\n`;
    expect(overflow(whole, whole.indexOf(" HTTP/"))).toBe("uri_too_long");
    // A later packet of the line, which ends in it.
    const tail = `aaaa HTTP/1.1\r\nHost: x\r\n\r\n`;
    expect(overflow(tail, 4)).toBe("uri_too_long");
    // A header line that overflows, after a short request line or a long one that fit.
    const header = `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(17_000)}\r\n\r\n`;
    expect(overflow(header, header.length - 4)).toBe("headers_too_large");
    const both = `GET /${"a".repeat(10_000)} HTTP/1.1\r\nX-Big: ${"b".repeat(8_000)}\r\n\r\n`;
    expect(overflow(both, both.length - 4)).toBe("headers_too_large");
    expect(earlyRefusalStatus("uri_too_long")).toBe(414);
  });
});
