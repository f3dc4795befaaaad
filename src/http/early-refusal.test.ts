import { describe, expect, it } from "vitest";
import { earlyRefusal, earlyRefusalKind, earlyRefusalStatus } from "./early-refusal.js";

const docs = (code: string): string => `https://example.com/errors#${code}`;

describe("earlyRefusal", () => {
  it("says nothing to a peer that reset the connection, or for errors that are not the parser's", () => {
    expect(earlyRefusal("ECONNRESET", docs)).toBeNull();
    expect(earlyRefusal(undefined, docs)).toBeNull();
  });

  it("answers a header timeout with the bare 408 Node writes, and closes", () => {
    expect(earlyRefusal("ERR_HTTP_REQUEST_TIMEOUT", docs)).toBe(
      "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n",
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
});
