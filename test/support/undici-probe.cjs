// Preloaded into a server under test (NODE_OPTIONS=--require): on SIGUSR2 it writes to stderr whether Node has
// loaded its fetch implementation (undici, behind the web Request and Response) yet.
let asked = 0;
process.on("SIGUSR2", () => {
  asked += 1;
  process.stderr.write(`probe ${asked} undici ${process.moduleLoadList.some((name) => name.includes("undici"))}\n`);
});
