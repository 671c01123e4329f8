/**
 * Normalised printing: English operators (`eq`, `and`, `not`), single spaces,
 * sets as `{a b c}`, literals exactly as written (so escapes and raw strings
 * keep their meaning). Parentheses are kept where the user wrote them.
 * Re-parsing the output gives the same tree (tested property).
 */
import type { AnyNode, ArgNode, IndexKey, RhsNode, RootNode } from './ast.js';
import { COMPARE_OP_TEXT } from './tokens.js';

export function printExpression(root: RootNode): string {
  return print(root);
}

function print(node: AnyNode | ArgNode | RhsNode): string {
  switch (node.kind) {
    case 'logical':
      return node.operands.map(print).join(` ${node.op} `);
    case 'not':
      return `not ${print(node.operand)}`;
    case 'group':
      return `(${print(node.expr)})`;
    case 'quantifier':
      return `${node.op}(${print(node.arg)})`;
    case 'bool':
      return node.value ? 'true' : 'false';
    case 'comparison':
      return `${print(node.lhs)} ${COMPARE_OP_TEXT[node.op]} ${print(node.rhs)}`;
    case 'field':
      return node.name;
    case 'call':
      return `${node.name}(${node.args.map(print).join(', ')})`;
    case 'index':
      return `${print(node.target)}[${printKey(node.key)}]`;
    case 'set':
      return `{${node.elements.map(print).join(' ')}}`;
    case 'list':
      return `$${node.name}`;
    case 'string':
    case 'int':
    case 'ip':
    case 'cidr':
    case 'range':
    case 'bytes':
    case 'word':
      return node.text;
  }
}

function printKey(key: IndexKey): string {
  return key.kind === 'each' ? '*' : key.text;
}
