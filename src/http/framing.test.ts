import { describe, expect, it } from "vitest";
import { absoluteFormHost, framingProblem, type RequestHead, transferCodings } from "./framing.js";

const head = (version: string, ...lines: string[]): RequestHead => {
  const [major = "", minor = ""] = version.split(".");
  return {
    versionMajor: Number(major),
    versionMinor: Number(minor),
    rawHeaders: lines.flatMap((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon), line.slice(colon + 1).trim()];
    }),
  };
};

describe("framingProblem", () => {
  it("lets ordinary requests through, HTTP/1.0 without Host included", () => {
    expect(framingProblem(head("1.1", "Host: x"))).toBeNull();
    expect(framingProblem(head("1.1", "Host: x", "Transfer-Encoding: chunked"))).toBeNull();
    expect(framingProblem(head("1.1", "Host: x", "transfer-encoding: CHUNKED"))).toBeNull();
    expect(framingProblem(head("1.1", "Host: x", "Transfer-Encoding: , chunked"))).toBeNull();
    expect(framingProblem(head("1.1", "Host: x", "Content-Length: 2"))).toBeNull();
    expect(framingProblem(head("1.0"))).toBeNull();
    expect(framingProblem(head("1.0", "Host: x"))).toBeNull();
  });

  it("refuses a Transfer-Encoding that is not chunked alone, over every line of the field", () => {
    for (const codings of [["xchunked"], ["gzip"], ["identity"], ["chunked, gzip"], ["gzip, chunked"], [""]]) {
      const lines = codings.map((c) => `Transfer-Encoding: ${c}`);
      expect(framingProblem(head("1.1", "Host: x", ...lines)), codings.join("|")).toBe("transfer_encoding");
    }
    expect(framingProblem(head("1.1", "Host: x", "Transfer-Encoding: chunked", "Transfer-Encoding: gzip"))).toBe(
      "transfer_encoding",
    );
    expect(framingProblem(head("1.1", "Host: x", "Transfer-Encoding: gzip", "Transfer-Encoding: chunked"))).toBe(
      "transfer_encoding",
    );
  });

  it("refuses Transfer-Encoding in HTTP/1.0, even chunked", () => {
    expect(framingProblem(head("1.0", "Transfer-Encoding: chunked"))).toBe("transfer_encoding");
  });

  it("refuses two Host lines, and HTTP/1.1 without one", () => {
    expect(framingProblem(head("1.1", "Host: x", "host: y"))).toBe("host");
    expect(framingProblem(head("1.1"))).toBe("host");
    expect(framingProblem(head("1.0", "Host: x", "Host: x"))).toBe("host");
  });

  it("refuses versions other than 1.0 and 1.1", () => {
    for (const version of ["2.0", "0.9", "1.2", "3.0"]) {
      expect(framingProblem(head(version, "Host: x")), version).toBe("version");
    }
  });
});

describe("transferCodings", () => {
  it("joins the lines of the field and drops empty list elements", () => {
    expect(transferCodings(["gzip ,", " Chunked"])).toEqual(["gzip", "chunked"]);
    expect(transferCodings([""])).toEqual([]);
  });
});

describe("absoluteFormHost", () => {
  it("names the host of an absolute-form target, and nothing for any other form", () => {
    expect(absoluteFormHost("http://example.com:8080/mcp?x=1")).toBe("example.com:8080");
    expect(absoluteFormHost("https://example.com")).toBe("example.com");
    expect(absoluteFormHost("http://[::1]:80/")).toBe("[::1]:80");
    for (const target of ["/mcp", "*", "example.com:443", "/http://example.com/", "http:///mcp"]) {
      expect(absoluteFormHost(target), target).toBeUndefined();
    }
  });
});
