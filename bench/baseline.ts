/**
 * The yardstick: bare node:http answering with fixed bytes and the same header count as the service. The
 * service's figures are reported as a ratio of this, measured in the same run on the same machine.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const body = readFileSync(process.argv[2] ?? "", "utf8");
const headers = {
  "Content-Type": "application/json; charset=utf-8",
  "Content-Length": Buffer.byteLength(body),
  "Cache-Control": "public, max-age=3600, s-maxage=86400",
  ETag: '"baseline"',
  "Access-Control-Allow-Origin": "*",
};
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
