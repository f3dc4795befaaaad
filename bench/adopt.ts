/**
 * `npm run bench:adopt -- <json-resume | linkedin>`: a new owner's first hour, timed. From a fresh clone of this
 * repository's last commit, in a temporary folder: `npm install`, `npm run import -- <the fixture>` (the JSON Resume
 * schema's own sample, or the synthetic LinkedIn export zipped from test/fixtures/linkedin-export), `npm test`, then
 * `npm start`, whose every surface (API, MCP, pages and their Markdown twins, llms.txt) must name the imported person.
 * No hand edit anywhere. Prints each step's wall time and exits non-zero when a step fails or the whole run takes
 * longer than the goal. The clone gets this environment (CI=true makes missing test tools fail, as in CI).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
import Papa from "papaparse";

const GOAL_S = 600;
const ROOT = fileURLToPath(new URL("../", import.meta.url));
const LINKEDIN_DIR = join(ROOT, "test/fixtures/linkedin-export");
const kind = process.argv[2];
if (kind !== "json-resume" && kind !== "linkedin") {
  console.error("usage: npm run bench:adopt -- <json-resume | linkedin>");
  process.exit(2);
}

/** Runs a command in the clone with its output passed through; resolves with its exit code. */
const run = (cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "inherit", "inherit"] });
    child.once("exit", (code) => resolve(code ?? 1));
  });

/** The fixture as the file an owner would have, and the person's name it holds. */
const fixture = (clone: string): { file: string; name: string } => {
  if (kind === "json-resume") {
    const file = join(clone, "node_modules/@jsonresume/schema/sample.resume.json");
    return { file, name: (JSON.parse(readFileSync(file, "utf8")) as { basics: { name: string } }).basics.name };
  }
  const file = join(clone, "..", "linkedin-export.zip");
  writeFileSync(
    file,
    zipSync(
      Object.fromEntries(
        readdirSync(LINKEDIN_DIR).map((n) => [`Basic_LinkedInDataExport/${n}`, readFileSync(join(LINKEDIN_DIR, n))]),
      ),
    ),
  );
  const profile = Papa.parse<Record<string, string>>(readFileSync(join(LINKEDIN_DIR, "Profile.csv"), "utf8"), {
    header: true,
  }).data[0];
  return { file, name: `${profile?.["First Name"]} ${profile?.["Last Name"]}` };
};

/** A port nothing listens on now. */
const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/**
 * `npm start` in the clone, on a free port given as PORT (so its own origin, from PORT, is where it is reached);
 * resolves with the child and the port it printed once ready.
 */
const startServer = async (clone: string): Promise<{ child: ChildProcess; port: number }> => {
  const env = { ...process.env, PORT: String(await freePort()) };
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["start"], { cwd: clone, env, detached: true });
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const port = /^Serving \S+ on http:\/\/[^:]+:(\d+)/m.exec(out)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.stderr?.pipe(process.stderr);
    child.once("exit", (code) => reject(new Error(`npm start exited with ${code}:\n${out}`)));
  });
};

/** What each surface answers, and whether it names the person. */
const probe = async (port: number, name: string): Promise<[string, boolean][]> => {
  const base = `http://127.0.0.1:${port}`;
  const text = async (path: string, init?: RequestInit): Promise<string> => {
    const res = await fetch(`${base}${path}`, init);
    return res.ok ? await res.text() : `HTTP ${res.status}`;
  };
  const mcp = (body: object): Promise<string> =>
    text("/mcp", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": "2025-06-18",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, ...body }),
    });
  const surfaces: [string, Promise<string>][] = [
    ["API /api/v1/profile", text("/api/v1/profile")],
    ["MCP tools/call get_profile", mcp({ method: "tools/call", params: { name: "get_profile", arguments: {} } })],
    ["page /", text("/")],
    ["Markdown twin /index.md", text("/index.md")],
    ["/llms.txt", text("/llms.txt")],
  ];
  return Promise.all(
    surfaces.map(async ([label, body]): Promise<[string, boolean]> => [label, (await body).includes(name)]),
  );
};

const clone = join(mkdtempSync(join(tmpdir(), "adopt-")), "profile");
const steps: [string, number, boolean][] = [];
const step = async (label: string, work: () => Promise<boolean>): Promise<boolean> => {
  const started = Date.now();
  const ok = await work();
  steps.push([label, (Date.now() - started) / 1000, ok]);
  return ok;
};
const started = Date.now();
let surfaces: [string, boolean][] = [];
try {
  const passed =
    (await step("git clone", async () => (await run(ROOT, "git", ["clone", "--quiet", ROOT, clone])) === 0)) &&
    (await step("npm install", async () => (await run(clone, "npm", ["install", "--no-audit", "--no-fund"])) === 0)) &&
    (await step(`npm run import -- <${kind} fixture>`, async () => {
      const { file } = fixture(clone);
      return (await run(clone, "npm", ["run", "import", "--", file])) === 0;
    })) &&
    (await step("npm test", async () => (await run(clone, "npm", ["test"])) === 0)) &&
    (await step("npm start, then every surface names the person", async () => {
      const server = await startServer(clone);
      try {
        surfaces = await probe(server.port, fixture(clone).name);
        return surfaces.every(([, ok]) => ok);
      } finally {
        if (server.child.pid !== undefined) process.kill(-server.child.pid, "SIGTERM");
      }
    }));
  const total = (Date.now() - started) / 1000;
  console.log(`\nadopting the ${kind} fixture from a fresh clone, ${new Date().toISOString()}\n`);
  console.log("| step | wall s | result |");
  console.log("|---|---:|---|");
  for (const [label, seconds, ok] of steps)
    console.log(`| ${label} | ${seconds.toFixed(1)} | ${ok ? "ok" : "FAILED"} |`);
  for (const [label, ok] of surfaces) console.log(`| names the person: ${label} | | ${ok ? "ok" : "FAILED"} |`);
  const inTime = total < GOAL_S;
  const verdict = !passed ? "FAILED (a step failed)" : inTime ? "ok" : "MISSED";
  console.log(`| total | ${total.toFixed(1)} | ${verdict} (goal: every step green in < ${GOAL_S} s) |`);
  process.exitCode = passed && inTime ? 0 : 1;
} finally {
  rmSync(join(clone, ".."), { recursive: true, force: true });
}
