/**
 * A process's reload and stop. SIGHUP reloads the content (one reload at a time; signals that arrive during one
 * fold into a single further reload, so the last content edited is the one served). SIGTERM and SIGINT stop:
 * no new connections, in-flight requests finish, idle keep-alive sockets close, then `exit` after the store and
 * the log are closed, or after the grace period whatever is still running.
 */
import type { Server } from "node:http";

/** How long in-flight requests may take to finish after SIGTERM before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** How often idle keep-alive sockets are closed while stopping: a response that finishes after the signal leaves one. */
const CLOSE_IDLE_EVERY_MS = 100;

/** `task` run one at a time: a call while it runs asks for one more run after it, however many calls it gets. */
export const serialised = (task: () => Promise<void>): (() => Promise<void>) => {
  let running: Promise<void> | undefined;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await task();
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
};

export interface StopOptions {
  readonly server: Server;
  /** Other listeners closed at once (the admin listener). */
  readonly others?: readonly Server[];
  /** Closes what outlives the connections (the quota store, the log), then calls back. */
  readonly close: (done: () => void) => void;
  /** Told the signal when the stop begins. */
  readonly onStop: (signal: string) => void;
  readonly exit: (code: number) => void;
  readonly graceMs?: number;
}

export interface Stopper {
  readonly stop: (signal: string) => void;
  /** True once a stop has begun (the health check says so). */
  readonly stopping: () => boolean;
}

export const stopper = ({
  server,
  others = [],
  close,
  onStop,
  exit,
  graceMs = SHUTDOWN_GRACE_MS,
}: StopOptions): Stopper => {
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    onStop(signal);
    for (const other of others) other.close();
    server.close(() => close(() => exit(0)));
    // Not every runtime that runs this entry (Bun, Deno) has it.
    if ("closeIdleConnections" in server) {
      const closeIdle = () => server.closeIdleConnections();
      closeIdle();
      setInterval(closeIdle, CLOSE_IDLE_EVERY_MS).unref();
    }
    setTimeout(() => exit(0), graceMs).unref();
  };
  return { stop, stopping: () => stopping };
};

/** The process's signals wired to reload and stop. */
export const onSignals = (reload: () => Promise<void>, stop: (signal: string) => void): void => {
  process.on("SIGHUP", () => void reload());
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
};
