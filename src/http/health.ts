/**
 * `GET /healthz` for load balancers and container health checks: outside /api, never counted, never cached.
 * Answers 503 while the process drains on shutdown, so a balancer stops sending it new requests.
 */
export const HEALTH_PATH = "/healthz";

export interface Health {
  readonly updated: string;
  readonly version: string;
  readonly stopping: boolean;
}

const HEADERS = { "Cache-Control": "no-store", "Content-Type": "application/json; charset=utf-8" };

export const healthResponse = (method: string, health: Health): Response => {
  if (method !== "GET" && method !== "HEAD") {
    return new Response(null, { status: 405, headers: { ...HEADERS, Allow: "GET, HEAD" } });
  }
  const { updated, version, stopping } = health;
  const body = JSON.stringify({ status: stopping ? "stopping" : "ok", updated, version });
  const status = stopping ? 503 : 200;
  // Outside the app, so its HEAD is answered here, with the GET's length (RFC 9110 §9.3.2).
  if (method === "HEAD") {
    const length = String(new TextEncoder().encode(body).byteLength);
    return new Response(null, { status, headers: { ...HEADERS, "Content-Length": length } });
  }
  return new Response(body, { status, headers: HEADERS });
};
