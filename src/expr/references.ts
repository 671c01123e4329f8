/**
 * The fields and lists an expression tree refers to, for checks that depend
 * on what an expression reads (response fields in a counting expression,
 * custom lists in a rate limiting rule). One iterative walk, linear.
 */
import type { AnyNode, ArgNode, RhsNode, RootNode } from './ast.js';

export interface References {
  readonly fields: ReadonlySet<string>;
  /** List names without `$`. */
  readonly lists: ReadonlySet<string>;
}

export function referencesOf(root: RootNode): References {
  const fields = new Set<string>();
  const lists = new Set<string>();
  const stack: (AnyNode | ArgNode | RhsNode)[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    switch (node.kind) {
      case 'field':
        fields.add(node.name);
        break;
      case 'list':
        lists.add(node.name);
        break;
      case 'call':
        stack.push(...node.args);
        break;
      case 'index':
        stack.push(node.target);
        break;
      case 'comparison':
        stack.push(node.lhs, node.rhs);
        break;
      case 'logical':
        stack.push(...node.operands);
        break;
      case 'not':
        stack.push(node.operand);
        break;
      case 'group':
        stack.push(node.expr);
        break;
      case 'quantifier':
        stack.push(node.arg);
        break;
      default:
        break;
    }
  }
  return { fields, lists };
}
