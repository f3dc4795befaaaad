import { describe, expect, it } from "vitest";
import { modernRequestJudge } from "./classify.js";

const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "probe", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
};

/** The headers of a 2026-07-28 request for `method`, counting how often the SDK's classifier reads them. */
const headers = (method: string) => {
  let reads = 0;
  const values: Record<string, string> = { "mcp-protocol-version": "2026-07-28", "mcp-method": method };
  const header = (name: string): string | undefined => {
    if (name === "mcp-protocol-version") reads++;
    return values[name];
  };
  return { header, reads: () => reads };
};

const judged = (judge: ReturnType<typeof modernRequestJudge>, method: string, meta: unknown, id: unknown = 1) => {
  const { header, reads } = headers(method);
  const message = { jsonrpc: "2.0", id, method, params: meta === undefined ? {} : { _meta: meta } };
  return { accepted: judge(header, method, message, meta), classified: reads() > 0 };
};

describe("modernRequestJudge", () => {
  it("asks the SDK once per method and envelope it accepts, then remembers", () => {
    const judge = modernRequestJudge();
    expect(judged(judge, "tools/list", META)).toEqual({ accepted: true, classified: true });
    expect(judged(judge, "tools/list", { ...META }, "other id")).toEqual({ accepted: true, classified: false });
    expect(judged(judge, "tools/call", META)).toEqual({ accepted: true, classified: true });
  });

  it("asks again for any other envelope, and every time for one it refuses", () => {
    const judge = modernRequestJudge();
    judged(judge, "tools/list", META);
    const traced = { ...META, traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01" };
    expect(judged(judge, "tools/list", traced)).toEqual({ accepted: true, classified: true });
    const wrongInfo = { ...META, "io.modelcontextprotocol/clientInfo": { name: 7 } };
    for (let i = 0; i < 2; i++)
      expect(judged(judge, "tools/list", wrongInfo)).toEqual({ accepted: false, classified: true });
    for (let i = 0; i < 2; i++)
      expect(judged(judge, "tools/list", undefined)).toEqual({ accepted: false, classified: true });
  });

  it("knows an envelope object it accepted again without writing its JSON", () => {
    const judge = modernRequestJudge();
    let reads = 0;
    const meta = { ...META };
    Object.defineProperty(meta, "io.modelcontextprotocol/clientCapabilities", {
      enumerable: true,
      get: () => {
        reads++;
        return {};
      },
    });
    expect(judged(judge, "tools/list", meta).accepted).toBe(true);
    const after = reads;
    expect(judged(judge, "tools/list", meta)).toEqual({ accepted: true, classified: false });
    expect(reads, "the envelope's members read again").toBe(after);
    expect(judged(judge, "prompts/list", meta).accepted, "another method").toBe(true);
    expect(reads).toBeGreaterThan(after);
  });
});
