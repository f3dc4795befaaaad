/**
 * The flags Debian's Chromium needs here: headless, no sandbox (containers), and nothing that reaches the network
 * on its own. Shared by the browser tests (browser.ts), the screenshots and the pages audit (Lighthouse).
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const;
