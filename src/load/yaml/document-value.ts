/**
 * A parsed YAML document → its plain JavaScript value, safely.
 *
 * This replaces `yaml`'s `Document.toJS()`, which is recursive (it overflows
 * the stack on deep input) and resolves every alias by scanning all anchors
 * and aliases before it (O(aliases²): 20 000 aliases take seven seconds). The
 * walk here is iterative and linear, and it checks what makes a value unsafe
 * to hand to rules and schema validation:
 *
 * - nesting deeper than `MAX_NESTING_DEPTH` (aliases count with the depth of
 *   what they stand for) → `too-deep`;
 * - aliases that would expand the document beyond twice its size plus
 *   `MAX_ALIAS_EXPANSION` nodes ("billion laughs") → `alias-limit`;
 * - an alias inside the node it refers to (`&a [*a]`: an infinite value) →
 *   `alias-cycle`; an alias to no earlier anchor → `unknown-alias`.
 * Any of these leaves the value `null` (the document is fatal).
 *
 * It also reports duplicate keys (`duplicate-key`, not fatal). Like
 * `JSON.parse` and `yaml`, the *last* value of a duplicated key is kept;
 * `locate` finds that last member too, so positions agree with the value.
 *
 * The value equals `doc.toJS()` for everything YAML 1.2 and JSON produce:
 * aliases share the aliased object, map keys are stringified the same way
 * (`null` → `""`, scalars with `String`), `__proto__` and other inherited
 * names become own properties, `<<` merge keys are applied where the schema
 * has them (`%YAML 1.1`). Differences, all outside what edgelint documents
 * use: a collection used as a key is stringified with `JSON.stringify` (yaml
 * writes YAML flow text and prints a process warning), and YAML 1.1 `!!set`
 * / `!!omap` become a plain object / an array of one-key objects instead of a
 * `Set` / `Map`.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Alias, type Document, type Node, type Pair } from 'yaml';
import { MAX_ALIAS_EXPANSION, MAX_NESTING_DEPTH } from '../limits.js';
import { loadProblem, type LoadProblem } from '../load-problem.js';
import type { Position } from '../position.js';
import { groupedDigits } from '../../text/grouped-digits.js';

export interface DocumentValue {
  /** The plain value; `null` when a fatal problem stopped the walk (or the document is empty). */
  readonly value: unknown;
  /** Problems found (duplicate keys, alias and depth problems). */
  readonly problems: readonly LoadProblem[];
  /** Whether any of `problems` is fatal (the value is then `null`). */
  readonly fatal: boolean;
  /** Each alias node → the node it refers to (the last anchor of that name before it). */
  readonly aliasTargets: ReadonlyMap<Alias, Node>;
}

/** A collection being converted: its output and where the walk is inside it. */
interface Frame {
  /** The collection, or a pair written as a sequence item (`[a: 1]`), which becomes a one-key object. */
  readonly node: Node | Pair;
  /** The map/seq items; for a pair used as a sequence item, just that pair. */
  readonly items: readonly unknown[];
  readonly asMap: boolean;
  readonly out: Record<string, unknown> | unknown[];
  index: number;
  /** For map members: 0 = convert the key next, 1 = the value. */
  phase: 0 | 1;
  jsKey: unknown;
  height: number;
  size: number;
  /** Keys that came from `<<` merges (an explicit key may override them without being a duplicate). */
  merged: Set<string> | undefined;
  /** Where each key of the map was first written, for duplicate-key messages (a lookup, not a scan per duplicate). */
  firstKeyAt: Map<string, Node | null> | undefined;
}

interface Converted {
  readonly value: unknown;
  /** Nesting depth of the value (0 for a scalar). */
  readonly height: number;
  /** Number of nodes the value has when aliases are expanded. */
  readonly size: number;
}

const MERGE_TAG = 'tag:yaml.org,2002:merge';

class Abort {
  readonly problem: LoadProblem;
  constructor(problem: LoadProblem) {
    this.problem = problem;
  }
}

/**
 * Convert a parsed document (from `yaml`'s composer) to its plain value,
 * reporting duplicate keys and unsafe aliasing or nesting. `position` is used
 * for "line N has it too" in messages.
 */
export function buildDocumentValue(doc: Document.Parsed, position: (offset: number) => Position): DocumentValue {
  const problems: LoadProblem[] = [];
  const aliasTargets = new Map<Alias, Node>();
  const root = doc.contents as Node | null;
  const nodeCount = resolveAliases(root, aliasTargets, problems);
  if (problems.length > 0) return { value: null, problems, fatal: true, aliasTargets };
  const merge = doc.schema.tags.some((t) => t.tag === MERGE_TAG && Boolean(t.default));
  try {
    const value = convert(root, {
      aliasTargets,
      problems,
      position,
      merge,
      budget: MAX_ALIAS_EXPANSION + nodeCount,
    });
    return { value, problems, fatal: false, aliasTargets };
  } catch (e) {
    if (e instanceof Abort) {
      problems.push(e.problem);
      return { value: null, problems, fatal: true, aliasTargets };
    }
    throw e;
  }
}

