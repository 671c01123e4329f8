/**
 * The children of a node of the expression tree, and a walk over every node
 * in source order — one definition of the tree's shape for the printer of
 * `explain`, the reference collector and the semantic checks. The walk uses
 * an explicit stack, so its depth is not the input's.
 */
import type { AnyNode, ArgNode, RhsNode } from './ast.js';

export type TreeNode = AnyNode | ArgNode | RhsNode;

export function childrenOf(node: TreeNode): readonly TreeNode[] {
  switch (node.kind) {
    case 'logical':
      return node.operands;
    case 'not':
      return [node.operand];
    case 'group':
      return [node.expr];
    case 'quantifier':
      return [node.arg];
    case 'comparison':
      return [node.lhs, node.rhs];
    case 'call':
      return node.args;
    case 'index':
      return [node.target];
    case 'set':
      return node.elements;
    default:
      return [];
  }
}

/** Calls `visit` on `root` and every node below it, parents before children, in source order. */
export function forEachNode(root: TreeNode, visit: (node: TreeNode) => void): void {
  const stack: TreeNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    visit(node);
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}
