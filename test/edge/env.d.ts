/** The bindings wrangler.toml gives the worker under test, as the tests see them. */
declare namespace Cloudflare {
  interface Env {
    readonly BASE_URL: string;
    readonly RATE_LIMIT: DurableObjectNamespace;
  }
}