/**
 * Pre-order walk (document order, like `yaml`'s `visit`): record anchors as
 * they appear and point each alias at the last anchor of its name so far.
 * Returns the number of nodes written in the document.
 */
function resolveAliases(root: Node | null, targets: Map<Alias, Node>, problems: LoadProblem[]): number {
  const anchors = new Map<string, Node>();
  const stack: unknown[] = root ? [root] : [];
  let count = 0;
  while (stack.length > 0) {
    const item = stack.pop();
    if (isPair(item)) {
      if (item.value) stack.push(item.value);
      if (item.key) stack.push(item.key);
      continue;
    }
    if (isAlias(item)) {
      const target = anchors.get(item.source);
      if (target) targets.set(item, target);
      else {
        const [start = 0, end = start] = item.range ?? [];
        problems.push(
          loadProblem('unknown-alias', `The alias \`*${item.source}\` refers to no anchor \`&${item.source}\` defined before it.`, start, end),
        );
      }
      continue;
    }
    if (!isScalar(item) && !isMap(item) && !isSeq(item)) continue;
    count++;
    if (item.anchor) anchors.set(item.anchor, item);
    if (isMap(item) || isSeq(item)) {
      const items = item.items as unknown[];
      for (let i = items.length - 1; i >= 0; i--) if (items[i] != null) stack.push(items[i]);
    }
  }
  return count;
}

interface ConvertContext {
  readonly aliasTargets: ReadonlyMap<Alias, Node>;
  readonly problems: LoadProblem[];
  readonly position: (offset: number) => Position;
  readonly merge: boolean;
  readonly budget: number;
}

function convert(root: Node | null, ctx: ConvertContext): unknown {
  /** Converted anchored nodes, for aliases to share. */
  const done = new Map<Node, Converted>();
  /** Anchored collections currently being converted (an alias to one is a cycle). */
  const inProgress = new Set<Node>();
  const stack: Frame[] = [];
  let expansion = 0;
  let result: Converted | undefined;

  /** Convert `child` now (scalar, alias, empty) or open a frame for it; returns undefined when a frame was opened. */
  const enter = (child: unknown): Converted | undefined => {
    if (child == null) return { value: null, height: 0, size: 1 };
    if (isScalar(child)) {
      const c: Converted = { value: child.value, height: 0, size: 1 };
      if (child.anchor) done.set(child, c);
      return c;
    }
    if (isAlias(child)) {
      const target = ctx.aliasTargets.get(child) as Node;
      const [start = 0, end = start] = child.range ?? [];
      if (inProgress.has(target)) {
        throw new Abort(
          loadProblem('alias-cycle', `The alias \`*${child.source}\` is inside the node it refers to, so its value would be infinite.`, start, end),
        );
      }
      const c = done.get(target) ?? { value: null, height: 0, size: 1 };
      expansion += c.size;
      if (expansion > ctx.budget) {
        throw new Abort(
          loadProblem(
            'alias-limit',
            `Aliases expand to more than ${groupedDigits(ctx.budget)} nodes (\`*${child.source}\` alone is ${formatCount(c.size)}); edgelint stops reading here.`,
            start,
            end,
          ),
        );
      }
      if (stack.length + c.height > MAX_NESTING_DEPTH) {
        throw new Abort(
          loadProblem(
            'too-deep',
            `The alias \`*${child.source}\` nests the value deeper than ${MAX_NESTING_DEPTH} levels; edgelint stops reading here.`,
            start,
            end,
          ),
        );
      }
      return c;
    }
    if (isMap(child) || isSeq(child) || isPair(child)) {
      const node = child as Node | Pair;
      if (stack.length + 1 > MAX_NESTING_DEPTH) {
        const at = isPair(child) ? ((child.key as Node | null)?.range?.[0] ?? 0) : (child.range?.[0] ?? 0);
        throw new Abort(
          loadProblem('too-deep', `Nesting deeper than ${MAX_NESTING_DEPTH} levels; edgelint does not read documents nested this deeply.`, at, at + 1),
        );
      }
      const asMap = !isSeq(child);
      const items = isPair(child) ? [child] : (child.items as unknown[]);
      stack.push({
        node,
        items,
        asMap,
        out: asMap ? {} : [],
        index: 0,
        phase: 0,
        jsKey: undefined,
        height: 0,
        size: 1,
        merged: undefined,
        firstKeyAt: undefined,
      });
      if (!isPair(child) && child.anchor) inProgress.add(child);
      return undefined;
    }
    // Unknown node kinds do not occur in parsed documents.
    return { value: null, height: 0, size: 1 };
  };

  const deliver = (c: Converted): void => {
    const frame = stack[stack.length - 1];
    if (!frame) {
      result = c;
      return;
    }
    if (c.height > frame.height) frame.height = c.height;
    frame.size += c.size;
    if (!frame.asMap) {
      (frame.out as unknown[]).push(c.value);
      frame.index++;
      return;
    }
    const pair = frame.items[frame.index] as Pair;
    if (frame.phase === 0) {
      if (c.value !== null && typeof c.value === 'object') {
        // A sequence or mapping as a key (`? [a, b]: 1`, `{{a: 1}: 2}`) is no key of any edgelint document, and its
        // string form (JSON of JSON of …) grows exponentially with nesting: stop at the first (innermost) such key.
        const [start = 0, end = start] = (pair.key as Node | null)?.range ?? [];
        throw new Abort(loadProblem('complex-key', 'A mapping key is itself a sequence or mapping; keys of edgelint documents are strings.', start, Math.min(end, start + 1)));
      }
      frame.jsKey = c.value;
      frame.phase = 1;
      return;
    }
    frame.phase = 0;
    frame.index++;
    const keyNode = pair.key as Node | null;
    if (ctx.merge && isMergeKey(keyNode)) {
      frame.merged ??= new Set();
      mergeInto(frame.out as Record<string, unknown>, c.value, pair, frame.merged);
      return;
    }
    const key = stringifyKey(frame.jsKey);
    const out = frame.out as Record<string, unknown>;
    const duplicate = Object.prototype.hasOwnProperty.call(out, key) && !frame.merged?.has(key);
    if (key in out) {
      Object.defineProperty(out, key, { value: c.value, writable: true, enumerable: true, configurable: true });
    } else {
      out[key] = c.value;
    }
    frame.merged?.delete(key);
    frame.firstKeyAt ??= new Map();
    if (!frame.firstKeyAt.has(key)) frame.firstKeyAt.set(key, keyNode);
    if (duplicate && keyNode?.range) {
      const first = frame.firstKeyAt.get(key);
      const line = ctx.position(first?.range?.[0] ?? keyNode.range[0]).line;
      ctx.problems.push(
        loadProblem(
          'duplicate-key',
          `Duplicate key ${showKey(key)}; line ${line} has it too, and the last value is used.`,
          keyNode.range[0],
          keyNode.range[1],
        ),
      );
    }
  };

  const first = enter(root);
  if (first) return first.value;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.index >= frame.items.length) {
      stack.pop();
      const c: Converted = { value: frame.out, height: frame.height + 1, size: frame.size };
      const node = frame.node;
      if (!isPair(node) && node.anchor) {
        inProgress.delete(node);
        done.set(node, c);
      }
      deliver(c);
      continue;
    }
    const item = frame.items[frame.index];
    let child: unknown;
    if (frame.asMap) {
      const pair = item as Pair;
      child = frame.phase === 0 ? pair.key : pair.value;
    } else {
      child = item;
    }
    const c = enter(child);
    if (c) deliver(c);
  }
  return result?.value ?? null;
}

