import * as protocol from '@marquee/protocol';

/** A zod object's keys, looking through the wrappers (`.superRefine`, `.pipe`, `.default`). */
function keysOf(schema: unknown, depth = 0): string[] | undefined {
  if (!schema || typeof schema !== 'object' || depth > 4) return undefined;
  const s = schema as { shape?: unknown; def?: { in?: unknown; innerType?: unknown } };
  if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
  return keysOf(s.def?.in, depth + 1) ?? keysOf(s.def?.innerType, depth + 1);
}

/**
 * The field sets of every request and query schema in `protocol`, read at run time, so a new
 * field is fuzzed the day it is added.
 */
export const FIELD_GROUPS: string[][] = Object.values(protocol)
  .map((v) => keysOf(v))
  .filter((keys): keys is string[] => !!keys && keys.length > 0);

export const FIELD_NAMES = [...new Set(FIELD_GROUPS.flat())].sort();
