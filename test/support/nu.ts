/**
 * The Nu Html Checker (vnu.jar, from the vnu-jar package; the W3C validator's engine) over many documents in one
 * JVM: starting Java costs seconds, checking a page a few milliseconds. Documents are written to a temporary
 * folder and checked as files, so nothing is fetched. Used by the pages test (test/pages/nu-html.test.ts) and
 * the pages audit (scripts/dev/audit-pages.ts). No vitest import: the audit runs this outside a test run.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

export interface NuDocument {
  /** A file name that says what it is: `resume.html`, `site.css` (the extension picks the checker). */
  readonly name: string;
  readonly body: string;
}

export interface NuMessage {
  readonly document: string;
  /** `error` and `non-document-error` fail a page; `info` (with subType `warning` or none) does not. */
  readonly type: "error" | "info" | "non-document-error";
  readonly subType?: string;
  readonly message: string;
  readonly line?: number;
  readonly extract?: string;
}

interface VnuJson {
  readonly messages: readonly {
    readonly type: NuMessage["type"];
    readonly subType?: string;
    readonly url?: string;
    readonly message: string;
    readonly lastLine?: number;
    readonly extract?: string;
  }[];
}

/** Every message the checker has about the documents, each named by its document. */
export const nuCheck = async (java: string, documents: readonly NuDocument[]): Promise<NuMessage[]> => {
  const dir = await mkdtemp(join(tmpdir(), "nu-"));
  try {
    const files = documents.map((d) => join(dir, d.name));
    await Promise.all(documents.map((d, i) => writeFile(files[i] ?? "", d.body)));
    const byUrl = new Map(files.map((file, i) => [pathToFileURL(file).href, documents[i]?.name ?? file]));
    const args = ["-jar", VNU_JAR, "--format", "json", "--also-check-css", "--exit-zero-always", ...files];
    const stderr = await new Promise<string>((resolve, reject) => {
      const child = spawn(java, args, { stdio: ["ignore", "ignore", "pipe"] });
      let out = "";
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
        out += chunk;
      });
      child.on("error", reject);
      child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`vnu exited ${code}: ${out}`))));
    });
    const { messages } = JSON.parse(stderr) as VnuJson;
    return messages.map((m) => ({
      document: (m.url && byUrl.get(m.url)) ?? m.url ?? "(none)",
      type: m.type,
      ...(m.subType === undefined ? {} : { subType: m.subType }),
      message: m.message,
      ...(m.lastLine === undefined ? {} : { line: m.lastLine }),
      ...(m.extract === undefined ? {} : { extract: m.extract }),
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

export const isNuError = (m: NuMessage): boolean => m.type !== "info";
