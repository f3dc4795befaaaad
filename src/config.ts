/** The one reader of process.env. Everything else receives the parsed Config. */
import { z } from "zod";
import type { OwnerProofs } from "./discovery/owner-proofs.js";
import { STORE_TIMEOUT_MS } from "./http/rate-limit/fail-open.js";

/** Default for HEADERS_TIMEOUT_MS: a client that has not sent its request headers by then is disconnected. */
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * A whole number written in decimal digits. `z.coerce.number()` reads "" and " " as 0 (a free port, an admin
 * listener nobody asked for) and "1e3" or "0x1f" as numbers; an operator who wrote those meant something else.
 * Every check says the same thing, what is expected, as the message a broken variable gets (configError below).
 */
const wholeNumber = (min: number, max: number, unit = "") => {
  const error = `a whole number${unit} from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .pipe(z.number().int({ error }).min(min, { error }).max(max, { error }));
};

const FLAG_VALUES = ["1", "0", "true", "false", "on", "off"] as const;
const flag = z
  .enum(FLAG_VALUES, { error: `one of ${FLAG_VALUES.join(", ")}` })
  .transform((v) => ["1", "true", "on"].includes(v));

/** What a broken BASE_URL is told first: the example every guide uses. */
const ORIGIN = "an origin such as https://example.com";
/** Variables whose value is never repeated in a message, as a log may keep it. */
const SECRET: readonly string[] = ["LOG_SALT"];

/** True for `https://host[:port]`, a trailing slash allowed: a URL naming nothing below its origin. */
export const isBareOrigin = (value: string): boolean => {
  // Refinements run after a failed format check too: a value that is no URL has already been reported.
  if (!URL.canParse(value)) return true;
  const url = new URL(value);
  return (
    /^\/*$/.test(url.pathname) && url.search === "" && url.hash === "" && url.username === "" && url.password === ""
  );
};

/**
 * True for a DNS name (an international one as browsers write it, in xn-- form), an IPv4 or a bracketed IPv6
 * address. URLs allow more ("_", "a..b"), but the origin names the host in documents with stricter rules (an
 * `urn:air:` identifier, the MCP server's reverse-DNS name), which such a host would break at start.
 */
const hasHostName = (value: string): boolean => {
  if (!URL.canParse(value)) return true;
  const { hostname } = new URL(value);
  return (
    hostname.startsWith("[") || /^([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(hostname)
  );
};

const EnvSchema = z.object({
  PORT: wholeNumber(0, 65535).default(8787),
  HOST: z.string().min(1).default("127.0.0.1"),
  BASE_URL: z
    .url({ protocol: /^https?$/, error: ORIGIN })
    // Every route is served at the root and pages link root-relative, so a path (or a query, fragment or
    // credentials) would give every absolute URL an address this server does not answer.
    .refine(isBareOrigin, `${ORIGIN}, with no path, query or fragment`)
    .refine(hasHostName, `${ORIGIN}, whose host is letters, digits, hyphens and dots, or an IP address`)
    // Written as browsers and crawlers compare it: lower-case host, no default port, no trailing slash.
    .transform((u) => new URL(u).origin)
    .optional(),
  /** Name of a header set by a proxy you run (e.g. X-Forwarded-For); unset = use the socket address. */
  TRUST_PROXY: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "a header name such as X-Forwarded-For")
    .optional(),
  /** `memory` (one process) or a redis:// URL shared by every replica. */
  RATE_LIMIT_STORE: z
    .string()
    // Parsed here, not only matched: the Redis client throws on a URL it cannot parse, a stack trace at start.
    .refine(
      (v) => v === "memory" || (/^rediss?:\/\//.test(v) && URL.canParse(v)),
      "memory or a redis:// URL such as redis://127.0.0.1:6379",
    )
    .default("memory"),
  /** How long one Redis command may take before the request is counted in this process instead. */
  RATE_LIMIT_TIMEOUT_MS: wholeNumber(1, 10_000, " of milliseconds").default(STORE_TIMEOUT_MS),
  CONTENT_DIR: z.string().min(1).optional(),
  /** One JSON line per request on stdout; off by default under tests. */
  LOG_REQUESTS: flag.optional(),
  /** Salt for the hashed client key in request logs; unset = random per process (hashes differ per process). */
  LOG_SALT: z.string().min(16, "at least 16 characters long").optional(),
  /**
   * Port of the admin listener that serves /metrics; unset = no admin listener. Off unless asked for: a second
   * port opened by default would collide between replicas on one host and surprise a firewall's owner.
   */
  ADMIN_PORT: wholeNumber(0, 65535).optional(),
  /** Address the admin listener binds to: loopback unless a scraper on another host must reach it. */
  ADMIN_HOST: z.string().min(1).default("127.0.0.1"),
  HEADERS_TIMEOUT_MS: wholeNumber(100, 120_000, " of milliseconds").default(HEADERS_TIMEOUT_MS),
  /** The MCP Registry's HTTP domain proof, the whole line `mcp-publisher` prints; served at /.well-known/mcp-registry-auth. */
  MCP_REGISTRY_AUTH: z
    .string()
    .trim()
    .regex(/^v=MCPv1; k=[a-z0-9]+; p=[A-Za-z0-9+/]+=*$/, "the whole line, as v=MCPv1; k=ed25519; p=<public key>")
    .optional(),
  /** A Bluesky account's DID, for a domain handle; served at /.well-known/atproto-did. */
  ATPROTO_DID: z
    .string()
    .trim()
    .regex(/^did:[a-z]+:[A-Za-z0-9._:%-]+$/, "a DID such as did:plc:<id> or did:web:<host>")
    .optional(),
  NODE_ENV: z.string().optional(),
  VITEST: z.string().optional(),
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly baseUrl: string;
  /** PORT=0 without BASE_URL: the server picks a free port, and the origin names it (server.ts). */
  readonly anyPort: boolean;
  readonly trustProxy: string | undefined;
  readonly rateLimitStore: string;
  readonly rateLimitTimeoutMs: number;
  readonly contentDir: string | undefined;
  readonly logRequests: boolean;
  readonly logSalt: string | undefined;
  readonly headersTimeoutMs: number;
  /** The admin listener (/metrics), when ADMIN_PORT is set. */
  readonly admin: { readonly port: number; readonly host: string } | undefined;
  /** MCP_REGISTRY_AUTH and ATPROTO_DID: served as text when set (discovery/owner-proofs.ts). */
  readonly proofs: OwnerProofs;
}

/** The origin of a server on this machine's `port` when BASE_URL does not name one. */
export const localOrigin = (port: number): string => `http://localhost:${port}`;

/**
 * Empty is unset, for every variable: a compose file or a Docker build argument passes `PORT=` or `BASE_URL=`
 * when none was given, and that must mean the default, not port 0 or an admin listener on a free port.
 */
const withoutEmpty = (env: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""),
  );

/** Settings that cannot be used, one line per variable: what it must be, and what was given. */
export class ConfigError extends Error {
  constructor(readonly lines: readonly string[]) {
    super(lines.join("\n"));
    this.name = "ConfigError";
  }
}

/** How a given value is quoted: in full unless long or secret, so the line stays one readable line. */
const given = (name: string, value: string): string => {
  if (SECRET.includes(name)) return `a value of ${[...value].length} characters`;
  const shown = [...value].length > 60 ? `${[...value].slice(0, 60).join("")}…` : value;
  return JSON.stringify(shown);
};

const configError = (issues: readonly z.core.$ZodIssue[], env: Record<string, string>): ConfigError => {
  const lines = new Map<string, string>();
  for (const { path, message } of issues) {
    const name = String(path[0]);
    // The first problem of each variable: one line per setting, the rest follow from it.
    if (!lines.has(name)) lines.set(name, `${name} must be ${message}, not ${given(name, env[name] ?? "")}.`);
  }
  return new ConfigError([...lines.values()]);
};

export const parseConfig = (env: Record<string, string | undefined>): Config => {
  const set = withoutEmpty(env);
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) throw configError(parsed.error.issues, set);
  const e = parsed.data;
  const underTest = e.NODE_ENV === "test" || e.VITEST !== undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    baseUrl: e.BASE_URL ?? localOrigin(e.PORT),
    anyPort: e.PORT === 0 && e.BASE_URL === undefined,
    trustProxy: e.TRUST_PROXY,
    rateLimitStore: e.RATE_LIMIT_STORE,
    rateLimitTimeoutMs: e.RATE_LIMIT_TIMEOUT_MS,
    contentDir: e.CONTENT_DIR,
    logRequests: e.LOG_REQUESTS ?? !underTest,
    logSalt: e.LOG_SALT,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    admin: e.ADMIN_PORT === undefined ? undefined : { port: e.ADMIN_PORT, host: e.ADMIN_HOST },
    proofs: { mcpRegistryAuth: e.MCP_REGISTRY_AUTH, atprotoDid: e.ATPROTO_DID },
  };
};

/**
 * The configuration of this process (or of `env`, for a command that reads only some variables), for every entry
 * point: the server, the build, `npm run dev` and the owner's commands. A setting that cannot be used stops the
 * process here with one line per variable and exit code 2 (a usage error, as for a bad command line), never a
 * stack trace.
 */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  try {
    return parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
};
