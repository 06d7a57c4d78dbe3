import fc from 'fast-check';

/** The JSON Schema subset the OpenAPI document of this API uses (zod's output). */
export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  nullable?: boolean;
  default?: unknown;
};

const str = (s: Schema): fc.Arbitrary<string> => {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? min + 24, min + 24);
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    return fc
      .stringMatching(re)
      .filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity) && re.test(v));
  }
  return fc.string({ minLength: min, maxLength: Math.max(min, max) });
};

const bound = (v: number | boolean | undefined, fallback: number) => (typeof v === 'number' ? v : fallback);

const num = (s: Schema, integer: boolean): fc.Arbitrary<number> => {
  let min = s.minimum ?? bound(s.exclusiveMinimum, -1_000_000);
  let max = s.maximum ?? bound(s.exclusiveMaximum, 1_000_000);
  if (typeof s.exclusiveMinimum === 'number' || s.exclusiveMinimum === true) min += integer ? 1 : 0.01;
  if (typeof s.exclusiveMaximum === 'number' || s.exclusiveMaximum === true) max -= integer ? 1 : 0.01;
  min = Math.max(min, -Number.MAX_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

/** Values valid for the schema (as far as a schema can say: formats and refinements aside). */
export function arbitraryOf(s: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return fc.oneof(...alts.map((a) => arbitraryOf(a, depth + 1)));
  if (s.allOf) return arbitraryOf(Object.assign({}, ...s.allOf) as Schema, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type ?? (s.properties ? 'object' : undefined)) {
      case 'string':
        return str(s);
      case 'integer':
        return num(s, true);
      case 'number':
        return num(s, false);
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const minLength = s.minItems ?? 0;
        const maxLength = Math.min(s.maxItems ?? minLength + 4, minLength + 4);
        return fc.array(arbitraryOf(s.items, depth + 1), { minLength, maxLength });
      }
      case 'object': {
        const props = s.properties ?? {};
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [k, v] of Object.entries(props)) record[k] = arbitraryOf(v, depth + 1);
        const requiredKeys = (s.required ?? []).filter((k) => k in props);
        return fc.record(record, { requiredKeys });
      }
      default:
        return fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }), fc.integer());
    }
  })();
  return s.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

/** One value of the schema, the same for the same seed. */
export const sampleOf = (s: Schema | undefined, seed: number): unknown =>
  fc.sample(arbitraryOf(s), { seed, numRuns: 1 })[0];

/** The object's own fields and those of its nested objects (two levels), as key paths. */
export function fieldPaths(s: Schema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!s || depth > 1) return [];
  const obj = s.properties ? s : (s.oneOf ?? s.anyOf)?.find((a) => a.properties);
  if (!obj?.properties) return [];
  return Object.entries(obj.properties).flatMap(([k, v]) => [
    [...prefix, k],
    ...fieldPaths(v, [...prefix, k], depth + 1),
  ]);
}
