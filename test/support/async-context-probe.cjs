// Preloaded into a server under test (NODE_OPTIONS=--require): on SIGUSR2 it writes to stderr whether an
// AsyncLocalStorage tracks the process's async resources. On Node 20 one that has run once gives every new resource
// its store (an own symbol named kResourceStore), paid for by a hook on every resource the server makes.
const { executionAsyncResource } = require("node:async_hooks");
let asked = 0;
process.on("SIGUSR2", () => {
  asked += 1;
  setImmediate(() => {
    const tracked = Object.getOwnPropertySymbols(executionAsyncResource()).some(
      (s) => s.description === "kResourceStore",
    );
    process.stderr.write(`probe ${asked} async-context ${tracked}\n`);
  });
});
