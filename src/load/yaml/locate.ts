/**
 * JSON path → node, and nodes → the file ranges rules report at.
 *
 * Range conventions (what ESLint users expect):
 * - a **value** range is the whole token as written: quotes included, a block
 *   scalar from its `|`/`>` indicator to the end of its last non-blank line
 *   (trailing blank lines are not part of it), a flow collection from its
 *   opening to its closing bracket, a block collection from its first key or
 *   `-` to the end of its last value. Anchors and tags (`&a !!str`) are not
 *   part of the value's range;
 * - a **key** range is the key token (with its quotes if quoted);
 * - a **pair** range runs from the key to the end of the value.
 * - a position *inside* a string value goes through the scalar's source map
 *   (`mapValueRange`), so it is exact for every scalar style.
 *
 * Paths: map keys are compared as strings the way the value is built (`1`
 * and `"1"` are the same key, `null` is `""`), sequence indexes as numbers
 * (a string of digits is accepted too); aliases are followed to their
 * anchored node. With duplicate keys the *last* member is found, matching
 * the value. `<<` merges are not followed: a merged-in member is located at
 * the map that merges it.
 */
import { isAlias, isCollection, isMap, isPair, isScalar, isSeq, type Alias, type Node, type Pair, type Scalar, type YAMLMap } from 'yaml';
import type { SourceRange } from '../position.js';
import { scalarSourceMap } from './scalar-source-map.js';
import type { JsonPath } from '../source-file.js';
import type { YamlDocument, YamlSourceFile } from './load-yaml.js';

export type { JsonPath };

/** Where a path leads. */
export interface Located {
  /** The whole path exists. */
  readonly found: boolean;
  /** How many leading segments of the path exist (`path.length` when found). */
  readonly depth: number;
  /**
   * The node at the path (an alias resolved to its anchored node) — or, when
   * not found, the nearest existing ancestor. `null` when that position holds
   * no node: an empty document, or a key with nothing after it.
   */
  readonly node: Node | null;
  /** The map member whose value `node` is (for the key's range); undefined for sequence items and the root. */
  readonly pair: Pair | undefined;
  /** The alias written at that position, when the node was reached through one. */
  readonly alias: Alias | undefined;
}

/** Follow `path` from the document's root. */
export function locate(doc: YamlDocument, path: JsonPath): Located {
  let written = doc.doc.contents as Node | null;
  let pair: Pair | undefined;
  let depth = 0;
  for (;;) {
    const alias = isAlias(written) ? written : undefined;
    const node = alias ? resolveAlias(doc, alias) : written;
    if (depth === path.length) return { found: true, depth, node, pair, alias };
    const segment = path[depth] as string | number;
    let next: Pair | Node | undefined;
    if (isMap(node)) {
      next = findMember(doc, node, String(segment));
    } else if (isSeq(node)) {
      const index = typeof segment === 'number' ? segment : /^(?:0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : -1;
      next = Number.isInteger(index) && index >= 0 ? ((node.items[index] as Node | Pair | null | undefined) ?? undefined) : undefined;
    }
    if (next === undefined) return { found: false, depth, node, pair, alias };
    depth++;
    if (isPair(next)) {
      pair = next;
      written = (next.value as Node | null) ?? null;
    } else {
      pair = undefined;
      written = next;
    }
  }
}

/** The node an alias stands for (via the document's alias table, or `yaml`'s own lookup). */
export function resolveAlias(doc: YamlDocument, alias: Alias): Node | null {
  return doc.aliasTargets.get(alias) ?? (alias.resolve(doc.doc) as Node | undefined) ?? null;
}

const memberIndex = new WeakMap<YAMLMap, Map<string, Pair>>();

/** The last member of `map` whose key, as a string, is `key`. Large maps get a cached index. */
function findMember(doc: YamlDocument, map: YAMLMap, key: string): Pair | undefined {
  const items = map.items as Pair[];
  if (items.length < 16) {
    for (let i = items.length - 1; i >= 0; i--) {
      const p = items[i] as Pair;
      if (keyString(doc, p.key as Node | null) === key) return p;
    }
    return undefined;
  }
  let index = memberIndex.get(map);
  if (!index) {
    index = new Map();
    for (const p of items) {
      const k = keyString(doc, p.key as Node | null);
      if (k !== undefined) index.set(k, p);
    }
    memberIndex.set(map, index);
  }
  return index.get(key);
}

/** A scalar key as the value builder stringifies it; undefined for collection keys. */
function keyString(doc: YamlDocument, key: Node | null): string | undefined {
  const k = isAlias(key) ? resolveAlias(doc, key) : key;
  if (k === null || k === undefined) return '';
  if (!isScalar(k)) return undefined;
  const v = k.value;
  if (v === null || v === undefined) return '';
  return typeof v === 'object' ? undefined : String(v);
}

// ---------------------------------------------------------------------------
// Ranges

/** The range of a value node as written (see the conventions at the top). */
export function valueRange(file: YamlSourceFile, node: Node): SourceRange {
  const start = node.range?.[0] ?? 0;
  // A block collection ends where its last value ends (its own range runs on
  // over trailing line breaks and comments).
  let last: Node = node;
  for (let guard = 0; guard < 10_000; guard++) {
    if (!isCollection(last) || last.flow || last.items.length === 0) break;
    const item = last.items[last.items.length - 1] as unknown;
    let next: Node | null = null;
    if (isPair(item)) next = ((item.value ?? item.key) as Node | null) ?? null;
    else next = (item as Node | null) ?? null;
    if (!next || !next.range) break;
    last = next;
  }
  let end = last.range?.[1] ?? start;
  if (isScalar(last) && (last.type === 'BLOCK_LITERAL' || last.type === 'BLOCK_FOLDED')) {
    end = trimBlockEnd(file.text, last.range?.[0] ?? start, end);
  }
  return { start, end: Math.max(start, end) };
}

/** A block scalar's range without its trailing blank lines. */
function trimBlockEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start + 1) {
    const c = text.charCodeAt(e - 1);
    if (c === 32 || c === 9 || c === 10 || c === 13) e--;
    else break;
  }
  return e;
}

