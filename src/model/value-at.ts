/**
 * The value at a JSON path in parsed data, one way for every caller (the
 * schema problems, the configuration file checks, rules that look beside
 * the node they visit).
 */
import type { Path } from './types.js';

/** The value at `path` (map keys, sequence indexes); `undefined` where the data has no such member or item. */
export function valueAt(data: unknown, path: Path): unknown {
  let current = data;
  for (const segment of path) {
    if (Array.isArray(current)) {
      if (typeof segment !== 'number') return undefined;
      current = current[segment];
    } else if (current !== null && typeof current === 'object') current = (current as Readonly<Record<string, unknown>>)[String(segment)];
    else return undefined;
  }
  return current;
}
