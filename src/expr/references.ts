/**
 * The fields and lists an expression tree refers to, for checks that depend
 * on what an expression reads (response fields in a counting expression,
 * custom lists in a rate limiting rule). One walk, linear.
 */
import type { RootNode } from './ast.js';
import { forEachNode } from './walk.js';

export interface References {
  readonly fields: ReadonlySet<string>;
  /** List names without `$`. */
  readonly lists: ReadonlySet<string>;
}

export function referencesOf(root: RootNode): References {
  const fields = new Set<string>();
  const lists = new Set<string>();
  forEachNode(root, (node) => {
    if (node.kind === 'field') fields.add(node.name);
    else if (node.kind === 'list') lists.add(node.name);
  });
  return { fields, lists };
}
