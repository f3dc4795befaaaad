/** Listening as a promise: the address actually bound (`host:port`), or the error that prevented it. */
import type { Server } from "node:http";

export interface ListenAddress {
  readonly port: number;
  readonly host: string;
  readonly backlog?: number;
}

export const listenOn = (server: Server, { port, host, backlog }: ListenAddress): Promise<string> =>
  new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host, ...(backlog === undefined ? {} : { backlog }) }, () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address ? `${address.address}:${address.port}` : String(address));
    });
  });

/** Why a listen failed, in an operator's words. */
export const listenFailure = (error: NodeJS.ErrnoException): string =>
  error.code === "EADDRINUSE" ? "the port is in use" : (error.code ?? error.message);

/**
 * Listens, then `ready` with the address bound; a port in use or not ours to take is a set-up mistake, said in one
 * line (`refusal`, told the error) without a stack trace, and the process exits 1.
 */
export const listenOrExit = (
  server: Server,
  address: ListenAddress,
  ready: (where: string) => void,
  refusal: (error: NodeJS.ErrnoException) => string,
): void => {
  listenOn(server, address).then(ready, (error: NodeJS.ErrnoException) => {
    console.error(refusal(error));
    process.exit(1);
  });
};
