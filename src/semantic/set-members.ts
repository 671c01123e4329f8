/**
 * Hygiene of the members of `in { … }` sets of IP addresses and integers:
 * a member inside (or overlapping) another member of the same set is dead
 * weight or a typo, and an address the client can never have (`ip.src` in an
 * HTTP phase compared with loopback, link-local, multicast …) never matches.
 *
 * Overlaps are found by sorting the members' ranges once and sweeping, so a
 * set of n members costs O(n log n). Exact duplicates are
 * `expression/duplicate-set-member`'s and are skipped here.
 */
import type { ComparisonNode, LiteralNode, RootNode, SetNode } from '../expr/ast.js';
import { forEachNode } from '../expr/walk.js';
import { formatIp, parseIp } from '../expr/value-checks/ip.js';
import type { ValueProblem } from '../engine/value-problem.js';
import { CLIENT_ADDRESS_FIELDS, NEVER_CLIENT_ADDRESSES } from '../data/reserved-ips.js';
import { intLiteral } from './condition.js';
import { ipLiteralRange } from './ip-line.js';
import type { Range } from './range-set.js';

interface Member extends RangedMember {
  readonly node: LiteralNode;
}

function memberRange(node: LiteralNode, kind: 'ip' | 'int'): Range | undefined {
  if (kind === 'ip') return node.kind === 'ip' || node.kind === 'cidr' || node.kind === 'range' ? ipLiteralRange(node.text) : undefined;
  if (node.kind === 'range') {
    const lo = intLiteral(node.first);
    const hi = intLiteral(node.last);
    return lo === undefined || hi === undefined || lo > hi ? undefined : { lo, hi };
  }
  const value = intLiteral(node);
  return value === undefined ? undefined : { lo: value, hi: value };
}

/** The same member written twice (`duplicate-set-member` reports it). */
function sameText(a: LiteralNode, b: LiteralNode): boolean {
  if (a.kind === 'ip' && b.kind === 'ip') {
    const x = parseIp(a.text);
    const y = parseIp(b.text);
    return x !== undefined && y !== undefined && formatIp(x) === formatIp(y);
  }
  if (a.kind === 'int' && b.kind === 'int') return intLiteral(a) === intLiteral(b);
  return a.kind === b.kind && a.text.toLowerCase() === b.text.toLowerCase();
}

/** A member of a collection of ranges (a set's members, a list's items). */
export interface RangedMember {
  readonly range: Range;
  /** Position in the collection, as written. */
  readonly index: number;
}

export interface Overlap<M extends RangedMember> {
  /** The member to report: the one inside the other, or for a partial overlap the one written later. */
  readonly member: M;
  readonly other: M;
  readonly inside: boolean;
}

/**
 * Members that overlap an earlier-starting member: sort by start (widest
 * first), sweep keeping the member that reaches furthest. O(n log n).
 * `same` tells exact duplicates, which are left to the duplicate checks.
 */
export function findOverlaps<M extends RangedMember>(members: readonly M[], same: (a: M, b: M) => boolean): Overlap<M>[] {
  const sorted = [...members].sort((a, b) => (a.range.lo < b.range.lo ? -1 : a.range.lo > b.range.lo ? 1 : a.range.hi > b.range.hi ? -1 : a.range.hi < b.range.hi ? 1 : a.index - b.index));
  const found: Overlap<M>[] = [];
  const reported = new Set<number>();
  let reach: M | undefined;
  for (const member of sorted) {
    if (reach !== undefined && member.range.lo <= reach.range.hi && !same(reach, member)) {
      const inside = member.range.hi <= reach.range.hi;
      const target = inside || member.index > reach.index ? member : reach;
      if (!reported.has(target.index)) {
        reported.add(target.index);
        found.push({ member: target, other: target === member ? reach : member, inside });
      }
    }
    if (reach === undefined || member.range.hi > reach.range.hi) reach = member;
  }
  return found;
}

function overlaps(set: SetNode, kind: 'ip' | 'int', problems: ValueProblem[]): void {
  const members: Member[] = [];
  set.elements.forEach((node, index) => {
    const range = memberRange(node, kind);
    if (range !== undefined) members.push({ node, range, index });
  });
  for (const { member, other, inside } of findOverlaps(members, (a, b) => sameText(a.node, b.node))) {
    problems.push({
      code: 'overlapping-ranges',
      messageId: inside ? 'inside' : 'overlap',
      start: member.node.start,
      end: member.node.end,
      data: { member: member.node.text, other: other.node.text },
    });
  }
}

const RESERVED: readonly { readonly range: Range; readonly name: string }[] = NEVER_CLIENT_ADDRESSES.map((block) => ({ range: ipLiteralRange(block.cidr)!, name: block.name }));

function reserved(node: ComparisonNode, problems: ValueProblem[]): void {
  const elements = node.rhs.kind === 'set' ? node.rhs.elements : node.rhs.kind === 'ip' ? [node.rhs] : [];
  for (const element of elements) {
    const range = memberRange(element, 'ip');
    if (range === undefined) continue;
    const block = RESERVED.find((b) => b.range.lo <= range.lo && range.hi <= b.range.hi);
    if (block !== undefined) {
      problems.push({ code: 'reserved-ip', messageId: 'neverClient', start: element.start, end: element.end, data: { member: element.text, block: block.name, field: node.lhs.kind === 'field' ? node.lhs.name : '' } });
    }
  }
}

export interface SetMemberOptions {
  /** The expression runs in an HTTP phase (where `ip.src` is the client's address). */
  readonly http: boolean;
}

export function findSetMemberProblems(root: RootNode, options: SetMemberOptions): ValueProblem[] {
  const problems: ValueProblem[] = [];
  forEachNode(root, (node) => {
    if (node.kind !== 'comparison') return;
    const kind = node.lhs.type?.kind;
    if ((kind === 'ip' || kind === 'int') && node.rhs.kind === 'set' && node.op === 'in') overlaps(node.rhs, kind, problems);
    if (options.http && kind === 'ip' && node.lhs.kind === 'field' && CLIENT_ADDRESS_FIELDS.includes(node.lhs.name) && (node.op === 'in' || node.op === 'eq' || node.op === 'ne')) reserved(node, problems);
  });
  return problems;
}
