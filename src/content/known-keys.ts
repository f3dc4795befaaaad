/**
 * The keys a schema allows at a path of the data it reads, for "did you mean" hints on an unknown key, and the schema
 * there, to say whether a missing field may be null. Walks zod's
 * own definitions (object shapes, array elements, and the wrappers optional, nullable, default, pipe).
 */
import type { z } from "@hono/zod-openapi";

interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly element?: z.ZodType;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const unwrap = (schema: z.ZodType): z.ZodType => {
  const def = defOf(schema);
  const inner = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
  return inner ? unwrap(inner) : schema;
};

/** The schema that reads the value at `path`, wrappers kept (so it still says whether null is allowed there). */
export const schemaAt = (schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined => {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    const def: Def = defOf(unwrap(current));
    current = typeof key === "number" ? def.element : def.shape?.[String(key)];
    if (!current) return undefined;
  }
  return current;
};

export const knownKeysAt = (schema: z.ZodType, path: readonly PropertyKey[]): string[] => {
  const at = schemaAt(schema, path);
  return at ? Object.keys(defOf(unwrap(at)).shape ?? {}) : [];
};
