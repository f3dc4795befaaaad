/**
 * The content files, compiled into the Workers bundle at build time (scripts/build-worker.ts resolves this
 * module): workerd has no file system to read content/ from.
 */
declare module "virtual:content-files" {
  const files: Readonly<Record<string, string>>;
  export default files;
}

/** The images the build drew from the content (src/media/bundle.ts, encoded), compiled into the Workers bundle. */
declare module "virtual:media" {
  const bytes: Uint8Array<ArrayBuffer>;
  export default bytes;
}
