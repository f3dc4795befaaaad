/**
 * An nginx server block that serves an export as the app would: each path picks its representation from
 * Accept and its gzip twin from Accept-Encoding, and answers with the app's headers, its ETag and 304 on a
 * matching If-None-Match. Everything not exported (search, MCP, unknown paths and their 404s) goes to the
 * upstream app. nginx's own ETag, Last-Modified and byte ranges are off: the app sends none of them. One difference
 * remains: nginx writes Content-Length: 0 on a 304 it returns itself.
 */
import { NGINX_CONF_MARK } from "./folder.js";
import type { ExportedFile, ExportedPath, Variant } from "./layout.js";

export interface NginxOptions {
  /** Absolute path of the exported files (the folder holding _headers). */
  readonly root: string;
  /** `listen` argument: a port or address:port. */
  readonly listen: string;
  /** The app that answers search, MCP and every path not exported, e.g. http://127.0.0.1:8787. */
  readonly upstream: string;
}

/** Headers nginx writes itself (Content-Type from default_type, Content-Length from the file). */
const OWN_HEADERS = new Set(["content-type", "content-length"]);

/** A quoted nginx string; regular expressions (map keys, `if` conditions) take `$` as an anchor, not a variable. */
const quote = (text: string): string => `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** A header value, where nginx would read `$name` as a variable. */
const quoteValue = (value: string): string => {
  if (value.includes("$")) throw new Error(`nginx cannot send "${value}": it would read $ as a variable.`);
  return quote(value);
};

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A header list naming `token` with a non-zero weight (`q=0` refuses it). */
const namesToken = (token: string): string => `(^|,)\\s*${token}\\s*(;(?!\\s*q\\s*=\\s*0(\\.0*)?\\s*(,|$))[^,]*)?(,|$)`;

const GZIP_MAP = `# The gzip twin's suffix when Accept-Encoding takes gzip: named with a non-zero weight, or through *.
map $http_accept_encoding $export_gz {
    default "";
    ${quote(`~*${namesToken("(x-)?gzip")}`)} ".gz";
    ${quote(`~*(^|,)\\s*(x-)?gzip\\s*(;|,|$)`)} "";
    ${quote(`~*${namesToken("\\*")}`)} ".gz";
}`;

/** Files are reached under this internal prefix, so a file may share its name with the path it serves. */
const FILES = "/.export-files";
const NOT_MODIFIED = "/.export-not-modified";

const target = (variant: Variant): string => `${FILES}/${variant.file.name}${variant.gzip ? "$export_gz" : ""}`;

const pathLocation = ({ path, variants: [first, ...others] }: ExportedPath): string => {
  const negotiated = others.map(
    (variant) =>
      `        if ($http_accept ~* ${quote(namesToken(escapeRegex(variant.mediaType)))}) { rewrite ^ ${target(variant)} last; }`,
  );
  return [`    location = ${path} {`, ...negotiated, `        rewrite ^ ${target(first)} last;`, "    }"].join("\n");
};

/** A 304 drops the content's own headers (RFC 9110 §15.4.5), as the app's does. */
const CONTENT_HEADERS = new Set([...OWN_HEADERS, "content-encoding"]);

const addHeaders = (file: ExportedFile, skip: ReadonlySet<string>): string[] =>
  Object.entries(file.headers)
    .filter(([name]) => !skip.has(name.toLowerCase()))
    .map(([name, value]) => `        add_header ${name} ${quoteValue(value)} always;`);

/** The file with the app's headers, or its 304 when If-None-Match lists its ETag (or is `*`). */
const fileLocations = (root: string, file: ExportedFile): string[] => {
  const etag = file.headers.ETag;
  const served = [
    `    location = ${FILES}/${file.name} {`,
    "        internal;",
    `        alias ${quoteValue(`${root}/${file.name}`)};`,
    `        default_type ${quoteValue(file.headers["Content-Type"] ?? "application/octet-stream")};`,
    ...(etag
      ? [
          `        if ($http_if_none_match ~ ${quote(`^\\s*\\*\\s*$|${escapeRegex(etag)}`)}) { rewrite ^ ${NOT_MODIFIED}/${file.name} last; }`,
        ]
      : []),
    '        add_header Last-Modified "";',
    ...addHeaders(file, OWN_HEADERS),
    "    }",
  ].join("\n");
  if (!etag) return [served];
  const notModified = [
    `    location = ${NOT_MODIFIED}/${file.name} {`,
    "        internal;",
    '        default_type "";',
    ...addHeaders(file, CONTENT_HEADERS),
    "        return 304;",
    "    }",
  ].join("\n");
  return [served, notModified];
};

export const nginxConfig = (paths: readonly ExportedPath[], options: NginxOptions): string => {
  const files = paths.flatMap((p) => p.variants.flatMap((v) => (v.gzip ? [v.file, v.gzip] : [v.file])));
  return `${NGINX_CONF_MARK}: include it in nginx's http block.
${GZIP_MAP}

server {
    listen ${options.listen};
    server_tokens off;
    etag off;
    max_ranges 0;
    if_modified_since off;
    types { }

    # Search, MCP and anything not exported: the app.
    location / {
        proxy_pass ${options.upstream};
        proxy_http_version 1.1;
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header Connection "";
    }

    # Each exported path: its representation by Accept, then its gzip twin by Accept-Encoding.
${paths.map(pathLocation).join("\n")}

    # Each file, reachable only through the paths above, with the app's headers.
${files.flatMap((file) => fileLocations(options.root, file)).join("\n")}
}
`;
};
