/**
 * Every program outside node_modules that the tests drive, how to find it and the Debian package that ships it.
 * The tests and `.ci/run` (through scripts/dev/missing-test-packages.ts) both look tools up here, so CI installs
 * exactly what the tests would otherwise skip. No vitest import: the CI script runs this outside a test run.
 */
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";

interface Tool {
  /** Looked up on PATH first. */
  readonly command: string;
  /** Where Debian installs it, for when PATH lacks that folder (/usr/sbin is not on every user's PATH). */
  readonly paths: readonly string[];
  readonly debianPackage: string;
}

export const TOOLS = {
  chromium: { command: "chromium", paths: ["/usr/bin/chromium"], debianPackage: "chromium" },
  "redis-server": { command: "redis-server", paths: ["/usr/bin/redis-server"], debianPackage: "redis-server" },
  nginx: { command: "nginx", paths: ["/usr/sbin/nginx"], debianPackage: "nginx" },
  xmllint: { command: "xmllint", paths: ["/usr/bin/xmllint"], debianPackage: "libxml2-utils" },
  pdftotext: { command: "pdftotext", paths: ["/usr/bin/pdftotext"], debianPackage: "poppler-utils" },
  pdfinfo: { command: "pdfinfo", paths: ["/usr/bin/pdfinfo"], debianPackage: "poppler-utils" },
  curl: { command: "curl", paths: ["/usr/bin/curl"], debianPackage: "curl" },
  // Runs the Nu Html Checker (vnu.jar, from the vnu-jar package).
  java: { command: "java", paths: ["/usr/bin/java"], debianPackage: "openjdk-17-jre-headless" },
} as const satisfies Record<string, Tool>;

export type ToolName = keyof typeof TOOLS;

const isExecutableFile = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The tool's absolute path: the first executable on PATH, else at one of Debian's paths; undefined if none. */
export const findTool = (name: ToolName): string | undefined => {
  const { command, paths } = TOOLS[name];
  const onPath = (process.env.PATH ?? "")
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, command));
  return [...onPath, ...paths].find(isExecutableFile);
};

/** The Debian packages to install for the given tools, each once, in a stable order. */
export const packagesFor = (names: readonly ToolName[]): string[] =>
  [...new Set(names.map((name) => TOOLS[name].debianPackage))].sort();

/** The packages of every tool not found here. */
export const missingPackages = (): string[] =>
  packagesFor((Object.keys(TOOLS) as ToolName[]).filter((name) => findTool(name) === undefined));

/** The one command that installs `packages` on Debian or Ubuntu. */
export const installCommand = (packages: readonly string[]): string => `sudo apt-get install -y ${packages.join(" ")}`;
