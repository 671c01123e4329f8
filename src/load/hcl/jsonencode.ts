/**
 * Terraform's `jsonencode(value)` on a positioned value: the JSON text it
 * produces (object keys sorted, no blanks; `<`, `>`, `&`, U+2028 and U+2029
 * escaped as `\u003c` …, as the Terraform docs say of `jsonencode`), with a
 * map from every character of the text back to the HCL that produced it: a
 * string's characters to their characters (exactly where no escape is
 * needed), a key to its key, a number to its literal, brackets to brackets.
 * So a finding inside a log filter built with `jsonencode({ where = … })`
 * points at the HCL value that produced the offending JSON member. Unknown
 * values become placeholder strings whose spans are recorded as unknown.
 *
 * Linear in the size of the value (trees are depth-limited by their builder).
 */
import type { SourceRange } from '../position.js';
import { StringMapBuilder } from '../string-map.js';
import type { TreeMember, TreeNode, TreeString } from '../value-tree.js';
import { byCodeUnits } from '../../text/code-unit-order.js';

const ESCAPES: Readonly<Record<string, string>> = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /["\\\u0000-\u001f<>&\u2028\u2029]/;

function escapeChar(c: string): string {
  return ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

const first = (r: SourceRange): SourceRange => ({ start: r.start, end: Math.min(r.end, r.start + 1) });
const last = (r: SourceRange): SourceRange => ({ start: Math.max(r.start, r.end - 1), end: r.end });

export function jsonEncode(value: TreeNode, range: SourceRange, placeholder: () => string): TreeString {
  const out = new StringMapBuilder();
  const unknown: [number, number][] = [];

  const unknownPart = (at: SourceRange): void => {
    const start = out.length;
    out.mapped(JSON.stringify(placeholder()), at);
    unknown.push([start, out.length]);
  };

  const writeString = (node: TreeString): void => {
    out.mapped('"', first(node.range));
    const text = node.value;
    // Unknown spans of the string stay unknown in the JSON text.
    let spanIndex = 0;
    let i = 0;
    while (i < text.length) {
      const span = node.unknown[spanIndex];
      if (span && i === span[0]) {
        const start = out.length;
        out.copyOrMap(node.map, text, span[0], span[1]);
        unknown.push([start, out.length]);
        i = span[1];
        spanIndex++;
        continue;
      }
      const stop = span ? span[0] : text.length;
      let j = i;
      while (j < stop && !NEEDS_ESCAPE.test(text[j] as string)) j++;
      if (j > i) out.copyOrMap(node.map, text, i, j);
      if (j < stop) {
        out.mapped(escapeChar(text[j] as string), node.map.toSourceRange(j, j + 1));
        j++;
      }
      i = j;
    }
    out.mapped('"', last(node.range));
  };

  const write = (node: TreeNode): void => {
    switch (node.kind) {
      case 'scalar':
        out.mapped(JSON.stringify(node.value) ?? 'null', node.range);
        return;
      case 'string':
        writeString(node);
        return;
      case 'unknown':
        unknownPart(node.range);
        return;
      case 'array':
        out.mapped('[', node.head);
        node.items.forEach((item, i) => {
          if (i > 0) out.mapped(',', (node.items[i - 1] as TreeNode).range);
          write(item);
        });
        out.mapped(']', last(node.range));
        return;
      case 'object': {
        out.mapped('{', node.head);
        // Later members replace earlier ones of the same key; keys come out sorted.
        const byKey = new Map<string, TreeMember>();
        for (const m of node.members) byKey.set(m.key, m);
        const members = [...byKey.values()].sort((a, b) => byCodeUnits(a.key, b.key));
        members.forEach((m, i) => {
          if (i > 0) out.mapped(',', (members[i - 1] as TreeMember).value.range);
          const start = out.length;
          out.mapped(`${JSON.stringify(m.unknownKey ? placeholder() : m.key)}:`, m.keyRange);
          write(m.value);
          if (m.unknownKey) unknown.push([start, out.length]);
        });
        out.mapped('}', last(node.range));
      }
    }
  };

  write(value);
  unknown.sort((a, b) => a[0] - b[0]);
  return { kind: 'string', range, value: out.value, map: out.build(range.start), unknown: mergeSpans(unknown) };
}

/** Overlapping spans (an unknown key around unknown values) as one. */
function mergeSpans(spans: readonly [number, number][]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [s, e] of spans) {
    const prev = merged[merged.length - 1];
    if (prev && s <= prev[1]) prev[1] = Math.max(prev[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

