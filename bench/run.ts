/**
 * `npm run bench`: load-tests the service against a bare node:http baseline in the same run and prints
 * requests per second, latency and the ratio to the baseline. Each server runs in its own process; the load
 * generator shares the machine's cores with them, so only ratios from one run are comparable.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const start = (
  command: string,
  args: string[],
  env: Record<string, string>,
  pattern: RegExp,
): Promise<{ child: ChildProcess; port: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
    child.once("exit", (code) => reject(new Error(`${command} exited with ${code}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = pattern.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]) });
    });
  });

let client = 0;
/** Every request comes from a different client (via the trusted proxy header) so the quota measures nothing. */
const freshClient = (request: autocannon.Request): autocannon.Request => {
  client += 1;
  return {
    ...request,
    headers: {
      ...(request.headers as Record<string, string>),
      "x-bench-client": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    },
  };
};

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const measure = async (name: string, url: string, options: Partial<autocannon.Options> = {}): Promise<Row> => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
};

const service = await start(
  process.execPath,
  ["--import", "tsx", "src/server.ts"],
  { PORT: "0", TRUST_PROXY: "X-Bench-Client" },
  /127\.0\.0\.1:(\d+)/,
);
const origin = `http://127.0.0.1:${service.port}`;
const profile = await (await fetch(`${origin}/api/v1/profile`)).text();
const dir = mkdtempSync(join(tmpdir(), "bench-"));
writeFileSync(join(dir, "profile.json"), profile);
const baseline = await start(
  process.execPath,
  ["--import", "tsx", "bench/baseline.ts", join(dir, "profile.json")],
  {},
  /listening (\d+)/,
);

/** One MCP request per era: legacy (2025-11-25, after an initialize a client made earlier) and 2026-07-28. */
const MODERN_META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "bench", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
};
const mcpRequest = (era: "legacy" | "modern", method: string, params: Record<string, unknown>) => {
  const modern = era === "modern";
  const name = typeof params.name === "string" ? params.name : undefined;
  return {
    method: "POST" as const,
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method,
      params: modern ? { ...params, _meta: MODERN_META } : params,
    }),
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": modern ? "2026-07-28" : "2025-11-25",
      ...(modern ? { "mcp-method": method, ...(name ? { "mcp-name": name } : {}) } : {}),
    },
    setupRequest: freshClient,
  };
};
const SEARCH = { name: "search", arguments: { query: "design systems" } };
const MCP_TARGETS: [string, "legacy" | "modern", string, Record<string, unknown>][] = [
  ["POST /mcp tools/call search (2025-11-25)", "legacy", "tools/call", SEARCH],
  ["POST /mcp tools/call search (2026-07-28)", "modern", "tools/call", SEARCH],
  ["POST /mcp tools/list (2025-11-25)", "legacy", "tools/list", {}],
  ["POST /mcp tools/list (2026-07-28)", "modern", "tools/list", {}],
];

try {
  const rows: Row[] = [];
  rows.push(await measure("baseline: node:http, fixed bytes", `http://127.0.0.1:${baseline.port}/`));
  rows.push(await measure("GET /api/v1/profile", `${origin}/api/v1/profile`));
  rows.push(
    await measure("GET /api/v1/chapters/org-b (304)", `${origin}/api/v1/chapters/org-b`, {
      headers: { "if-none-match": (await fetch(`${origin}/api/v1/chapters/org-b`)).headers.get("etag") ?? "" },
    }),
  );
  rows.push(await measure("GET /agent (HTML page)", `${origin}/agent`));
  rows.push(
    await measure("GET /api/v1/search?q=design+systems", `${origin}/api/v1/search?q=design+systems`, {
      requests: [{ method: "GET", setupRequest: freshClient }],
    }),
  );
  for (const [name, era, method, params] of MCP_TARGETS) {
    const request = mcpRequest(era, method, params);
    const check = await fetch(`${origin}/mcp`, { method: "POST", headers: request.headers, body: request.body });
    if (check.status !== 200) throw new Error(`${name}: ${check.status} ${await check.text()}`);
    rows.push(await measure(name, `${origin}/mcp`, { requests: [request] }));
  }

  const base = rows[0]?.rps ?? 1;
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}\n`);
  console.log("| target | req/s | ratio to baseline | p50 ms | p99 ms | errors | non-2xx |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${(r.rps / base).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
    );
  }
} finally {
  service.child.kill("SIGTERM");
  baseline.child.kill("SIGTERM");
}
