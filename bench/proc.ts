/** Readings of a running process from /proc (Linux), taken by the benchmarks. */
import { readFileSync } from "node:fs";

/** Resident set size in MB. */
export const rssMb = (pid: number): number => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) / 1024;
};

/** CPU time so far, all threads, user and system, in clock ticks. */
export const cpuTicks = (pid: number | undefined): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return Number(fields[11]) + Number(fields[12]);
};
/** A clock tick: 1/100 s on Linux. */
export const TICK_US = 10_000;
