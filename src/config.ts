/** The one reader of process.env. Everything else receives the parsed Config. */
import { z } from "zod";

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().min(1).default("127.0.0.1"),
  BASE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((u) => u.replace(/\/+$/, ""))
    .optional(),
  /** Name of a header set by a proxy you run (e.g. X-Forwarded-For); unset = use the socket address. */
  TRUST_PROXY: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "must be a header name such as X-Forwarded-For")
    .optional(),
  /** `memory` (one process) or a redis:// URL shared by every replica. */
  RATE_LIMIT_STORE: z
    .string()
    .refine((v) => v === "memory" || /^rediss?:\/\//.test(v), "must be memory or a redis:// URL")
    .default("memory"),
  CONTENT_DIR: z.string().min(1).optional(),
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly baseUrl: string;
  readonly trustProxy: string | undefined;
  readonly rateLimitStore: string;
  readonly contentDir: string | undefined;
}

export const parseConfig = (env: Record<string, string | undefined>): Config => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    baseUrl: e.BASE_URL ?? `http://localhost:${e.PORT}`,
    trustProxy: e.TRUST_PROXY,
    rateLimitStore: e.RATE_LIMIT_STORE,
    contentDir: e.CONTENT_DIR,
  };
};

export const loadConfig = (): Config => parseConfig(process.env);
