/**
 * Content compiled, every cacheable response rendered and the search index built, as start-snapshot bytes (http/table-snapshot.ts): what
 * `npm run build` writes beside the bundle, and what a server whose build's snapshot does not fit its content or
 * origin makes at start and on every reload (in a thread of its own when built: prerender-thread.ts).
 */
import { buildApp, TABLE_CHOOSERS } from "./app.js";
import { type ContentFiles, compileContent } from "./content/compile.js";
import { type Problem, unservable } from "./content/problems.js";
import { encodeSnapshot } from "./http/table-snapshot.js";
import { decodeMedia } from "./media/bundle.js";
import type { ClientAssets } from "./pages/client-assets.js";
import { loadNearWords } from "./search/analysis/near-words.js";
import { buildSearchIndex } from "./search/index.js";
import { encodeSearchIndex } from "./search/index-data/index-data.js";

export interface PrerenderRequest {
  readonly files: ContentFiles;
  readonly baseUrl: string;
  /** What the snapshot is made for (node/snapshot.ts: the files and the origin, hashed). */
  readonly key: string;
  /** The pages' client scripts (the robot), when the build made them. */
  readonly clientAssets?: ClientAssets | undefined;
  /** The build's images (src/media/bundle.ts), encoded; absent when there are none (a server run from source). */
  readonly media?: Uint8Array<ArrayBuffer> | undefined;
}

export type Prerendered =
  | { readonly ok: true; readonly bytes: Uint8Array<ArrayBuffer> }
  | { readonly ok: false; readonly problems: readonly Problem[] };

export const prerender = async ({
  files,
  baseUrl,
  key,
  clientAssets,
  media,
}: PrerenderRequest): Promise<Prerendered> => {
  const compiled = compileContent(files, baseUrl);
  if (!compiled.ok) return compiled;
  const { site } = compiled;
  try {
    const { contents } = await buildApp({ site, clientAssets, media: media && decodeMedia(media) });
    return {
      ok: true,
      bytes: encodeSnapshot(
        { key, site, contents, searchIndex: encodeSearchIndex(buildSearchIndex(site, await loadNearWords())) },
        TABLE_CHOOSERS,
      ),
    };
  } catch (error) {
    return { ok: false, problems: [unservable(error)] };
  }
};
