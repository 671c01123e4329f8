/**
 * A positioned value tree: a document's plain value together with where
 * each part of it is written, for front ends whose documents are not `yaml`
 * nodes (HCL, and the Terraform documents built from `.tf.json` files and
 * `terraform show -json` output). Every node has its source range; a string
 * has a map from value offsets to file ranges, and the spans of it that the
 * configuration does not know until it is applied (an interpolation).
 *
 * A value that is wholly unknown (a variable, a reference, a function call)
 * is an `unknown` node; in the plain value it is an `UnknownValue`, an empty
 * frozen object that prints as `${<expression>}`, so plans show where the
 * value comes from. Reports that touch an unknown are dropped by the engine
 * (`LoadedDocument.unknownAt`): nothing is guessed.
 *
 * Trees are built no deeper than `MAX_NESTING_DEPTH` (the builders check),
 * so the recursive walks here are bounded.
 */
import type { SourceRange } from './position.js';
import type { StringMap } from './string-map.js';
import type { TextEdit } from './text-edit.js';

export type TreeNode = TreeObject | TreeArray | TreeString | TreeScalar | TreeUnknown;

/** How a node's text can be rewritten, when its front end knows how (else fixes are not offered). */
export interface NodeEditor {
  /** An edit of the string value (offsets into the value) → the file edit, verified; `undefined` when unsafe. */
  editValue?(edit: TextEdit): TextEdit | undefined;
  /** The node rewritten to hold `value`; `undefined` when it cannot be written. */
  replaceValue?(value: unknown): TextEdit | undefined;
}

interface NodeBase {
  /** The value as written (for a block: from its type name to its closing brace). */
  readonly range: SourceRange;
  readonly editor?: NodeEditor;
}

export interface TreeObject extends NodeBase {
  readonly kind: 'object';
  /** What to point at for the object itself when a member is missing: its `{`, or a block's type name. */
  readonly head: SourceRange;
  /** In source order; with a repeated key the last one counts. */
  readonly members: readonly TreeMember[];
  /**
   * The object stands for as many objects as a collection known only at apply
   * has elements (a `dynamic` block's content, a resource with `count` or
   * `for_each`): it may be absent, or there may be several (`mayRepeat`).
   */
  readonly mayRepeat?: boolean;
}

export interface TreeMember {
  readonly key: string;
  readonly keyRange: SourceRange;
  readonly value: TreeNode;
  /** The key itself is not known until apply (a header named by a variable): everything under it is unknown. */
  readonly unknownKey?: boolean;
}

export interface TreeArray extends NodeBase {
  readonly kind: 'array';
  readonly head: SourceRange;
  readonly items: readonly TreeNode[];
}

export interface TreeString extends NodeBase {
  readonly kind: 'string';
  readonly value: string;
  readonly map: StringMap;
  /** Value spans `[start, end)` that stand for parts unknown until apply, in order. */
  readonly unknown: readonly (readonly [number, number])[];
}

export interface TreeScalar extends NodeBase {
  readonly kind: 'scalar';
  readonly value: number | boolean | null;
}

export interface TreeUnknown extends NodeBase {
  readonly kind: 'unknown';
  /** The expression as written, for messages and plans. */
  readonly source: string;
}

/** A value the configuration does not know until it is applied: an empty object to rules, `${source}` in JSON. */
export class UnknownValue {
  readonly #source: string;

  constructor(source: string) {
    this.#source = source;
    Object.freeze(this);
  }

  /** Plans and reports print it as a `${…}` reference, like other values supplied at run time. */
  toJSON(): string {
    return `\${${this.#source}}`;
  }

  toString(): string {
    return this.toJSON();
  }
}

/** Plain objects made from trees that may stand for none or several (`TreeObject.mayRepeat`). */
const repeatable = new WeakSet<object>();

/** Whether a plain value was made from an object that may be absent or repeated (a `dynamic` block's content). */
export function mayRepeat(value: unknown): boolean {
  return typeof value === 'object' && value !== null && repeatable.has(value);
}

/** The plain value of a tree (objects with the last of repeated keys, `UnknownValue` for unknowns). */
export function treeValue(node: TreeNode | null): unknown {
  if (node === null) return null;
  switch (node.kind) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const m of node.members) {
        // `__proto__` and other inherited names become own properties, as in JSON.parse.
        Object.defineProperty(out, m.key, { value: m.unknownKey ? new UnknownValue(m.key) : treeValue(m.value), enumerable: true, writable: true, configurable: true });
      }
      // Marked beside the value, not in it: the value stays the plain JSON the rules read.
      if (node.mayRepeat === true) repeatable.add(out);
      return out;
    }
    case 'array':
      return node.items.map(treeValue);
    case 'string':
    case 'scalar':
      return node.value;
    case 'unknown':
      return new UnknownValue(node.source);
  }
}

/** The member of `object` named `key` (the last one when repeated). */
export function memberOf(object: TreeObject, key: string): TreeMember | undefined {
  for (let i = object.members.length - 1; i >= 0; i--) {
    const m = object.members[i] as TreeMember;
    if (m.key === key) return m;
  }
  return undefined;
}

/** Is anything in the tree unknown? */
export function hasUnknown(node: TreeNode): boolean {
  switch (node.kind) {
    case 'unknown':
      return true;
    case 'string':
      return node.unknown.length > 0;
    case 'scalar':
      return false;
    case 'array':
      return node.items.some(hasUnknown);
    case 'object':
      return node.members.some((m) => m.unknownKey === true || hasUnknown(m.value));
  }
}
