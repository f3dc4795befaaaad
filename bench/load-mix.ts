/**
 * What `npm run bench:load` and `npm run bench:load:slow-reader` share: the request mix, wrk running it, and the
 * readings taken of a server process.
 */
import { spawn, spawnSync } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_ORIGIN, benchEnv, benchNode, serverArgs } from "./spawn.js";
/**
 * Client addresses the requests come from. A pool rather than a fresh address per request: the quota keeps a
 * counter per client for its window, so a fresh address each time would grow memory for the whole window by
 * design and hide a leak behind it; 5,000 clients searching at this rate stay under the quota.
 */
export const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 5_000);

/** How long wrk waits for an answer before it counts the request as a socket timeout. */
export const WRK_TIMEOUT_S = 5;

/** The mix: mostly cacheable pages and API responses, one request in five a search. */
export const PATHS = [
  "/",
  "/agent",
  "/agent.md",
  "/story/org-b",
  "/llms.txt",
  "/openapi.json",
  "/api/v1",
  "/api/v1/profile",
  "/api/v1/chapters",
  "/api/v1/chapters/org-c-ai",
  "/api/v1/timeline",
  "/api/v1/talks",
  "/api/v1/search?q=design+systems",
  "/api/v1/search?q=keynote&type=talk",
  "/api/v1/search?q=where+did+he+study",
];

/** The wrk script: requests spread at random over `paths`, each from a random client address. */
export const mixScript = (paths: readonly string[]): string => `
local paths = { ${paths.map((p) => `"${p}"`).join(", ")} }
local threads = {}
function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end
function init(args)
  counts = {}
  math.randomseed(os.time() + id * 7919)
end
function request()
  local n = math.random(1, ${CLIENTS})
  local ip = "10." .. math.floor(n / 65536) .. "." .. (math.floor(n / 256) % 256) .. "." .. (n % 256)
  local accept = math.random(4) == 1 and "text/markdown" or "*/*"
  return wrk.format("GET", paths[math.random(#paths)], {
    ["X-Forwarded-For"] = ip, ["Accept"] = accept, ["Accept-Encoding"] = "gzip"
  })
end
function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
end
function done(summary, latency, requests)
  local statuses = {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("counts")) do statuses[tostring(status)] = (statuses[tostring(status)] or 0) + n end
  end
  local parts = {}
  for status, n in pairs(statuses) do table.insert(parts, string.format('"%s": %d', status, n)) end
  io.write(string.format(
    'RESULT {"requests": %d, "seconds": %.3f, "p50": %.3f, "p99": %.3f, "max": %.3f, ' ..
    '"errors": {"connect": %d, "read": %d, "write": %d, "timeout": %d, "status": %d}, "statuses": {%s}}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1e3, latency:percentile(99) / 1e3,
    latency.max / 1e3, summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout,
    summary.errors.status, table.concat(parts, ", ")))
end
`;

export interface WrkResult {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  errors: { connect: number; read: number; write: number; timeout: number; status: number };
  statuses: Record<string, number>;
}

export const runWrk = (port: number, script: string, seconds: number, connections: number): Promise<WrkResult> =>
  new Promise((resolve, reject) => {
    const wrk = spawn(
      "wrk",
      [
        "-t1",
        `-c${connections}`,
        `-d${seconds}s`,
        "--timeout",
        `${WRK_TIMEOUT_S}s`,
        "-s",
        script,
        `http://127.0.0.1:${port}`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    wrk.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    wrk.once("error", reject);
    wrk.once("exit", () => {
      const line = out.split("\n").find((l) => l.startsWith("RESULT "));
      if (!line) reject(new Error(`wrk printed no result:\n${out}`));
      else resolve(JSON.parse(line.slice("RESULT ".length)) as WrkResult);
    });
  });

export const percentile = (values: number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

/** wrk is a Debian package, not an npm one: say so before starting anything, rather than fail with a stack trace. */
export const requireWrk = (script: string): void => {
  if (spawnSync("wrk", ["--version"]).error) {
    console.error(`npm run ${script} needs wrk: apt-get install wrk (the Debian package)`);
    process.exit(1);
  }
};

/**
 * The built server, its stdout (the ready line, then one log line per request) going to a file as a log
 * collector would take it. Not a pipe to this process: Node writes a pipe on stdout synchronously, so the
 * server waits whenever the reader lags, and this process, sharing two saturated cores with the server and wrk,
 * lagged; the slowloris sockets it also holds were then timed seconds late. With `slowReader`, stdout is instead a
 * pipe to a reader that lags 1 s per 100 lines (slow-reader.mjs), as a stuck log collector would, writing the file.
 */
export const startServer = (
  logFile: string,
  options: { slowReader?: boolean; env?: Record<string, string> } = {},
): Promise<{ pid: number; port: number; stop: () => void }> =>
  new Promise((resolve, reject) => {
    const log = openSync(logFile, "w");
    const reader = options.slowReader
      ? spawn(benchNode(), [join(import.meta.dirname, "slow-reader.mjs"), logFile], {
          stdio: ["pipe", "inherit", "inherit"],
        })
      : undefined;
    const child = spawn(benchNode(), serverArgs(), {
      env: benchEnv({ PORT: "0", BASE_URL: BUILD_ORIGIN, TRUST_PROXY: "X-Forwarded-For", ...options.env }),
      stdio: ["ignore", reader?.stdin ?? log, "inherit"],
    });
    closeSync(log);
    child.once("exit", () => reader?.kill());
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
    const poll = setInterval(() => {
      const match = /127\.0\.0\.1:(\d+)/.exec(readFileSync(logFile, "utf8").slice(0, 4_096));
      if (match && child.pid !== undefined) {
        clearInterval(poll);
        resolve({ pid: child.pid, port: Number(match[1]), stop: () => child.kill("SIGTERM") });
      }
    }, 50);
  });
