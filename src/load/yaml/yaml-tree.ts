/**
 * A YAML or JSON document as a positioned value tree (`../value-tree.ts`),
 * for front ends that build their documents from JSON: Terraform's
 * `.tf.json` files and `terraform show -json` output. Strings keep their
 * scalar source maps, so positions inside them stay exact for every scalar
 * style. A document the fast reader read (`fast-read.ts`) is converted from
 * that reader's nodes — a plan or state of a few megabytes would otherwise be
 * parsed a second time by `yaml` — and its strings' maps are built only for
 * the strings a rule reports inside; other documents from `yaml`'s nodes.
 * Linear; the depth is that of a loaded (depth-checked) document.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Node, type Pair } from 'yaml';
import type { SourceRange } from '../position.js';
import type { StringMap } from '../string-map.js';
import type { TreeMember, TreeNode } from '../value-tree.js';
import type { FastNode, FastScalar } from './fast-read.js';
import { fastScalarSourceMap } from './fast-locate.js';
import type { YamlDocument } from './load-yaml.js';
import { keyRange, resolveAlias, valueRange } from './locate.js';
import { scalarSourceMap } from './scalar-source-map.js';

/** The document's value tree, from the fast reader's nodes when it read the document, else from `yaml`'s. */
export function documentTree(doc: YamlDocument): TreeNode | null {
  return doc.fast ? fastTree(doc.file.text, doc.fast.root) : yamlTree(doc);
}

/** The head of a collection (its bracket, or its first character): what to point at when a member is missing. */
function headOf(range: SourceRange): SourceRange {
  return { start: range.start, end: Math.min(range.end, range.start + 1) };
}

/** A fast-read string's source map, built when a position inside the string is first asked for. */
class LazyScalarMap implements StringMap {
  constructor(
    private readonly text: string,
    private readonly node: FastScalar,
  ) {}

  get length(): number {
    // A string's map indexes its value (`ScalarSourceMap.value`): its length needs no map.
    const value = this.node.value;
    return typeof value === 'string' ? value.length : fastScalarSourceMap(this.text, this.node).length;
  }

  toSourceRange(start: number, end: number): SourceRange {
    return fastScalarSourceMap(this.text, this.node).toSourceRange(start, end);
  }
}

/** `yamlTree` for a fast-read document: the same nodes, ranges and values (fast-read ranges are `locate.ts`'s). */
function fastTree(text: string, root: FastNode): TreeNode {
  const convert = (node: FastNode): TreeNode => {
    const range: SourceRange = { start: node.start, end: node.end };
    if (node.kind === 'scalar') {
      const v = node.value;
      if (typeof v === 'number' || typeof v === 'boolean' || v === null) return { kind: 'scalar', range, value: v };
      return { kind: 'string', range, value: typeof v === 'string' ? v : String(v), map: new LazyScalarMap(text, node), unknown: [] };
    }
    if (node.kind === 'seq') return { kind: 'array', range, head: headOf(range), items: node.items.map(convert) };
    const members: TreeMember[] = node.values.map((value, i) => {
      const key = node.keys[i]!;
      return { key: node.names[i]!, keyRange: { start: key.start, end: key.end }, value: convert(value) };
    });
    return { kind: 'object', range, head: headOf(range), members };
  };
  return convert(root);
}

/** The tree of a document `yaml` read (or of any document, from `yaml`'s nodes: the property tests compare the two). */
export function yamlTree(doc: YamlDocument): TreeNode | null {
  const file = doc.file;
  const convert = (written: Node | null): TreeNode | null => {
    const node = isAlias(written) ? resolveAlias(doc, written) : written;
    if (!node) return null;
    const range = valueRange(file, node);
    const head = headOf(range);
    if (isScalar(node)) {
      const v = node.value;
      if (typeof v === 'string') return { kind: 'string', range, value: v, map: scalarSourceMap(node), unknown: [] };
      if (typeof v === 'number' || typeof v === 'boolean' || v === null) return { kind: 'scalar', range, value: v };
      return { kind: 'string', range, value: String(v), map: scalarSourceMap(node), unknown: [] };
    }
    if (isSeq(node)) {
      const items: TreeNode[] = [];
      for (const item of node.items as (Node | null)[]) {
        const converted = convert(item);
        items.push(converted ?? { kind: 'scalar', range, value: null });
      }
      return { kind: 'array', range, head, items };
    }
    if (isMap(node)) {
      const members: TreeMember[] = [];
      for (const pair of node.items as Pair[]) {
        if (!isPair(pair)) continue;
        const key = pair.key as Node | null;
        const k = isScalar(key) ? key.value : key === null ? '' : undefined;
        if (k !== null && typeof k === 'object') continue;
        const value = convert(pair.value as Node | null);
        const keyAt = keyRange(file, pair);
        members.push({ key: k === undefined || k === null ? '' : String(k), keyRange: keyAt, value: value ?? { kind: 'scalar', range: keyAt, value: null } });
      }
      return { kind: 'object', range, head, members };
    }
    return null;
  };
  return convert(doc.doc.contents as Node | null);
}
