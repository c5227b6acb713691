import * as fc from 'fast-check';
import type { z } from 'zod';

/** What zod 4 keeps about a schema: its definition and the constraints its checks collected. */
interface Introspected {
  _zod: {
    def: { type: string } & Record<string, unknown>;
    bag?: Record<string, unknown>;
  };
}

/** Characters of the texts people type here, with the ones that break naive code now and then. */
const TEXT_UNIT = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'שלוםעולםכרטיסאבגדהוזחטabcXYZ0123456789 -_.@') },
  { weight: 1, arbitrary: fc.constantFrom('\u200f', '\u202e', '\u0000', '<', '>', '"', "'", '&', '\n', '\t', '😀', '\\', '%', '{') },
);

const text = (minLength: number, maxLength: number) => fc.string({ unit: TEXT_UNIT, minLength, maxLength });

/** A string the schema accepts now and then, and the lengths on either side of its limits. */
function stringArbitrary(bag: Record<string, unknown>): fc.Arbitrary<string> {
  const min = typeof bag.minimum === 'number' ? bag.minimum : 0;
  const max = typeof bag.maximum === 'number' ? bag.maximum : 80;
  const patterns = bag.patterns instanceof Set ? [...(bag.patterns as Set<RegExp>)] : [];
  const boundaries = fc.constantFrom('א'.repeat(max), 'a'.repeat(max + 1), 'b'.repeat(Math.max(min - 1, 0)), '', ' ');
  const plausible =
    bag.format === 'email'
      ? fc.emailAddress()
      : bag.format === 'url'
        ? fc.webUrl()
        : patterns.length > 0
          ? fc.stringMatching(patterns[0]!).filter((value) => value.length <= max)
          : text(min, Math.min(max, min + 40));
  return fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: boundaries });
}

function numberArbitrary(bag: Record<string, unknown>): fc.Arbitrary<number> {
  const min = typeof bag.minimum === 'number' && Number.isFinite(bag.minimum) ? bag.minimum : -1_000_000;
  const max = typeof bag.maximum === 'number' && Number.isFinite(bag.maximum) ? bag.maximum : 1_000_000;
  const isInteger = typeof bag.format === 'string' && bag.format.includes('int');
  const inside = isInteger
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true });
  const boundaries = fc.constantFrom(min - 1, min, max, max + 1, 0, -1, 0.5, Number.MAX_SAFE_INTEGER + 2, 1e308);
  return fc.oneof({ weight: 4, arbitrary: inside }, { weight: 1, arbitrary: boundaries });
}

const isOptional = (schema: Introspected) => ['optional', 'default', 'prefault', 'catch'].includes(schema._zod.def.type);

/**
 * Values shaped by a zod 4 schema's input side: mostly what it accepts, with the values at and just past its limits.
 * Refinements are not solved (a value may still be refused), which is what a fuzz run wants anyway.
 */
export function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const { def, bag = {} } = (schema as unknown as Introspected)._zod;
  const inner = (key: string) => arbitraryOf(def[key] as z.ZodType, depth + 1);
  if (depth > 8) return fc.constant(null);
  switch (def.type) {
    case 'string':
      return stringArbitrary(bag);
    case 'number':
      return numberArbitrary(bag);
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('on', 'true', 1, 0));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'null':
      return fc.constant(null);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'array': {
      const max = typeof bag.maximum === 'number' ? Math.min(bag.maximum, 6) : 6;
      const min = typeof bag.minimum === 'number' ? Math.min(bag.minimum, max) : 0;
      return fc.array(inner('element'), { minLength: min, maxLength: max });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((item) => arbitraryOf(item, depth + 1)));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryOf(value, depth + 1)]));
      const requiredKeys = Object.entries(shape)
        .filter(([, value]) => !isOptional(value as unknown as Introspected))
        .map(([key]) => key);
      return fc.record(fields, { requiredKeys });
    }
    case 'record':
      return fc.dictionary(text(1, 8), inner('valueType'), { maxKeys: 4 });
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => arbitraryOf(option, depth + 1)));
    case 'intersection':
      return fc.tuple(inner('left'), inner('right')).map(([left, right]) =>
        left && right && typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left,
      );
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      // What the caller sends is the input side; a transform's input is anything.
      return (def.in as unknown as Introspected)._zod.def.type === 'transform' ? inner('out') : inner('in');
    case 'lazy':
      return arbitraryOf((def.getter as () => z.ZodType)(), depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The record with own `__proto__` and `constructor` keys, as a hostile JSON body carries them. */
function withPollutionKeys(record: Record<string, unknown>): Record<string, unknown> {
  const hostile = JSON.parse('{"__proto__":{"isAdmin":true,"userRole":"admin"},"constructor":{"prototype":{"polluted":true}}}') as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) hostile[key] = value;
  return hostile;
}

/** A value near a valid one: a field dropped, replaced by any JSON, or an unknown field added; or the value wrapped. */
export function mutationOf(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant([value]));
    const keys = Object.keys(value);
    const record = value as Record<string, unknown>;
    const variants: fc.Arbitrary<unknown>[] = [
      fc.tuple(text(1, 12), fc.jsonValue({ maxDepth: 2 })).map(([key, extra]) => ({ ...record, [key]: extra })),
      fc.constant([value]),
      fc.constant(withPollutionKeys(record)),
    ];
    if (keys.length > 0) {
      variants.push(
        fc.constantFrom(...keys).map((key) => {
          const { [key]: _dropped, ...rest } = record;
          return rest;
        }),
        fc.tuple(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 3 })).map(([key, replacement]) => ({ ...record, [key]: replacement })),
      );
    }
    return fc.oneof(...variants);
  });
}
