/**
 * A shared store (Redis) that fails open: while it errors or answers late, requests are counted by a local
 * store in this process, so the service keeps answering; each replica then enforces the quota on its own.
 * The first failure opens the circuit (logged once); from then on requests skip the shared store entirely and
 * a probe retries it with a growing delay; the first probe that succeeds hands counting back (logged once).
 */
import type { RateLimitStore } from "./store.js";

/** Default for how long one Redis command may take before the request is counted locally (RATE_LIMIT_TIMEOUT_MS). */
export const STORE_TIMEOUT_MS = 50;
/** Probe delays while the shared store is away: doubling from the first to the last. */
export const PROBE_FIRST_MS = 100;
export const PROBE_MAX_MS = 5_000;

export interface SharedStore extends RateLimitStore {
  ping(): Promise<void>;
}

export type StoreEvent =
  | { level: "warn"; event: "rate_limit_store_down"; error: string; counting: "in-process" }
  | { level: "info"; event: "rate_limit_store_up"; downMs: number };

export class FailOpenStore implements RateLimitStore {
  private downSince: number | undefined;
  private probeDelay = PROBE_FIRST_MS;
  private probeTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(
    private readonly shared: SharedStore,
    private readonly local: RateLimitStore,
    private readonly log: (event: StoreEvent) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** True while requests are counted in this process only. */
  get degraded(): boolean {
    return this.downSince !== undefined;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    if (this.downSince === undefined) {
      try {
        return await this.shared.increment(key, ttlMs);
      } catch (error) {
        this.open(error);
      }
    }
    return this.local.increment(key, ttlMs);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.probeTimer);
    await Promise.all([this.shared.close?.(), this.local.close?.()]);
  }

  private open(error: unknown): void {
    if (this.downSince !== undefined) return;
    this.downSince = this.now();
    this.probeDelay = PROBE_FIRST_MS;
    this.log({
      level: "warn",
      event: "rate_limit_store_down",
      error: error instanceof Error ? error.message : String(error),
      counting: "in-process",
    });
    this.scheduleProbe();
  }

  private scheduleProbe(): void {
    if (this.closed) return;
    this.probeTimer = setTimeout(() => void this.probe(), this.probeDelay);
    // A pending probe must not keep a finished process alive.
    this.probeTimer.unref?.();
  }

  private async probe(): Promise<void> {
    try {
      await this.shared.ping();
    } catch {
      this.probeDelay = Math.min(this.probeDelay * 2, PROBE_MAX_MS);
      this.scheduleProbe();
      return;
    }
    const downMs = this.now() - (this.downSince ?? this.now());
    this.downSince = undefined;
    this.log({ level: "info", event: "rate_limit_store_up", downMs });
  }
}
