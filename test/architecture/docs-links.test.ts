/**
 * The docs as a reader of the clone meets them: every relative link in the README, SECURITY.md, docs/ and the
 * folders' READMEs reaches a file that exists, and a #fragment into a Markdown file names one of its headings
 * (as GitHub spells heading anchors); every guide in docs/ is listed in the docs index.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");

const markdownFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return markdownFiles(path);
    return name.endsWith(".md") ? [path] : [];
  });

const DOCS = ["README.md", "SECURITY.md", ...markdownFiles("docs"), ...markdownFiles("src")];

/** The text outside fenced code blocks and inline code, where a `](…)` is prose, not a link. */
const prose = (text: string): string => text.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
const anchorsOf = (text: string): Set<string> => {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ""] of text.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
};

const brokenLinks = (file: string): string[] => {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].flatMap(([, href = ""]) => {
    if (/^[a-z][a-z+.-]*:/i.test(href)) return [];
    const [path = "", fragment] = href.split("#");
    const target = path === "" ? file : join(dirname(file), decodeURIComponent(path));
    if (!existsSync(join(ROOT, target))) return [`${file}: ${href} (no such file)`];
    if (fragment === undefined || !target.endsWith(".md")) return [];
    const anchors = anchorsOf(readFileSync(join(ROOT, target), "utf8"));
    return anchors.has(decodeURIComponent(fragment)) ? [] : [`${file}: ${href} (no such heading)`];
  });
};

describe("the docs' links", () => {
  it("resolve: every relative link reaches a file, every fragment a heading", () => {
    expect(DOCS.flatMap(brokenLinks)).toEqual([]);
  });

  it("list every guide in docs/ in the docs index", () => {
    const index = readFileSync(join(ROOT, "docs/README.md"), "utf8");
    const unlisted = markdownFiles("docs")
      .map((file) => relative("docs", file))
      .filter((name) => name !== "README.md" && !index.includes(`](${name})`));
    expect(unlisted).toEqual([]);
  });
});
