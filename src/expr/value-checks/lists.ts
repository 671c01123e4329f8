/**
 * `$name` list references: the name's syntax, whether the list exists
 * (managed `$cf.*`/`$svc.*` lists, or the caller's account lists) and whether
 * its kind fits the type of the field it is compared with.
 */
import type { ListNode, Span } from '../ast.js';
import type { CheckContext } from '../context.js';
import { EXPRESSION_LIMITS, LIST_NAME_PATTERN } from '../../data/expression-limits.js';
import { type ListKind, MANAGED_LIST_NAMESPACES } from '../../data/managed-lists.js';
import { didYouMean, suggestionEnd } from '../../text/did-you-mean.js';
import { MANAGED_LIST_NAMES, lookupManagedList } from '../scheme.js';
import { BYTES, INT, IP, type ValueType } from '../types.js';

/** List kinds that can be compared with a value of each type. */
function kindsFor(type: ValueType): readonly ListKind[] {
  if (type === IP) return ['ip'];
  if (type === INT) return ['asn'];
  if (type === BYTES) return ['hostname', 'redirect'];
  return [];
}

const KIND_WORDS: Readonly<Record<ListKind, string>> = { ip: 'an IP', hostname: 'a hostname', asn: 'an ASN', redirect: 'a redirect' };

/**
 * `lhsType` is `undefined` when the left side's type is unknown (kind is then
 * not checked); `lhs` is where the left side is, named in the kind message.
 */
export function checkListReference(ctx: CheckContext, node: ListNode, lhsType: ValueType | undefined, lhs: Span): void {
  const { problems } = ctx;
  const { name } = node;
  if (name.length === 0) {
    problems.report('list-name', 'empty', node.start, node.end);
    return;
  }
  let kind: ListKind | undefined;
  const dot = name.indexOf('.');
  if (dot >= 0) {
    const namespace = name.slice(0, dot);
    if (!MANAGED_LIST_NAMESPACES.includes(namespace) || name.endsWith('.')) {
      problems.report('list-name', 'invalidName', node.start, node.end, { name });
      return;
    }
    const managed = lookupManagedList(name);
    if (managed === undefined) {
      const suggestion = didYouMean(name, MANAGED_LIST_NAMES);
      problems.report('unknown-list', 'unknownManagedList', node.start, node.end, {
        name,
        suggestion: suggestionEnd(suggestion === undefined ? undefined : `$${suggestion}`),
      });
      return;
    }
    kind = managed.kind;
  } else {
    if (!LIST_NAME_PATTERN.test(name)) {
      problems.report('list-name', 'invalidName', node.start, node.end, { name });
      return;
    }
    if (name.length > EXPRESSION_LIMITS.maxListNameLength) {
      problems.report('list-name', 'tooLong', node.start, node.end, { name, max: EXPRESSION_LIMITS.maxListNameLength, length: name.length });
      return;
    }
    if (ctx.lists === undefined) return;
    kind = ctx.lists(name)?.kind;
    if (kind === undefined) {
      const managed = didYouMean(name, MANAGED_LIST_NAMES.map((n) => n.slice(n.indexOf('.') + 1)));
      const suggestion = suggestionEnd(managed === undefined ? undefined : `$cf.${managed}`);
      problems.report('unknown-list', 'unknownList', node.start, node.end, { name, suggestion });
      return;
    }
  }
  if (lhsType === undefined) return;
  const allowed = kindsFor(lhsType);
  if (!allowed.includes(kind)) {
    problems.report('list-kind', 'kindMismatch', node.start, node.end, {
      name,
      kind: KIND_WORDS[kind],
      lhs: ctx.text.slice(lhs.start, lhs.end),
      type: lhsType.name,
      expected: allowed.length === 0 ? 'no list' : allowed.map((k) => `${KIND_WORDS[k]} list`).join(' or '),
    });
  }
}
