/**
 * Helpers shared by the tests of this folder (not used by the library).
 */
import type { RootNode } from './ast.js';

/** Keys that hold offsets, checker output or notation: a tree without them is its meaning. */
const POSITIONAL_KEYS = new Set(['start', 'end', 'opStart', 'opEnd', 'nameEnd', 'slash', 'type', 'opText']);

/** A deep copy of the tree without offsets, types and operator spelling. */
export function stripPositions(node: RootNode | null): unknown {
  return strip(node);
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (!POSITIONAL_KEYS.has(key)) out[key] = strip(child);
  }
  return out;
}
