/**
 * A document backed by a positioned value tree (`value-tree.ts`): how the
 * HCL and Terraform front ends answer the seam's questions. The range
 * conventions are those of the YAML front end (`yaml/locate.ts`): a value's
 * range is its token as written, a key's range its key; a missing path
 * lands on the nearest existing member's key, or the head of the nearest
 * existing collection, or the start of the document.
 */
import type { LoadProblem } from './load-problem.js';
import type { SourceRange } from './position.js';
import type { DocumentEdit, JsonPath, LoadedDocument } from './source-file.js';
import type { TextEdit } from './text-edit.js';
import { memberOf, treeValue, type TreeArray, type TreeMember, type TreeNode, type TreeObject } from './value-tree.js';

interface Walk {
  /** The whole path exists. */
  readonly found: boolean;
  /** The node at the path, or the nearest existing ancestor. */
  readonly node: TreeNode | null;
  /** The member whose value `node` is (for its key). */
  readonly member: TreeMember | undefined;
  /** An unknown node, or a member with an unknown key, lies on the way. */
  readonly throughUnknown: boolean;
}

/** An object or list whose members are plain values (no nested object or list), at least one of them unknown. */
function holdsUnknownValue(node: TreeObject | TreeArray): boolean {
  const children = node.kind === 'object' ? node.members.map((m) => (m.unknownKey ? null : m.value)) : node.items;
  if (children.some((c) => c !== null && (c.kind === 'object' || c.kind === 'array'))) return false;
  return children.some((c) => c === null || c.kind === 'unknown');
}

export interface TreeDocumentOptions {
  readonly partial?: boolean;
  readonly origin?: 'terraform';
  /** A label for reports about a path (a resource address), when the position alone does not say. */
  readonly labelAt?: (path: JsonPath) => string | undefined;
  /** The Terraform resource a path falls in (its address), for plans that name where a call comes from. */
  readonly resourceAt?: (path: JsonPath) => string | undefined;
}

export class TreeDocument implements LoadedDocument {
  readonly index: number;
  readonly value: unknown;
  readonly range: SourceRange;
  readonly fatal: boolean;
  readonly problems: readonly LoadProblem[];
  readonly partial: boolean;
  readonly origin: 'terraform' | undefined;
  readonly root: TreeNode | null;
  private readonly label: ((path: JsonPath) => string | undefined) | undefined;
  private readonly resource: ((path: JsonPath) => string | undefined) | undefined;

  constructor(index: number, root: TreeNode | null, range: SourceRange, problems: readonly LoadProblem[], options: TreeDocumentOptions = {}) {
    this.index = index;
    this.root = root;
    this.range = range;
    this.problems = problems;
    this.fatal = problems.some((p) => p.fatal);
    this.value = this.fatal ? null : treeValue(root);
    this.partial = options.partial === true;
    this.origin = options.origin;
    this.label = options.labelAt;
    this.resource = options.resourceAt;
  }

  private walk(path: JsonPath): Walk {
    let node = this.root;
    let member: TreeMember | undefined;
    let throughUnknown = false;
    for (const segment of path) {
      if (node === null) return { found: false, node, member, throughUnknown };
      if (node.kind === 'unknown') return { found: false, node, member, throughUnknown: true };
      let next: TreeMember | TreeNode | undefined;
      if (node.kind === 'object') {
        next = memberOf(node, String(segment));
      } else if (node.kind === 'array') {
        const index = typeof segment === 'number' ? segment : /^(?:0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : -1;
        next = index >= 0 ? node.items[index] : undefined;
      }
      if (next === undefined) return { found: false, node, member, throughUnknown };
      if ('kind' in next) {
        member = undefined;
        node = next;
      } else {
        member = next;
        if (next.unknownKey) throughUnknown = true;
        node = next.value;
      }
    }
    return { found: true, node, member, throughUnknown: throughUnknown || node?.kind === 'unknown' };
  }

  rangeOf(path: JsonPath, target: 'key' | 'value' = 'value'): SourceRange {
    const at = this.walk(path);
    if (at.found) {
      if (target === 'key' && at.member) return at.member.keyRange;
      if (at.node) return at.node.range;
    } else {
      if (at.member) return at.member.keyRange;
      if (at.node) return at.node.kind === 'object' || at.node.kind === 'array' ? at.node.head : at.node.range;
    }
    return { start: this.range.start, end: this.range.start };
  }

  valueRange(path: JsonPath, start: number, end: number): SourceRange {
    const at = this.walk(path);
    if (at.found && at.node?.kind === 'string') return at.node.map.toSourceRange(start, end);
    return this.rangeOf(path);
  }

  edit(edit: DocumentEdit, path?: JsonPath): TextEdit | undefined {
    // Structure edits (append an item, replace a member) are not written in these documents: the fix is not offered.
    if (!path || 'appendTo' in edit || 'replaceMember' in edit) return undefined;
    const at = this.walk(path);
    if (!at.found || !at.node || at.throughUnknown) return undefined;
    if ('replaceValue' in edit) return at.node.editor?.replaceValue?.(edit.replaceValue);
    return at.node.kind === 'string' && at.node.unknown.length === 0 ? at.node.editor?.editValue?.(edit) : undefined;
  }

  unknownAt(path: JsonPath, range?: readonly [number, number]): boolean {
    const at = this.walk(path);
    if (at.throughUnknown) return true;
    const node = at.node;
    // A report about an object or list of plain values, one of which is unknown, is about that value
    // ("a redirect needs `source_url`" where `source_url = item.value.source`): as much a guess.
    if (at.found && !range && node && (node.kind === 'object' || node.kind === 'array') && holdsUnknownValue(node)) return true;
    if (!at.found || node?.kind !== 'string' || node.unknown.length === 0) return false;
    if (!range) return true;
    const [s, e] = range;
    // A span touched by the range, or an empty range at its edge ("expected … here" right after an unknown part).
    return node.unknown.some(([us, ue]) => (s < ue && e > us) || (s === e && s >= us && s <= ue));
  }

  labelAt(path: JsonPath): string | undefined {
    return this.label?.(path);
  }

  resourceAt(path: JsonPath): string | undefined {
    return this.resource?.(path);
  }
}