function isMergeKey(key: Node | null): boolean {
  if (!isScalar(key)) return false;
  const v = key.value;
  if (typeof v === 'symbol') return v.description === '<<';
  return v === '<<' && (!key.type || key.type === 'PLAIN');
}

/** `<<: *base` or `<<: [*a, *b]`: copy members not already present (yaml's `addMergeToJSMap`). */
function mergeInto(out: Record<string, unknown>, value: unknown, pair: Pair, merged: Set<string>): void {
  const sources = isSeq(pair.value) && Array.isArray(value) ? value : [value];
  for (const source of sources) {
    if (source === null || typeof source !== 'object' || Array.isArray(source)) {
      const [start = 0, end = start] = (pair.value as Node | null)?.range ?? [];
      throw new Abort(loadProblem('yaml-syntax', 'Merge sources (`<<`) must be mappings or aliases of mappings.', start, end));
    }
    for (const key of Object.keys(source)) {
      if (!Object.prototype.hasOwnProperty.call(out, key)) {
        merged.add(key);
        Object.defineProperty(out, key, {
          value: (source as Record<string, unknown>)[key],
          writable: true,
          enumerable: true,
          configurable: true,
        });
      }
    }
  }
}

/** yaml's `stringifyKey` for plain-object maps. */
export function stringifyKey(jsKey: unknown): string {
  if (jsKey === null || jsKey === undefined) return '';
  if (typeof jsKey !== 'object') return String(jsKey);
  try {
    return JSON.stringify(jsKey) ?? String(jsKey);
  } catch {
    return String(jsKey);
  }
}

function showKey(key: string): string {
  const short = key.length > 60 ? `${key.slice(0, 57)}...` : key;
  return /^[^`\p{C}]*$/u.test(short) && short !== '' ? `\`${short}\`` : JSON.stringify(short);
}

function formatCount(n: number): string {
  return n >= 1e15 ? `about ${n.toExponential(1)} nodes` : `${groupedDigits(Math.round(n))} nodes`;
}
