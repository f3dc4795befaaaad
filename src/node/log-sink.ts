/**
 * Where the request log and the other stdout lines go: written asynchronously, with a bounded buffer.
 *
 * process.stdout either blocks or grows: to a file Node writes synchronously, so a slow disk holds up every
 * request; to a pipe whose reader lags it queues every line in memory, without bound. Here a write never waits
 * (files are written from libuv's thread pool) and what waits is bounded: lines queue while the destination
 * catches up, up to LOG_BUFFER_BYTES, and past that they are dropped and counted; the count is written as a
 * line of its own once the destination has caught up. Lines are whole JSON lines, so a drop never cuts one.
 */
import sonicBoom from "sonic-boom";

// A CommonJS module: its exports object is the default import under Node's ESM, and carries the class by name.
const { SonicBoom } = sonicBoom;

/** What may wait for a slow destination: about 5,000 request lines, more than a full load (`npm run bench:load`) left waiting. */
export const LOG_BUFFER_BYTES = 1024 * 1024;

export interface LogSink {
  readonly write: (line: string) => void;
  /** Writes out what is queued, then calls back (at once when nothing is). */
  readonly flush: (done: () => void) => void;
  /** Lines dropped since start, for the metric (`log_lines_dropped_total`). */
  readonly droppedTotal: () => number;
}

/**
 * What one write to the destination may carry. SonicBoom's default (16 KB) is one write per turn of the event
 * loop, and under load a turn is long: measured in `npm run bench:load`, that wrote about a third of the lines
 * and dropped the rest.
 */
const MAX_WRITE_BYTES = 1024 * 1024;

/**
 * How long lines gather before they go to the stream: a line reaches the destination at most this much later
 * (`flush` writes at once), and the stream is written at most about 1,000 / GATHER_MS times a second.
 */
export const GATHER_MS = 10;

/** Every line ends with a newline, so a dropped piece holds as many lines as newlines. */
const lineCount = (text: string): number => text.split("\n").length - 1;

export const logSink = (fd: number, maxBytes = LOG_BUFFER_BYTES, gatherMs = GATHER_MS): LogSink => {
  const stream = new SonicBoom({ fd, sync: false, maxLength: maxBytes, maxWrite: MAX_WRITE_BYTES });
  let dropped = 0;
  let droppedTotal = 0;
  stream.on("drop", (data: string) => {
    const lines = lineCount(data);
    dropped += lines;
    droppedTotal += lines;
  });
  // The buffer has emptied: the destination keeps up again, so say what it missed.
  stream.on("drain", () => {
    if (dropped === 0) return;
    const count = dropped;
    dropped = 0;
    stream.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: "warn", event: "log_lines_dropped", count })}\n`,
    );
  });
  // A destination that is gone (a closed pipe) must not take the server down; the lines are lost either way.
  stream.on("error", () => undefined);

  // The lines of `gatherMs` go to the stream in a few large pieces rather than line by line: SonicBoom measures
  // what it holds on every write, and each write it makes is a round trip through libuv's thread pool (about
  // 10 µs of CPU on this kind of machine, as much as a third of a kept MCP answer's own cost); with the lines of
  // one turn of the event loop, a busy server made about one such write per request. Pieces, not one string, so
  // that a full buffer drops only what does not fit.
  const pieceBytes = Math.min(MAX_WRITE_BYTES / 4, Math.floor(maxBytes / 4));
  let pending: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const writePending = (): void => {
    clearTimeout(timer);
    timer = undefined;
    let piece = "";
    for (const line of pending) {
      if (piece.length + line.length > pieceBytes && piece) {
        stream.write(piece);
        piece = "";
      }
      piece += line;
    }
    pending = [];
    if (piece) stream.write(piece);
  };
  return {
    droppedTotal: () => droppedTotal,
    write: (line) => {
      timer ??= setTimeout(writePending, gatherMs);
      pending.push(line);
    },
    flush: (done) => {
      writePending();
      try {
        stream.flush(() => done());
      } catch {
        done();
      }
    },
  };
};
