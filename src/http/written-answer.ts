/**
 * An answer the app keeps ready for a runtime that reads requests and writes answers itself (the Node server's
 * src/node/answer-writer.ts): a repeated search, an MCP list or tool call. The app decides and counts; the runtime
 * only writes, so status, headers and bytes stay the app's.
 */

/** An answer to write: the body in parts, written one after the other without a copy. */
export interface WrittenAnswer {
  readonly status: number;
  /**
   * The headers but the quota's. An answer of one kind gives the same object every time, so the runtime can keep
   * how it writes them (their order, their names) by the object rather than work it out per request.
   */
  readonly headers: Readonly<Record<string, string>>;
  /** The quota's `RateLimit` value, the one header that changes from request to request, when it is not in `headers`. */
  readonly rateLimit?: string;
  readonly body: readonly Uint8Array[];
}

/**
 * Undefined: the answer is not kept, and nothing was counted or told, so the runtime hands the request to the
 * app. A promise: the answer, or undefined when the app must answer after all (before anything was counted).
 */
export type WrittenReply = Promise<WrittenAnswer | undefined> | undefined;
