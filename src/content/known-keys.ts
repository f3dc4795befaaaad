/**
 * The keys a schema allows at a path of the data it reads, for "did you mean" hints on an unknown key. Walks zod's
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

export const knownKeysAt = (schema: z.ZodType, path: readonly PropertyKey[]): string[] => {
  let current: z.ZodType | undefined = unwrap(schema);
  for (const key of path) {
    const def: Def = defOf(current);
    current = typeof key === "number" ? def.element : def.shape?.[String(key)];
    if (!current) return [];
    current = unwrap(current);
  }
  return Object.keys(defOf(current).shape ?? {});
};
