/**
 * The yardstick: bare node:http answering with the exact bytes the service sent for each benchmark target
 * (status, headers and body, captured by bench/run.ts at start), one path per target (`/0`, `/1`, …). A
 * target's ratio is its rate over this server's rate for the same bytes in the same run: what is left is the
 * service's own work.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { LISTEN_BACKLOG, TIMEOUTS } from "../src/node/http-server.js";

interface Captured {
  readonly status: number;
  readonly headers: [string, string][];
  readonly body: string;
}

/** Framing headers Node writes itself. */
const FRAMING = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

const responses = (JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as Captured[]).map((captured) => {
  const body = Buffer.from(captured.body, "base64");
  const headers = captured.headers.filter(([name]) => !FRAMING.has(name));
  if (captured.status !== 304) headers.push(["content-length", String(body.length)]);
  return { status: captured.status, headers: headers.flat(), body };
});

// The service's timeouts and backlog, so that slow clients and bursts of connections meet the same limits here.
const server = createServer(
  {
    headersTimeout: TIMEOUTS.headersMs,
    requestTimeout: TIMEOUTS.requestMs,
    keepAliveTimeout: TIMEOUTS.keepAliveMs,
    connectionsCheckingInterval: TIMEOUTS.checkIntervalMs,
  },
  (req, res) => {
    const response = responses[Number((req.url ?? "/0").slice(1).split("?")[0])] ?? responses[0];
    if (!response) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(response.status, response.headers);
    res.end(response.status === 304 ? undefined : response.body);
  },
);
server.listen({ port: 0, host: "127.0.0.1", backlog: LISTEN_BACKLOG }, () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
