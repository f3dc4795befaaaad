/**
 * Modules the Workers build (scripts/build/build-worker.ts) provides, since workerd has no file system: the content files
 * compiled into the bundle, and the start snapshot made from them for the build's origin (a Data module: bytes).
 */
declare module "virtual:content-files" {
  const files: Readonly<Record<string, string>>;
  export default files;
}

declare module "virtual:start-snapshot" {
  const bytes: ArrayBuffer;
  export default bytes;
}

/** The images the build drew from the content (src/media/bundle.ts, encoded), a Data module beside the bundle. */
declare module "virtual:media" {
  const bytes: ArrayBuffer;
  export default bytes;
}
