/**
 * A port the system is not using on `host`, for PORT=0: the origin the pages link to must name the port actually
 * served, and it is needed before the content is compiled for it, so the port is taken first and then released
 * for the server to listen on. (Another process could take it in between; the server then reports the port in use.)
 */
import { createServer } from "node:net";

export const freePort = (host: string): Promise<number | undefined> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(undefined));
    probe.listen({ port: 0, host }, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : undefined;
      probe.close(() => resolve(port));
    });
  });
