import { spawn } from "node:child_process";
import fs, { mkdtempSync, openSync, readFileSync } from "node:fs";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { logSink } from "./log-sink.js";

/** `cat` between the sink and this test: while the test does not read cat's output, the pipe into cat fills. */
const reader = () => {
  const cat = spawn("cat", [], { stdio: ["pipe", "pipe", "ignore"] });
  cat.stdout.pause();
  const fd = (cat.stdin as unknown as Socket & { _handle: { fd: number } })._handle.fd;
  let output = "";
  return {
    fd,
    /** Starts reading again and resolves with everything cat passed on once `until` holds. */
    drain: (until: (text: string) => boolean) =>
      new Promise<string>((resolve) => {
        cat.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (until(output)) {
            cat.kill();
            resolve(output);
          }
        });
        cat.stdout.resume();
      }),
  };
};

describe("logSink", () => {
  it("never waits for a destination that stops reading: past its buffer it drops lines, then says how many", async () => {
    const { fd, drain } = reader();
    const sink = logSink(fd, 64 * 1024);
    const line = `${JSON.stringify({ n: 0, pad: "x".repeat(180) })}\n`;
    // Far more than the pipes and the buffer hold: written synchronously, this loop would never end.
    for (let i = 0; i < 20_000; i++) sink.write(line);
    const output = await drain((text) => text.includes("log_lines_dropped"));
    const report = JSON.parse(output.split("\n").find((l) => l.includes("log_lines_dropped")) ?? "{}") as {
      count: number;
    };
    const written = output.split("\n").filter((l) => l.startsWith('{"n"')).length;
    expect(report.count).toBeGreaterThan(0);
    expect(written + report.count).toBe(20_000);
    // Whole lines only: a drop never cuts one.
    for (const l of output.split("\n").filter(Boolean)) expect(() => JSON.parse(l)).not.toThrow();
  });

  it("writes every line when the destination keeps up, and flush waits for them", async () => {
    const { fd, drain } = reader();
    const sink = logSink(fd);
    for (let i = 0; i < 100; i++) sink.write(`line ${i}\n`);
    const flushed = new Promise<void>((resolve) => sink.flush(resolve));
    const output = await drain((text) => text.includes("line 99\n"));
    await flushed;
    expect(output.split("\n").filter(Boolean)).toHaveLength(100);
  });

  it("gathers the lines of many turns of the event loop into one write to the destination", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "log-sink-")), "out.log");
    const fd = openSync(file, "w");
    // Counts the writes the stream makes to this file, each still made; a gathering time longer than the test,
    // so only flush writes.
    const realWrite = fs.write;
    let writes = 0;
    fs.write = ((...args: Parameters<typeof fs.write>) => {
      if (args[0] === fd) writes++;
      return (realWrite as (...a: unknown[]) => void)(...args);
    }) as typeof fs.write;
    try {
      const sink = logSink(fd, undefined, 60_000);
      for (let i = 0; i < 20; i++) {
        sink.write(`line ${i}\n`);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(writes, "writes before the lines were gathered").toBe(0);
      await new Promise<void>((resolve) => sink.flush(resolve));
      expect(writes).toBe(1);
      expect(readFileSync(file, "utf8").split("\n").filter(Boolean)).toHaveLength(20);
    } finally {
      fs.write = realWrite;
    }
  });
});
