/**
 * Console lines from the test process that are known noise, each with why. Vitest drops them (vitest.config.ts,
 * `onConsoleLog`); everything else, real errors included, still prints.
 */
const NOISE: readonly { readonly pattern: RegExp; readonly why: string }[] = [
  {
    pattern: /^unknown format "uri" ignored in schema/,
    why: "the SDK 1.11 client's Ajv has no formats; it is a test client of the 2025-03-26 revision, not the server",
  },
  {
    pattern: /"event":"mcp_sdk_notice"/,
    why: "the SDK's responseMode notice as the app logs it (src/mcp/transport/modern.ts), once per app the tests build",
  },
];

export const isKnownNoise = (line: string): boolean => NOISE.some(({ pattern }) => pattern.test(line.trim()));
