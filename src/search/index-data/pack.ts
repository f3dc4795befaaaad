/**
 * Plain data as bytes and back: JSON for strings, numbers, booleans, arrays and objects, and the typed arrays
 * among them as raw bytes after the JSON, so a reader gets them back without parsing a number per element. Layout:
 * the JSON's length (4 bytes, big-endian), the JSON (the data with each typed array left out as null, and where
 * each one goes), then each typed array's bytes at a multiple of 8. Reading parses the JSON without a reviver and
 * puts the arrays back by their paths: a reviver would call back into JavaScript for every value. Elements are in
 * the writer's byte order: little-endian, as on every machine V8 runs a server or a worker on.
 *
 * Only plain data goes in: a Map, a Set, a class instance or a function would come back as something else (an
 * empty object, or nothing), so packing one throws, at build time rather than as a wrong answer later.
 */

const TYPED = { Uint8Array, Uint16Array, Uint32Array, Int32Array, Float64Array } as const;
type TypedName = keyof typeof TYPED;
type Typed = InstanceType<(typeof TYPED)[TypedName]>;

/** Where a typed array goes (keys and indexes from the root), its type, and where its bytes are. */
interface Placed {
  readonly path: readonly (string | number)[];
  readonly type: TypedName;
  readonly at: number;
  readonly length: number;
}

interface Header {
  readonly data: unknown;
  readonly arrays: readonly Placed[];
}

const LENGTH_BYTES = 4;
const ALIGN = 8;
const aligned = (at: number): number => Math.ceil(at / ALIGN) * ALIGN;

const nameOf = (value: ArrayBufferView): TypedName | undefined =>
  (Object.keys(TYPED) as TypedName[]).find((name) => value instanceof TYPED[name]);

export const pack = (value: unknown): Uint8Array<ArrayBuffer> => {
  const arrays: Placed[] = [];
  const bytes: Typed[] = [];
  let size = 0;
  /** `item` as JSON can hold it, its typed arrays placed apart. */
  const plain = (item: unknown, path: readonly (string | number)[]): unknown => {
    const where = path.join(".") || "the root";
    if (typeof item === "function" || typeof item === "symbol" || typeof item === "bigint") {
      throw new Error(`Cannot pack ${where}: a ${typeof item} is not plain data.`);
    }
    if (typeof item === "number" && !Number.isFinite(item)) {
      throw new Error(`Cannot pack ${where}: ${item} has no JSON form.`);
    }
    if (typeof item !== "object" || item === null) return item;
    if (Array.isArray(item)) return item.map((element: unknown, i) => plain(element, [...path, i]));
    if (ArrayBuffer.isView(item)) {
      const type = nameOf(item);
      if (!type) throw new Error(`Cannot pack ${where}: a ${item.constructor.name} is not one of the typed arrays.`);
      const typed = item as Typed;
      arrays.push({ path, type, at: size, length: typed.length });
      bytes.push(typed);
      size = aligned(size + typed.byteLength);
      return null;
    }
    const prototype: unknown = Object.getPrototypeOf(item);
    if (prototype !== Object.prototype && prototype !== null) {
      throw new Error(`Cannot pack ${where}: a ${item.constructor.name} is not plain data.`);
    }
    return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, plain(entry, [...path, key])]));
  };
  const header: Header = { data: plain(value, []), arrays };
  // Written as ASCII, which a reader's TextDecoder takes on its fast path (workerd's decodes it in half the time).
  const json = new TextEncoder().encode(
    JSON.stringify(header).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
  );
  const start = aligned(LENGTH_BYTES + json.byteLength);
  const out = new Uint8Array(start + size);
  new DataView(out.buffer).setUint32(0, json.byteLength);
  out.set(json, LENGTH_BYTES);
  bytes.forEach((typed, i) => {
    out.set(new Uint8Array(typed.buffer, typed.byteOffset, typed.byteLength), start + (arrays[i]?.at ?? 0));
  });
  return out;
};

/**
 * The data `bytes` hold, as the caller says it is (pack's input, typed arrays included). Each typed array is a copy
 * of its bytes, so it is aligned whatever the offset of `bytes` in their buffer.
 */
export const unpack = <T>(bytes: Uint8Array): T => {
  const jsonLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const start = aligned(LENGTH_BYTES + jsonLength);
  const json = new TextDecoder().decode(bytes.subarray(LENGTH_BYTES, LENGTH_BYTES + jsonLength));
  const header = JSON.parse(json) as Header;
  const root = { data: header.data };
  for (const { path, type, at, length } of header.arrays) {
    const Kind = TYPED[type];
    const from = start + at;
    const array = new Kind(bytes.slice(from, from + length * Kind.BYTES_PER_ELEMENT).buffer);
    // Down to the array's holder, then the array in its place.
    let holder: Record<string | number, unknown> = root;
    let key: string | number = "data";
    for (const step of path) {
      holder = holder[key] as Record<string | number, unknown>;
      key = step;
    }
    holder[key] = array;
  }
  return root.data as T;
};
