/**
 * DNS-rebinding protection for /mcp (MCP 2025-11-25 transports, security warning).
 *
 * Host: a rebinding page reaches this server under the attacker's host name, so only the site's own host and
 * the loopback names (any port) are served; anything else is 403.
 *
 * Origin: absent is fine (agents and SDK clients are not browsers). A present Origin is allowed when it is the
 * site's own origin, any https origin, or an http loopback origin (local tools such as the MCP Inspector).
 * Everything the server offers is public, read-only and already open to every origin through CORS `*`, so
 * refusing https sites would only break browser-based agents; what is refused is what a rebinding or
 * downgrade attack looks like: plain-http foreign origins, `null` (sandboxed frames, file://) and junk.
 */
import type { MiddlewareHandler } from "hono";
import { JSONRPC_SERVER_ERROR, jsonRpcError } from "./jsonrpc.js";

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** A Host header value: a DNS name or IPv4 address, or a bracketed IPv6 address, then an optional port. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::[0-9]{1,5})?$/i;

export const allowedHostNames = (siteBase: string): ReadonlySet<string> =>
  new Set([new URL(siteBase).hostname.toLowerCase(), ...LOOPBACK_HOSTS]);

export const isAllowedHost = (host: string | undefined, allowed: ReadonlySet<string>): boolean => {
  const name = host === undefined ? undefined : HOST_HEADER.exec(host)?.[1];
  return name !== undefined && allowed.has(name.toLowerCase());
};

const parseOrigin = (origin: string): URL | undefined => {
  try {
    const url = new URL(origin);
    // An Origin header is a bare serialized origin; a path, credentials or a trailing slash means junk.
    return url.origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
};

export const isAllowedOrigin = (origin: string, siteOrigin: string): boolean => {
  const url = parseOrigin(origin);
  if (!url) return false;
  return (
    url.origin === siteOrigin ||
    url.protocol === "https:" ||
    (url.protocol === "http:" && LOOPBACK_HOSTS.includes(url.hostname))
  );
};

/** The guard's verdict alone, for a runtime that answers before the app: true when neither is refused. */
export const guardAllows = (siteBase: string): ((host: string, origin: string | undefined) => boolean) => {
  const hosts = allowedHostNames(siteBase);
  const siteOrigin = new URL(siteBase).origin;
  return (host, origin) => isAllowedHost(host, hosts) && (origin === undefined || isAllowedOrigin(origin, siteOrigin));
};

export const dnsRebindingGuard = (siteBase: string): MiddlewareHandler => {
  const hosts = allowedHostNames(siteBase);
  const siteOrigin = new URL(siteBase).origin;
  return async (c, next) => {
    // Without a Host header (app.request() in tests, HTTP/1.0) the URL's authority is what was asked for.
    const host = c.req.header("host") ?? new URL(c.req.url).host;
    if (!isAllowedHost(host, hosts)) {
      return jsonRpcError(403, JSONRPC_SERVER_ERROR, `Forbidden: the Host ${host.slice(0, 100)} is not served here.`);
    }
    const origin = c.req.header("origin");
    if (origin !== undefined && !isAllowedOrigin(origin, siteOrigin)) {
      return jsonRpcError(
        403,
        JSONRPC_SERVER_ERROR,
        `Forbidden: requests from the origin ${origin.slice(0, 100)} are refused; browser clients need an https origin.`,
      );
    }
    await next();
  };
};
