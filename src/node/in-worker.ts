/** A module run in a worker thread of its own, for the one message it posts back before it ends. */
import { Worker } from "node:worker_threads";

export const inWorker = <Result>(entry: URL, data: unknown): Promise<Result> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: data });
    worker.once("message", resolve);
    worker.once("error", reject);
    // After a message this changes nothing; without one (the module ended early), it is the failure.
    worker.once("exit", (code) => reject(new Error(`${entry.pathname} ended with code ${code} and no answer`)));
  });
