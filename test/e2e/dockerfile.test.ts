/**
 * The Dockerfile, replayed: no image builder here can pull a base image, so its steps run in order in scratch
 * folders, one per stage, each holding only what the Dockerfile copies into it (the build context filtered by
 * .dockerignore, or the build stage's files). The runtime stage is then started as its CMD says, on this Node 20
 * (the base image's major), and must answer /healthz and /api/v1/profile. Nothing above the scratch folder has a
 * node_modules, so a bundle that still needed a package would fail to start.
 *
 * One step is not run as written: `npm install`. Run for real from npm's cache (`npm install --offline --no-audit
 * --no-fund`, the lock and package.json alone in a folder) it succeeded but took 6 min 49 s on this 2-core machine
 * (every devDependency: wrangler, bun, deno, a second Node), too long for the test suite, and a test may not
 * reach the registry. The step is replayed as what it leaves behind: the installed
 * packages (linked one by one from this checkout's node_modules, so nothing there is changed) and the root
 * package's install scripts, run as npm runs them at the end of an install — the part that reads files of the
 * context, and what broke when scripts/build/postinstall.mjs was copied after the install.
 */
import { spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContentFiles } from "../../src/content/load.js";
import { findPlaceholders } from "../../src/content/placeholders.js";
import { parseDockerfile, type Stage } from "../support/dockerfile.js";
import { freePort } from "../support/port.js";
import { ROOT, runCommand } from "../support/spawn.js";

