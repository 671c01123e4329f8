/**
 * "Under a matching condition": whether a rule's expression selects the same
 * requests as a behaviour's `when`. Equality is decided on a canonical form
 * of the syntax tree, so spelling does not matter — `==` or `eq`, extra
 * parentheses or spaces, the order of `and`/`or` operands, the order of set
 * members, `in {"x"}` for `eq "x"`, quoted or raw strings — but meaning is
 * not reasoned about beyond that (a narrower or wider condition does not
 * match). A behaviour without `when` applies to every request: `true`.
 */
import type { AnyNode, ArgNode, ExprNode, RhsNode, RootNode } from '../expr/ast.js';
import { parseExpression } from '../expr/parser.js';
import { ProblemList } from '../expr/problems.js';

/** The expression of a behaviour without `when`. */
export const MATCH_ALL = 'true';

/** The canonical text of a filter expression, or `undefined` when it does not parse. */
export function conditionKey(expression: string | undefined): string | undefined {
  const text = expression === undefined || expression.trim() === '' ? MATCH_ALL : expression;
  const problems = new ProblemList();
  const ast = parseExpression(text, 'filter', problems);
  if (ast === null || problems.items.some((p) => p.code === 'syntax')) return undefined;
  return canonical(ast);
}

/** Whether `ruleExpression` selects the same requests as `when` (see the top of the file). */
export function sameCondition(when: string | undefined, ruleExpression: string | undefined): boolean {
  const a = conditionKey(when);
  const b = conditionKey(ruleExpression);
  if (a !== undefined && b !== undefined) return a === b;
  // Unparsable: only an identical text matches.
  return (when ?? MATCH_ALL).trim() === (ruleExpression ?? MATCH_ALL).trim();
}

function canonical(node: RootNode | AnyNode | ArgNode | RhsNode): string {
  switch (node.kind) {
    case 'group':
      return canonical(node.expr);
    case 'logical': {
      const operands: string[] = [];
      const flatten = (operand: ExprNode): void => {
        const inner = unwrap(operand);
        if (inner.kind === 'logical' && inner.op === node.op) inner.operands.forEach(flatten);
        else operands.push(canonical(inner));
      };
      node.operands.forEach(flatten);
      // and, or, xor are commutative; duplicates of and/or are idempotent.
      const sorted = [...new Set(operands)].sort();
      const kept = node.op === 'xor' ? operands.sort() : sorted;
      return kept.length === 1 ? kept[0]! : `(${kept.join(` ${node.op} `)})`;
    }
    case 'not':
      return `not ${canonical(node.operand)}`;
    case 'quantifier':
      return `${node.op}(${canonical(node.arg)})`;
    case 'bool':
      return node.value ? 'true' : 'false';
    case 'comparison': {
      const lhs = canonical(node.lhs);
      if (node.op === 'in' && node.rhs.kind === 'set' && node.rhs.elements.length === 1) {
        const only = node.rhs.elements[0]!;
        if (only.kind === 'string' || only.kind === 'int' || only.kind === 'ip') return `${lhs} eq ${canonical(only)}`;
      }
      return `${lhs} ${node.op} ${canonical(node.rhs)}`;
    }
    case 'field':
      return node.name;
    case 'call':
      return `${node.name}(${node.args.map((a) => canonical(a)).join(', ')})`;
    case 'index':
      return `${canonical(node.target)}[${node.key.kind === 'each' ? '*' : JSON.stringify(node.key.value)}]`;
    case 'set':
      return `{${[...new Set(node.elements.map((e) => canonical(e)))].sort().join(' ')}}`;
    case 'list':
      return `$${node.name}`;
    case 'string':
      return JSON.stringify(node.value);
    case 'int':
      return String(node.value);
    case 'ip':
    case 'cidr':
    case 'bytes':
    case 'word':
      return node.text.toLowerCase();
    case 'range':
      return `${canonical(node.first)}..${canonical(node.last)}`;
  }
}

function unwrap(node: ExprNode): ExprNode {
  let current = node;
  while (current.kind === 'group') current = current.expr;
  return current;
}