/** The range of a map member's key (its token, quotes included); an empty key gives an empty range where the member starts. */
export function keyRange(file: YamlSourceFile, pair: Pair): SourceRange {
  const key = pair.key as Node | null;
  if (key?.range) return valueRange(file, key);
  const value = pair.value as Node | null;
  const at = value?.range?.[0] ?? 0;
  return { start: at, end: at };
}

/** From the start of a member's key to the end of its value. */
export function pairRange(file: YamlSourceFile, pair: Pair): SourceRange {
  const key = pair.key as Node | null;
  const value = pair.value as Node | null;
  const k = key?.range ? valueRange(file, key) : undefined;
  const v = value?.range ? valueRange(file, value) : undefined;
  const start = k?.start ?? v?.start ?? 0;
  return { start, end: Math.max(start, v?.end ?? k?.end ?? start) };
}

/**
 * Where to report about `path`: the value (or with `target: 'key'` the key)
 * when it exists; when it does not, the key of the nearest existing member,
 * or the opening of the nearest existing collection (`{`, `[`, its first key
 * or `-`), or the start of the document.
 */
export function pathRange(file: YamlSourceFile, doc: YamlDocument, path: JsonPath, target: 'key' | 'value' = 'value'): SourceRange {
  const at = locate(doc, path);
  const written = at.alias ?? at.node;
  if (at.found) {
    if (target === 'key' && at.pair) return keyRange(file, at.pair);
    if (written?.range) return valueRange(file, written);
    if (at.pair) return keyRange(file, at.pair);
  } else {
    if (at.pair) return keyRange(file, at.pair);
    if (at.node?.range) return headRange(file, at.node);
  }
  return { start: doc.range.start, end: doc.range.start };
}

/** The first token of a node: a flow collection's bracket, a block map's first key, a block sequence's `-`. */
function headRange(file: YamlSourceFile, node: Node): SourceRange {
  const start = node.range?.[0] ?? 0;
  if (isCollection(node)) {
    if (!node.flow && isMap(node)) {
      const first = node.items[0] as Pair | undefined;
      if (first) return keyRange(file, first);
    }
    return { start, end: start + 1 };
  }
  return valueRange(file, node);
}

/**
 * The file range of the value characters `[start, end)` of a scalar (offsets
 * into its string value), exact for every scalar style; see `ScalarSourceMap`.
 */
export function mapValueRange(node: Scalar, start: number, end: number): SourceRange {
  return scalarSourceMap(node).toSourceRange(start, end);
}

/**
 * `mapValueRange` for the scalar at `path`; when the path does not lead to a
 * scalar, falls back to `pathRange` (the problem is then reported at the node).
 */
export function pathValueRange(file: YamlSourceFile, doc: YamlDocument, path: JsonPath, start: number, end: number): SourceRange {
  const at = locate(doc, path);
  if (at.found && isScalar(at.node)) return mapValueRange(at.node, start, end);
  return pathRange(file, doc, path);
}

/** Where a node sits: inside a flow collection, and whether it is a map key. */
export interface NodeContext {
  readonly inFlow: boolean;
  readonly isKey: boolean;
  /** The node was found in the document at all. */
  readonly found: boolean;
}

/**
 * Find where `target` is written in `doc` by descending through the nodes
 * whose ranges contain it (O(depth × width)); aliases are not followed
 * because a node is written where its anchor is.
 */
export function nodeContext(doc: YamlDocument, target: Node): NodeContext {
  const at = target.range?.[0];
  let node = doc.doc.contents as Node | null;
  let inFlow = false;
  if (node === target) return { inFlow, isKey: false, found: true };
  if (at === undefined) return { inFlow, isKey: false, found: false };
  for (let guard = 0; guard < 100_000 && isCollection(node); guard++) {
    if (node.flow) inFlow = true;
    let next: Node | null = null;
    for (const item of node.items as unknown[]) {
      if (isPair(item)) {
        const key = item.key as Node | null;
        const value = item.value as Node | null;
        if (key === target) return { inFlow, isKey: true, found: true };
        if (value === target) return { inFlow, isKey: false, found: true };
        if (contains(key, at)) next = key;
        else if (contains(value, at)) next = value;
      } else {
        const n = item as Node | null;
        if (n === target) return { inFlow, isKey: false, found: true };
        if (contains(n, at)) next = n;
      }
      if (next) break;
    }
    if (!next) break;
    node = next;
  }
  return { inFlow, isKey: false, found: false };
}

function contains(node: Node | null, offset: number): boolean {
  const r = node?.range;
  return !!r && !isAlias(node) && r[0] <= offset && offset < Math.max(r[2], r[0] + 1);
}
