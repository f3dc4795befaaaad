/**
 * EXPORT_LISTEN and EXPORT_UPSTREAM, the two values the export writes into nginx.conf. Checked before anything is
 * written: a bad one (`80a`, an upstream without `http://`) would otherwise surface only when nginx loads the file.
 */
import { z } from "zod";
import { isBareOrigin } from "../../../src/config.js";

export const DEFAULT_LISTEN = "8080";
export const DEFAULT_UPSTREAM = "http://127.0.0.1:8787";

const ExportEnv = z.object({
  EXPORT_LISTEN: z
    .string()
    .regex(/^(?:[^\s:;{}$]+:|\[[0-9a-fA-F:.]+\]:)?\d{1,5}$/, `must be a port or address:port, e.g. ${DEFAULT_LISTEN}`)
    .default(DEFAULT_LISTEN),
  EXPORT_UPSTREAM: z
    .url({ protocol: /^https?$/, error: `must be the app's origin, e.g. ${DEFAULT_UPSTREAM}` })
    // nginx's proxy_pass with a path would replace each request's path with it.
    .refine(isBareOrigin, `must be the app's origin, with no path, e.g. ${DEFAULT_UPSTREAM}`)
    .transform((url) => new URL(url).origin)
    .default(DEFAULT_UPSTREAM),
});

/** The values for nginx.conf, or one line per bad variable. An empty variable counts as unset, as for the server. */
export const parseExportEnv = (
  env: Record<string, string | undefined>,
): { ok: true; listen: string; upstream: string } | { ok: false; problems: string[] } => {
  const parsed = ExportEnv.safeParse({
    EXPORT_LISTEN: env.EXPORT_LISTEN || undefined,
    EXPORT_UPSTREAM: env.EXPORT_UPSTREAM || undefined,
  });
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`) };
  return { ok: true, listen: parsed.data.EXPORT_LISTEN, upstream: parsed.data.EXPORT_UPSTREAM };
};
