// A log reader that lags: it copies its standard input to the file named by its argument, and after every
// LINES_PER_PAUSE lines stops reading for PAUSE_MS. `npm run bench:load:slow-reader` puts it at the
// other end of the server's stdout pipe, to show that a lagging reader costs lines (dropped and counted), not
// requests, latency or memory.
import { appendFileSync } from "node:fs";

const LINES_PER_PAUSE = 100;
const PAUSE_MS = 1_000;
const file = process.argv[2];
let lines = 0;
process.stdin.on("data", (chunk) => {
  appendFileSync(file, chunk);
  const before = Math.floor(lines / LINES_PER_PAUSE);
  for (const byte of chunk) if (byte === 10) lines++;
  const pauses = Math.floor(lines / LINES_PER_PAUSE) - before;
  if (pauses > 0) {
    process.stdin.pause();
    setTimeout(() => process.stdin.resume(), pauses * PAUSE_MS);
  }
});
