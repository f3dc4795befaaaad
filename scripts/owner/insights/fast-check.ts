/**
 * A fast test of a parsed line against a flat zod object schema, derived from the schema itself once: each
 * field's JavaScript type (string, number, boolean), enum or literal values, and whether it may be absent.
 * zod's own safeParse is the judge of record, but on a month of logs it costs more than reading them; this test
 * accepts exactly the flat shapes the log declares (src/schema/request-log.ts), checked by a test against zod's
 * verdict. Refinements (an integer, a length) are not re-checked: they do not change how a line is counted.
 */
import type { z } from "zod";

interface FieldRule {
  readonly key: string;
  readonly optional: boolean;
  readonly test: (value: unknown) => boolean;
}

interface Def {
  readonly type: string;
  readonly innerType?: { readonly _zod: { readonly def: Def } };
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly values?: readonly unknown[];
}

const ruleOf = (def: Def): ((value: unknown) => boolean) => {
  switch (def.type) {
    case "string":
      return (value) => typeof value === "string";
    case "number":
      return (value) => typeof value === "number" && Number.isFinite(value);
    case "boolean":
      return (value) => typeof value === "boolean";
    case "enum": {
      const allowed = new Set(Object.values(def.entries ?? {}));
      return (value) => allowed.has(value);
    }
    case "literal": {
      const allowed = new Set(def.values ?? []);
      return (value) => allowed.has(value);
    }
    default:
      throw new Error(`fastCheck: a field of type ${def.type} is not supported`);
  }
};

export const fastCheck = <S extends z.ZodObject>(schema: S): ((value: object) => value is z.infer<S>) => {
  const rules: FieldRule[] = Object.entries(schema.shape).map(([key, field]) => {
    const def = (field as unknown as { _zod: { def: Def } })._zod.def;
    const optional = def.type === "optional";
    const inner = optional && def.innerType ? def.innerType._zod.def : def;
    return { key, optional, test: ruleOf(inner) };
  });
  return (value: object): value is z.infer<S> => {
    const record = value as Record<string, unknown>;
    for (const { key, optional, test } of rules) {
      const field = record[key];
      if (field === undefined ? !optional : !test(field)) return false;
    }
    return true;
  };
};
