/**
 * A YAML or JSON document as a positioned value tree (`../value-tree.ts`),
 * for front ends that build their documents from JSON: Terraform's
 * `.tf.json` files and `terraform show -json` output. Strings keep their
 * scalar source maps, so positions inside them stay exact for every scalar
 * style. Linear; the depth is that of a loaded (depth-checked) document.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Node, type Pair } from 'yaml';
import type { SourceRange } from '../position.js';
import type { TreeMember, TreeNode } from '../value-tree.js';
import type { YamlDocument } from './load-yaml.js';
import { keyRange, resolveAlias, valueRange } from './locate.js';
import { scalarSourceMap } from './scalar-source-map.js';

export function yamlTree(doc: YamlDocument): TreeNode | null {
  const file = doc.file;
  const convert = (written: Node | null): TreeNode | null => {
    const node = isAlias(written) ? resolveAlias(doc, written) : written;
    if (!node) return null;
    const range = valueRange(file, node);
    const head: SourceRange = { start: range.start, end: Math.min(range.end, range.start + 1) };
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
