/**
 * A tiny MCP Apps host for browser tests, made of the extension package's own host side (`AppBridge` and
 * `PostMessageTransport` from `@modelcontextprotocol/ext-apps/app-bridge`): it puts a view's HTML in a sandboxed
 * frame, answers the view's `ui/initialize`, then sends the tool's arguments and result, as a chat client does.
 * Bundled for the browser with esbuild; the page exposes `runHost(...)` and records what the view asked for.
 */
import { build } from "esbuild";

const HOST_SOURCE = `
import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";

window.hostLog = { sizes: [], links: [], initialized: false };
window.runHost = async ({ html, toolArguments, toolResult, hostContext }) => {
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-scripts");
  frame.setAttribute("title", "view");
  frame.style.width = "600px";
  document.body.appendChild(frame);
  const bridge = new AppBridge(null, { name: "test-host", version: "1.0.0" }, { openLinks: {} }, { hostContext });
  bridge.onsizechange = (size) => window.hostLog.sizes.push(size);
  bridge.onopenlink = async ({ url }) => { window.hostLog.links.push(url); return {}; };
  const initialized = new Promise((resolve) => { bridge.oninitialized = resolve; });
  await bridge.connect(new PostMessageTransport(frame.contentWindow, frame.contentWindow));
  frame.srcdoc = html;
  await initialized;
  window.hostLog.initialized = true;
  window.hostLog.appInfo = bridge.getAppVersion();
  await bridge.sendToolInput({ arguments: toolArguments });
  await bridge.sendToolResult(toolResult);
};
`;

/** The host page's script, as one classic script (the test page inlines it). */
export const appsHostScript = async (): Promise<string> => {
  const result = await build({
    stdin: { contents: HOST_SOURCE, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild wrote no host bundle");
  return output.text;
};

/**
 * The host page: the restrictive default CSP the MCP Apps spec tells hosts to apply when a view declares no
 * domains. A srcdoc frame inherits its parent's policy, so the view runs under it too.
 */
export const HOST_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self' data:",
  "connect-src 'none'",
].join("; ");

export const hostPage = (script: string): string =>
  `<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="${HOST_CSP}"></head><body><script>${script.replace(/<\/script/gi, "<\\/script")}</script></body></html>`;
