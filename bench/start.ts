/**
 * `npm run bench:start`: how fast the built server starts and how much memory it holds. For each content set
 * (the shipped content; a synthetic one of 10,000 records in a temp CONTENT_DIR) it spawns a process, times
 * spawn → first answered `GET /api/v1/profile`, warms it up (search, a page, an MCP call) and reads its RSS.
 * Medians of several runs, next to two baselines from the same run: bare node:http (the floor) and the
 * previous way of starting (`tsx src/server.ts`). Run after `npm run build` (the script does).
 *
 * The servers serve the origin the build compiled for (BASE_URL, else the default), as `npm start` does, so the
 * shipped content starts from the build's snapshot (src/node/snapshot.ts); one more row serves another origin,
 * which compiles and renders at start, the cost the snapshot saves (and what edited content costs).
 */

import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DEFAULT_CONTENT_DIR, loadContentFiles, PACKAGE_ROOT } from "../src/content/load.js";
import { rssMb } from "./proc.js";
import { BUILD_ORIGIN, benchEnv, benchNode, serverArgs } from "./spawn.js";
import { SYNTHETIC_RECORDS, synthesize } from "./synthetic.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGETS = { startMs: 300, rssMb: 80 } as const;
const READY = /on http:\/\/[^:]+:(\d+)/;

interface Sample {
  readonly startMs: number;
  readonly rssMb: number;
}

const waitForPort = (child: ChildProcess): Promise<number> =>
  new Promise((resolve, reject) => {
    let output = "";
    child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${output}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
  });

const WARM_UP = [
  "/api/v1/search?q=design+systems",
  "/agent",
  "/api/v1/chapters/org-b",
  "/llms-full.txt",
  "/openapi.json",
] as const;

const mcpSearch = (origin: string): Promise<Response> =>
  fetch(`${origin}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-11-25",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "search", arguments: { query: "design" } },
    }),
  });

const once = async (command: string, args: string[], env: Record<string, string>): Promise<Sample> => {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: PACKAGE_ROOT,
    env: benchEnv({ PORT: "0", BASE_URL: BUILD_ORIGIN, LOG_REQUESTS: "0", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    const origin = `http://127.0.0.1:${await waitForPort(child)}`;
    const first = await fetch(`${origin}/api/v1/profile`);
    await first.arrayBuffer();
    const startMs = performance.now() - started;
    if (first.status !== 200) throw new Error(`first answer was ${first.status}`);
    for (let round = 0; round < 3; round++) {
      for (const path of WARM_UP) await (await fetch(`${origin}${path}`)).arrayBuffer();
      await (await mcpSearch(origin)).arrayBuffer();
    }
    return { startMs, rssMb: child.pid ? rssMb(child.pid) : 0 };
  } finally {
    child.kill("SIGKILL");
  }
};

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const measure = async (name: string, command: string, args: string[], env: Record<string, string> = {}) => {
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await once(command, args, env));
  return { name, startMs: median(samples.map((s) => s.startMs)), rssMb: median(samples.map((s) => s.rssMb)) };
};

const syntheticDir = mkdtempSync(join(tmpdir(), "bench-start-"));
for (const [file, text] of Object.entries(synthesize(await loadContentFiles()))) {
  await mkdir(dirname(join(syntheticDir, file)), { recursive: true });
  writeFileSync(join(syntheticDir, file), text);
}
// The records' images are files beside the texts, not content texts: the synthetic copies name the same ones.
const images = join(DEFAULT_CONTENT_DIR, "images");
if (existsSync(images)) cpSync(images, join(syntheticDir, "images"), { recursive: true });

const BARE =
  "require('node:http').createServer((q, s) => s.end('{}')).listen(0, '127.0.0.1', function () { console.log('on http://127.0.0.1:' + this.address().port) })";
const bareProbe = ["-e", BARE];
const node = benchNode();

try {
  const rows = [
    await measure("bare node:http (floor)", node, bareProbe),
    await measure("node dist/server.js, shipped content", node, serverArgs()),
    await measure("node dist/server.js, shipped content, compiled at start (another origin)", node, serverArgs(), {
      BASE_URL: "http://127.0.0.1:9",
    }),
    await measure(
      `node dist/server.js, ${SYNTHETIC_RECORDS.toLocaleString("en")} synthetic records`,
      node,
      serverArgs(),
      {
        CONTENT_DIR: syntheticDir,
      },
    ),
    // tsx's CLI would run the server in a child process; its loader in one process measures the same work.
    await measure("tsx src/server.ts (before), shipped content", node, ["--import", "tsx", "src/server.ts"]),
  ];
  const floor = rows[0]?.startMs ?? 1;
  console.log(
    `\nstart-up — Node ${process.version}, median of ${RUNS} runs, load average ${loadavg()[0]?.toFixed(2)} ` +
      "(wall-clock: a busy machine inflates every row; compare ratios)" +
      (process.env.NODE_EXTRA_CA_CERTS ? "; NODE_EXTRA_CA_CERTS left out of every process's environment" : "") +
      "\n",
  );
  console.log("| process | start → first answer ms | ratio to bare node | RSS after warm-up MB |");
  console.log("|---|---:|---:|---:|");
  for (const r of rows) {
    console.log(`| ${r.name} | ${Math.round(r.startMs)} | ${(r.startMs / floor).toFixed(1)} | ${r.rssMb.toFixed(0)} |`);
  }
  const shipped = rows[1];
  if (shipped) {
    console.log(
      `\ntargets on shipped content: start < ${TARGETS.startMs} ms: ${shipped.startMs < TARGETS.startMs ? "ok" : "MISSED"}; ` +
        `RSS < ${TARGETS.rssMb} MB: ${shipped.rssMb < TARGETS.rssMb ? "ok" : "MISSED"}`,
    );
  }
} finally {
  rmSync(syntheticDir, { recursive: true, force: true });
}
