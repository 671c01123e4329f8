/**
 * `locate.ts` for documents read by the fast reader (`fast-read.ts`): path →
 * node → the ranges rules report at, with the same conventions and the same
 * answers as `pathRange` / `pathValueRange` give from `yaml`'s nodes (keys
 * compared as the value's property names, sequence indexes as numbers or
 * digit strings; a missing path lands on the nearest member's key or the
 * nearest collection's head).
 */
import { Scalar, type CST } from 'yaml';
import type { SourceRange } from '../position.js';
import type { JsonPath } from '../source-file.js';
import { blockToken, type FastBlockScalar, type FastMap, type FastNode, type FastScalar } from './fast-read.js';
import { decodeBlockScalar } from './scalar-decode.js';
import { flowScalarSourceMap, ScalarSourceMap } from './scalar-source-map.js';

interface FastLocated {
  readonly found: boolean;
  /** The node at the path, or the nearest existing ancestor. */
  readonly node: FastNode;
  /** The key of the member whose value `node` is; undefined for sequence items and the root. */
  readonly key: FastScalar | undefined;
  /** `node` sits inside a flow collection (`{…}`, `[…]`), where `,[]{}` end a plain scalar. */
  readonly inFlow: boolean;
}

const DIGITS = /^(?:0|[1-9][0-9]*)$/;

export function fastLocate(root: FastNode, path: JsonPath): FastLocated {
  let node = root;
  let key: FastScalar | undefined;
  let inFlow = false;
  for (const segment of path) {
    if (node.kind === 'map') {
      const i = memberIndex(node, String(segment));
      if (i < 0) return { found: false, node, key, inFlow };
      inFlow ||= node.flow;
      key = node.keys[i];
      node = node.values[i] as FastNode;
    } else if (node.kind === 'seq') {
      const index = typeof segment === 'number' ? segment : DIGITS.test(segment) ? Number(segment) : -1;
      const item = Number.isInteger(index) && index >= 0 ? node.items[index] : undefined;
      if (!item) return { found: false, node, key, inFlow };
      inFlow ||= node.flow;
      key = undefined;
      node = item;
    } else {
      return { found: false, node, key, inFlow };
    }
  }
  return { found: true, node, key, inFlow };
}

const indexes = new WeakMap<FastMap, Map<string, number>>();

/** The member named `name` (names are unique in fast-read maps); large maps get a cached index. */
function memberIndex(map: FastMap, name: string): number {
  if (map.names.length < 16) return map.names.indexOf(name);
  let index = indexes.get(map);
  if (!index) {
    index = new Map();
    for (let i = 0; i < map.names.length; i++) index.set(map.names[i] as string, i);
    indexes.set(map, index);
  }
  return index.get(name) ?? -1;
}

function rangeOfNode(node: FastNode): SourceRange {
  return { start: node.start, end: node.end };
}

/** `pathRange` (locate.ts) for a fast-read document starting at `documentStart`. */
export function fastPathRange(root: FastNode, path: JsonPath, target: 'key' | 'value' = 'value'): SourceRange {
  const at = fastLocate(root, path);
  if (at.found) return target === 'key' && at.key ? rangeOfNode(at.key) : rangeOfNode(at.node);
  if (at.key) return rangeOfNode(at.key);
  const node = at.node;
  // The head of the nearest collection: a flow collection's bracket, a block map's first key, a block sequence's `-`.
  if (node.kind === 'map' && !node.flow) return rangeOfNode(node.keys[0] as FastScalar);
  if (node.kind !== 'scalar') return { start: node.start, end: node.start + 1 };
  return rangeOfNode(node);
}

/** `pathValueRange` (locate.ts) for a fast-read document. */
export function fastPathValueRange(text: string, root: FastNode, path: JsonPath, start: number, end: number): SourceRange {
  const at = fastLocate(root, path);
  if (at.found && at.node.kind === 'scalar') return fastScalarSourceMap(text, at.node).toSourceRange(start, end);
  return fastPathRange(root, path);
}

const maps = new WeakMap<FastScalar, ScalarSourceMap>();

const TOKEN_TYPES = { plain: 'scalar', single: 'single-quoted-scalar', double: 'double-quoted-scalar' } as const;

/** A fast-read scalar's source map (as `scalarSourceMap` builds it from the scalar's token), built on first use. */
export function fastScalarSourceMap(text: string, node: FastScalar): ScalarSourceMap {
  let map = maps.get(node);
  if (!map && isBlock(node)) {
    const decoded = decodeBlockScalar(blockToken(text, node.start, node.headerEnd, node.bodyStart, node.bodyEnd, node.indent));
    map =
      decoded.value === node.value
        ? new ScalarSourceMap(decoded, { exact: true, identity: false })
        : flowScalarSourceMap({ type: 'scalar', offset: node.start, source: '' }, node.value, node.start, node.bodyEnd);
    maps.set(node, map);
  }
  if (!map) {
    const token = { type: TOKEN_TYPES[node.style as keyof typeof TOKEN_TYPES], offset: node.start, source: text.slice(node.start, node.end) };
    map = flowScalarSourceMap(token, node.value, node.start, node.end);
    maps.set(node, map);
  }
  return map;
}

const NODE_TYPES = { plain: Scalar.PLAIN, single: Scalar.QUOTE_SINGLE, double: Scalar.QUOTE_DOUBLE } as const;

/**
 * A `yaml` scalar node standing for a fast-read scalar, as `yaml` would have
 * composed it (value, range, type, source token), for the edits that work
 * from a scalar's token alone (`valueEditToSourceEdit` on a quoted scalar).
 */
export function fastScalarNode(text: string, node: FastScalar): Scalar {
  const scalar = new Scalar(node.value);
  scalar.range = [node.start, node.end, node.end];
  scalar.type = NODE_TYPES[node.style as keyof typeof NODE_TYPES];
  const token: CST.FlowScalar = { type: TOKEN_TYPES[node.style as keyof typeof TOKEN_TYPES], offset: node.start, indent: 0, source: text.slice(node.start, node.end) };
  scalar.srcToken = token;
  return scalar;
}

function isBlock(node: FastScalar): node is FastBlockScalar {
  return node.style === 'literal' || node.style === 'folded';
}
