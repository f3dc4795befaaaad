/**
 * The Workers runtime module, typed from @cloudflare/workers-types' importable form: its global form would
 * replace the DOM types the rest of src/ is checked against.
 */
declare module "cloudflare:workers" {
  import { CloudflareWorkersModule } from "@cloudflare/workers-types/index.js";
  export = CloudflareWorkersModule;
}
