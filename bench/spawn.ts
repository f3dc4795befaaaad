/** Starting a benchmark's server process and reading its port from what it prints. */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseConfig } from "../src/config.js";

/**
 * The Node that runs every benchmarked process. npm puts node_modules/.bin first on a script's PATH, and the
 * conformance suites' pinned Node 22 package links itself there as `node` whenever npm relinks bins without running
 * the postinstall that removes it (`npm install <package>` does): figures would then be Node 22's, silently.
 */
export const benchNode = (): string => {
  if (process.execPath.includes("node_modules")) {
    console.error(
      `benchmarks must run on the supported Node, not ${process.execPath} (${process.version}); ` +
        "remove the link with `node scripts/build/postinstall.mjs` and run again",
    );
    process.exit(1);
  }
  return process.execPath;
};

/**
 * The environment of every benchmarked process (the bare baseline too): this one's, less NODE_EXTRA_CA_CERTS. A
 * machine behind a TLS proxy sets it, and Node 20 reads and parses the whole bundle at start (here about 80 ms and
 * 2 MB more per process) although the service never makes a TLS connection; the figures are the service's.
 */
export const benchEnv = (env: Record<string, string>): NodeJS.ProcessEnv => {
  const { NODE_EXTRA_CA_CERTS: _, ...rest } = process.env;
  return { ...rest, ...env };
};

/**
 * The origin `npm run build` compiled its start snapshot for, in this same environment: a benchmarked server serves
 * it (listening on a free port), so it starts from the snapshot as `npm start` does.
 */
export const BUILD_ORIGIN = parseConfig(process.env).baseUrl;

/**
 * The arguments `npm start` gives node (its V8 flags, then the bundle), read from package.json so that every
 * benchmark runs the server exactly as it is started in production.
 */
export const serverArgs = (): string[] => {
  const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    scripts: { start: string };
  };
  const command = /(?:^|&& )node ([^&]+)$/.exec(scripts.start)?.[1];
  if (!command) throw new Error(`package.json's start script does not end with a node command: ${scripts.start}`);
  return command.trim().split(/\s+/);
};

export const start = (
  command: string,
  args: string[],
  env: Record<string, string>,
  pattern: RegExp,
): Promise<{ child: ChildProcess; port: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: benchEnv(env), stdio: ["ignore", "pipe", "inherit"] });
    child.once("exit", (code) => reject(new Error(`${command} exited with ${code}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = pattern.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]) });
    });
  });

/** The bare node:http yardstick (bench/baseline.ts) serving the responses recorded in a file. */
export const startBaseline = (responsesFile: string): Promise<{ child: ChildProcess; port: number }> =>
  start(benchNode(), ["--import", "tsx", "bench/baseline.ts", responsesFile], {}, /listening (\d+)/);
