/**
 * Fixes in HCL: a value written as a literal is rewritten as an HCL literal
 * (a quoted string with HCL's escapes — `${` and `%{` doubled — a number,
 * `true`/`false`/`null`, a tuple or an object). A string edit rewrites the
 * whole quoted string, so escapes never get cut. Every edit is verified by
 * parsing the new literal with the same grammar and comparing its value;
 * what does not give the intended value is not offered.
 */
import { applyTextEdits, type TextEdit } from '../text-edit.js';
import type { LoadProblem } from '../load-problem.js';
import type { SourceRange } from '../position.js';
import { treeValue, type NodeEditor, type TreeNode } from '../value-tree.js';
import { named, parseHcl } from './hcl-parser.js';
import { HclEvaluator } from './evaluate.js';

const SHORT: Readonly<Record<string, string>> = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `text` as an HCL quoted string. */
export function hclQuoted(text: string): string {
  // eslint-disable-next-line no-control-regex
  const body = text.replace(/["\\\n\r\t]|[\u0000-\u001f\u007f]/g, (c) => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).replace(/([$%])\{/g, '$1$1{');
  return `"${body}"`;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** `value` as an HCL literal; `undefined` for what HCL cannot write (a non-finite number, a function). */
export function hclLiteral(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'string') return hclQuoted(value);
  if (typeof value === 'boolean') return String(value);
  // The grammar reads an exponent only after a fraction (`5.0e-324`, not `5e-324`).
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace(/^(-?\d+)e/, '$1.0e') : undefined;
  if (Array.isArray(value)) {
    const items = value.map(hclLiteral);
    return items.every((i) => i !== undefined) ? `[${items.join(', ')}]` : undefined;
  }
  if (typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>).map(([k, v]) => {
      const literal = hclLiteral(v);
      return literal === undefined ? undefined : `${IDENTIFIER.test(k) ? k : hclQuoted(k)} = ${literal}`;
    });
    return members.every((m) => m !== undefined) ? `{ ${members.join(', ')} }` : undefined;
  }
  return undefined;
}

/** Does `literal` read back, with the HCL grammar, as exactly `expected`? */
function readsAs(literal: string, expected: unknown): boolean {
  const text = `x = ${literal}\n`;
  const parsed = parseHcl(text);
  if ('unavailable' in parsed || parsed.error) return false;
  const body = named(parsed.root)[0];
  const attribute = body ? named(body)[0] : undefined;
  const expression = attribute ? named(attribute).find((c) => c.type === 'expression') : undefined;
  if (!expression) return false;
  const problems: LoadProblem[] = [];
  const value: TreeNode = new HclEvaluator(text, problems, new Map()).evaluate(expression);
  return problems.length === 0 && JSON.stringify(treeValue(value)) === JSON.stringify(expected);
}

/** How a literal at `range` (a string without interpolations, a number, a collection) can be rewritten. */
export function literalEditor(range: SourceRange, value: () => unknown): NodeEditor {
  const replaceValue = (next: unknown): TextEdit | undefined => {
    const literal = hclLiteral(next);
    return literal !== undefined && readsAs(literal, next) ? { start: range.start, end: range.end, text: literal } : undefined;
  };
  return {
    replaceValue,
    editValue(edit) {
      const current = value();
      if (typeof current !== 'string' || !(edit.start >= 0 && edit.start <= edit.end && edit.end <= current.length)) return undefined;
      return replaceValue(applyTextEdits(current, [edit]));
    },
  };
}
