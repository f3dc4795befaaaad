/**
 * The content as served, at start and on each reload: the build's snapshot when the content and origin hash the
 * same as its key, else the content compiled and rendered into a snapshot of its own (with the media drawn here
 * when running from the sources). Paths are the entry's (`entryUrl`): the built server's files sit beside
 * dist/server.js, the sources' beside src/server.ts.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ContentFiles } from "../content/compile.js";
import { loadContentFiles, PACKAGE_ROOT, readContentCache } from "../content/load.js";
import type { Problem } from "../content/problems.js";
import { type Chooser, decodeSnapshot, type Snapshot } from "../http/table-snapshot.js";
import type { Prerendered, PrerenderRequest } from "../prerender.js";
import { readClientAssets } from "./client-assets.js";
import { inWorker } from "./in-worker.js";
import { MEDIA_NAME, readMediaBundle } from "./media.js";
import { readSnapshot, SNAPSHOT_NAME, snapshotKey } from "./snapshot.js";

/**
 * The content as served: the site, its rendered table and search index, whether the build made them, and
 * the content's hash (the snapshot's key, for the build-info metric).
 */
export type Compiled =
  | (Snapshot & {
      readonly ok: true;
      readonly prebuilt: boolean;
      readonly contentHash: string;
      /** The images are the build's, drawn for other content or another origin. */
      readonly staleMedia: boolean;
    })
  | { ok: false; problems: readonly Problem[] };

export interface ContentSourceOptions {
  readonly contentDir: string;
  readonly baseUrl: string;
  /** The entry's own URL (`import.meta.url` of server.ts): a `.ts` one means running from the sources. */
  readonly entryUrl: string;
  /** The table's choosers by name (app.ts), which a snapshot names. */
  readonly choosers: Readonly<Record<string, Chooser>>;
}

/** What a stale-media warning says: the build's images were drawn for other content or another origin. */
export const STALE_MEDIA_MESSAGE =
  "the link previews, icons and résumé PDF are the build's, drawn for other content or another origin: " +
  "build with this content and BASE_URL (npm run build; docker build --build-arg BASE_URL=…) to redraw them";

/** Compiles the content folder; a failure to read it or to run the thread is a problem of the folder, like bad content. */
export const contentSource = ({
  contentDir,
  baseUrl,
  entryUrl,
  choosers,
}: ContentSourceOptions): (() => Promise<Compiled>) => {
  const fromSources = entryUrl.endsWith(".ts");
  const snapshotFile = fileURLToPath(new URL(SNAPSHOT_NAME, entryUrl));

  /**
   * The images and résumé PDF of content the build's snapshot does not fit, drawn here when this runs from its
   * sources (`npm run dev`, `tsx src/server.ts`), where the drawing packages are installed: the build's would show
   * another record's name, titles and résumé. The built server keeps the build's (dist/media.bin): a production
   * install lacks those packages, and its content is the build's unless changed after it (docs/pages.md).
   */
  const drawnHere = async (files: ContentFiles): Promise<Uint8Array<ArrayBuffer> | undefined> => {
    if (!fromSources) return undefined;
    // Not a literal: the bundler must not pull the drawing packages into dist/.
    const drawing: typeof import("./draw-media.js") = await import(new URL("./node/draw-media.ts", entryUrl).href);
    return drawing.drawEncoded(files, baseUrl);
  };

  /**
   * The built server prerenders in a worker thread (prerender-thread.ts says why); run from its TypeScript
   * sources (tsx, Bun, Deno), it does it in this thread, as tsx cannot load TypeScript in a worker thread on Node 20.
   */
  const prerenderHere = (request: PrerenderRequest): Promise<Prerendered> =>
    fromSources
      ? import("../prerender.js").then(({ prerender }) => prerender(request))
      : inWorker<Prerendered>(new URL("./prerender-thread.js", entryUrl), request);

  return async () => {
    try {
      const files = await loadContentFiles(contentDir, await readContentCache());
      const key = snapshotKey(files, baseUrl);
      const snapshot = await readSnapshot(snapshotFile, key, choosers);
      if (snapshot) return { ok: true, prebuilt: true, contentHash: key, staleMedia: false, ...snapshot };
      const clientAssets = await readClientAssets(new URL("./assets/", entryUrl));
      const drawn = await drawnHere(files);
      const media = drawn ?? (await readMediaBundle(join(PACKAGE_ROOT, "dist", MEDIA_NAME)));
      const made = await prerenderHere({ files, baseUrl, key, clientAssets, media });
      return made.ok
        ? {
            ok: true,
            prebuilt: false,
            contentHash: key,
            staleMedia: drawn === undefined && media !== undefined,
            ...decodeSnapshot(made.bytes, choosers),
          }
        : made;
    } catch (error) {
      return {
        ok: false,
        problems: [
          { file: contentDir, path: "(root)", message: error instanceof Error ? error.message : String(error) },
        ],
      };
    }
  };
};