const scratch = await mkdtemp(join(tmpdir(), "dockerfile-replay-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The root package's scripts npm runs at the end of `npm install`, in its order. */
const INSTALL_SCRIPTS = ["preinstall", "install", "postinstall", "prepublish", "preprepare", "prepare", "postprepare"];

/** .dockerignore's patterns, as this project writes them: names and `*.ext`, matched against each path's parts. */
const ignored = async (): Promise<(path: string) => boolean> => {
  const patterns = (await readFile(join(ROOT, ".dockerignore"), "utf8"))
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  const matchers = patterns.map((p) => new RegExp(`^${p.replace(/[.]/g, "\\.").replace(/\*/g, "[^/]*")}$`));
  return (path) => path.split("/").some((part) => matchers.some((m) => m.test(part)));
};

/** `npm install`'s result: every installed package linked (not the folder: the scripts may change .bin). */
const linkInstalledPackages = async (app: string): Promise<void> => {
  const source = join(ROOT, "node_modules");
  const target = join(app, "node_modules");
  await mkdir(join(target, ".bin"), { recursive: true });
  for (const entry of await readdir(source)) {
    if (entry === ".bin") continue;
    await symlink(join(source, entry), join(target, entry));
  }
  for (const entry of await readdir(join(source, ".bin"))) {
    await symlink(await readlink(join(source, ".bin", entry)), join(target, ".bin", entry));
  }
};

interface Replayed {
  readonly root: string;
  readonly env: Record<string, string>;
  readonly workdir: string;
  readonly cmd: readonly string[];
}

/**
 * The container's environment: its ENV over a PATH that finds this Node 20 and the system's tools, and nothing
 * of the test's (vitest sets BASE_URL=/; npx puts this checkout's node_modules/.bin first on PATH).
 */
const containerEnv = (env: Record<string, string>): Record<string, string> => ({
  PATH: [dirname(process.execPath), "/usr/local/bin", "/usr/bin", "/bin"].join(":"),
  HOME: join(scratch, "home"),
  ...env,
});

const run = async (command: string, cwd: string, env: Record<string, string>): Promise<void> => {
  const done = await runCommand("sh", ["-c", command], { cwd, env: containerEnv(env), timeout: 300_000 });
  if (done.code !== 0) throw new Error(`RUN ${command} failed (${done.code}):\n${done.stderr || done.stdout}`);
};

/** The build context's folders a replay takes from elsewhere (content/ holding another record). */
type ContextSwaps = Readonly<Record<string, string>>;

const replayStage = async (
  stage: Stage,
  index: number,
  built: Map<string, Replayed>,
  buildArgs: Readonly<Record<string, string>>,
  swaps: ContextSwaps = {},
): Promise<Replayed> => {
  const root = await mkdtemp(join(scratch, `stage-${index}-`));
  await mkdir(root, { recursive: true });
  const inside = (path: string, workdir: string): string =>
    join(root, path.startsWith("/") ? path : join(workdir, path));
  const skip = await ignored();
  const env: Record<string, string> = {};
  // Build arguments reach the stage's RUN steps, never the image's environment.
  const args: Record<string, string> = {};
  let workdir = "/";
  let cmd: readonly string[] = [];
  for (const step of stage.steps) {
    switch (step.op) {
      case "WORKDIR":
        workdir = step.path.startsWith("/") ? step.path : join(workdir, step.path);
        await mkdir(inside(workdir, "/"), { recursive: true });
        break;
      case "ENV":
        Object.assign(env, step.vars);
        break;
      case "ARG": {
        const value = buildArgs[step.name] ?? step.default;
        if (value !== undefined) args[step.name] = value;
        break;
      }
      case "COPY": {
        const from = step.from === undefined ? undefined : built.get(step.from);
        if (step.from !== undefined && !from) throw new Error(`COPY --from=${step.from}: no such stage`);
        const toDir = step.dest.endsWith("/") || step.sources.length > 1;
        for (const source of step.sources) {
          const origin = from ? join(from.root, source) : (swaps[source] ?? join(ROOT, source));
          if (!from && skip(source)) throw new Error(`COPY ${source}: excluded by .dockerignore`);
          const dest = inside(step.dest, workdir);
          const isDir = (await stat(origin)).isDirectory();
          const to = toDir && !isDir ? join(dest, basename(source)) : dest;
          await mkdir(isDir ? to : dirname(to), { recursive: true });
          await cp(origin, to, {
            recursive: true,
            filter: (path) => from !== undefined || source in swaps || !skip(relative(ROOT, path)),
          });
        }
        break;
      }
      case "RUN": {
        const cwd = inside(workdir, "/");
        if (/^npm (install|ci)\b/.test(step.command)) {
          await linkInstalledPackages(cwd);
          const { scripts = {} } = JSON.parse(await readFile(join(cwd, "package.json"), "utf8")) as {
            scripts?: Record<string, string>;
          };
          for (const name of INSTALL_SCRIPTS.filter((s) => s in scripts))
            await run(`npm run ${name}`, cwd, { ...args, ...env });
        } else {
          await run(step.command, cwd, { ...args, ...env });
        }
        break;
      }
      case "CMD":
        cmd = step.argv;
        break;
      case "NOTE":
        break;
    }
  }
  return { root, env, workdir, cmd };
};

/** Starts the image's CMD and waits for its ready line; the process is stopped by the returned function. */
const start = (image: Replayed, port: number): Promise<{ stop: () => void; output: () => string }> =>
  new Promise((resolve, reject) => {
    const [command = "", ...args] = image.cmd;
    const child = spawn(command === "node" ? process.execPath : command, args, {
      cwd: join(image.root, image.workdir),
      env: containerEnv({ ...image.env, PORT: String(port), HOST: "127.0.0.1" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const collect = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes("Serving ")) resolve({ stop: () => child.kill("SIGTERM"), output: () => output });
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("exit", (code) => reject(new Error(`the image's CMD exited (${code}):\n${output}`)));
  });

/**
 * The context's content/ as the image gets it: the owner's record, or none (so the image serves the sample) while
 * that record is a draft, which the next test shows the build refuses.
 */
const publishable = async (): Promise<ContextSwaps> => {
  const own = join(ROOT, "content");
  if (findPlaceholders(await loadContentFiles(own)).length === 0) return {};
  const empty = join(scratch, "no-record");
  await mkdir(empty, { recursive: true });
  return { content: empty };
};

describe("the Dockerfile, replayed", () => {
  it("builds for the origin given as a build argument, assembles the runtime stage from what it copies, and serves from the build's snapshot", async () => {
    const stages = parseDockerfile(await readFile(join(ROOT, "Dockerfile"), "utf8"));
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const built = new Map<string, Replayed>();
    let image: Replayed | undefined;
    for (const [index, stage] of stages.entries()) {
      image = await replayStage(stage, index, built, { BASE_URL: origin }, await publishable());
      if (stage.name) built.set(stage.name, image);
    }
    if (!image) throw new Error("no stage");
    expect(image.cmd[0]).toBe("node");
    // The runtime stage holds only what it copied: no node_modules, no sources.
    const files = await readdir(join(image.root, image.workdir));
    expect(files.sort()).toEqual(["content", "dist", "package.json", "sample"]);

    // The build argument stays out of the image: the container is told its origin at run time, as in production.
    expect(image.env.BASE_URL).toBeUndefined();
    const server = await start({ ...image, env: { ...image.env, BASE_URL: origin } }, port);
    try {
      expect(server.output()).toContain("content: prebuilt by the build");
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const profile = await fetch(`http://127.0.0.1:${port}/api/v1/profile`);
      expect(profile.status).toBe(200);
      expect(((await profile.json()) as { data: { id: string } }).data.id).toBeTruthy();
    } finally {
      server.stop();
    }
  }, 300_000);

  it("refuses to build an image of a draft, listing what is left to write, whatever the origin", async () => {
    const draft = join(scratch, "draft");
    expect(
      (await runCommand(process.execPath, ["--import", "tsx", "scripts/owner/init.ts", "--out", draft], { cwd: ROOT }))
        .code,
    ).toBe(0);
    const stages = parseDockerfile(await readFile(join(ROOT, "Dockerfile"), "utf8"));
    const [build] = stages;
    if (!build) throw new Error("no stage");
    // No BASE_URL: the local origin a preview may build for; an image is for publishing all the same.
    await expect(replayStage(build, 0, new Map(), {}, { content: draft })).rejects.toThrow(
      /Refusing to build for publishing: content\/ is a draft[\s\S]*content\/site\.yaml: subject\.pronouns\.subject/,
    );
  }, 300_000);
});
