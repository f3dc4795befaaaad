/**
 * The images the build draws (previews, icons, photo sizes) as one run of bytes: what `npm run build` writes
 * beside the server bundle and compiles into the Workers bundle, so every runtime and the static export serve the
 * very same files, and none of them draws an image when a request comes. Layout: a 4-byte big-endian length, a
 * JSON header (each file's path, media type and length, in order), then the bodies.
 */

export interface MediaFile {
  /** Root-relative path the file is served at. */
  readonly path: string;
  /** Its media type, as sent in Content-Type. */
  readonly type: string;
  readonly body: Uint8Array<ArrayBuffer>;
}

interface Entry {
  readonly path: string;
  readonly type: string;
  readonly length: number;
}

const LENGTH_BYTES = 4;

export const encodeMedia = (files: readonly MediaFile[]): Uint8Array<ArrayBuffer> => {
  const header = new TextEncoder().encode(
    JSON.stringify(files.map(({ path, type, body }): Entry => ({ path, type, length: body.byteLength }))),
  );
  const size = files.reduce((n, f) => n + f.body.byteLength, LENGTH_BYTES + header.byteLength);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, header.byteLength);
  out.set(header, LENGTH_BYTES);
  let at = LENGTH_BYTES + header.byteLength;
  for (const { body } of files) {
    out.set(body, at);
    at += body.byteLength;
  }
  return out;
};

/** The files in `bytes`; the bodies stay views into them. */
export const decodeMedia = (bytes: Uint8Array<ArrayBuffer>): MediaFile[] => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(0);
  const entries = JSON.parse(
    new TextDecoder().decode(bytes.subarray(LENGTH_BYTES, LENGTH_BYTES + headerLength)),
  ) as Entry[];
  let at = bytes.byteOffset + LENGTH_BYTES + headerLength;
  return entries.map(({ path, type, length }) => {
    if (at + length > bytes.byteOffset + bytes.byteLength) throw new Error(`The media bundle is cut short at ${path}.`);
    const body = new Uint8Array(bytes.buffer, at, length);
    at += length;
    return { path, type, body };
  });
};
