/**
 * The shape of a filter (spec 2.9, reference §7):
 *
 *     filter := {"where": node}
 *     node   := {"and": [node, …]} | {"or": [node, …]} | condition
 *     condition := {"key": …, "operator": …, "value": …}
 *
 * This pass reports shape problems and hands the conditions, in document
 * order, to the per-condition checks. It walks with an explicit stack, so a
 * deeply nested filter cannot overflow the call stack.
 */
import type { ValueProblem } from '../engine/value-problem.js';
import { describeJsonNode } from './describe-json.js';
import { parseJson } from './json-parser.js';
import type { JsonMember, JsonNode, JsonObject } from './json-tree.js';
import { filterProblem } from './messages.js';
import { didYouMean } from '../text/did-you-mean.js';
import { wordList } from '../text/word-list.js';

const WHERE = 'where';
const COMBINATORS = ['and', 'or'] as const;
const CONDITION_MEMBERS = ['key', 'operator', 'value'] as const;
const NODE_MEMBERS: readonly string[] = [...COMBINATORS, ...CONDITION_MEMBERS];

type Combinator = (typeof COMBINATORS)[number];
type ConditionMemberName = (typeof CONDITION_MEMBERS)[number];

/** A condition object with its members (the last of each name, as the API reads it). */
export interface ConditionNode {
  readonly node: JsonObject;
  readonly key?: JsonMember;
  readonly operator?: JsonMember;
  readonly value?: JsonMember;
  /** The `and` group the condition belongs to (nested `and`s share their parent's group); none under `or`. */
  readonly andGroup?: number;
}

export interface FilterStructure {
  /** Conditions in document order. */
  readonly conditions: readonly ConditionNode[];
  /** Number of `and` / `or` nodes. */
  readonly combinatorCount: number;
}

interface PendingNode {
  readonly node: JsonNode;
  /** Where the node sits, for messages ("`where`", "an element of `and`"). */
  readonly context: string;
  /** `and` group of the parent when the parent is an `and`. */
  readonly andGroup?: number;
}

/** Members of an object by the name they stand for (a close misspelling stands for what it resembles). */
interface ClassifiedMembers {
  readonly byName: Map<string, JsonMember>;
  readonly unknown: JsonMember[];
}

export function checkFilterStructure(root: JsonNode, text: string, problems: ValueProblem[]): FilterStructure {
  const conditions: ConditionNode[] = [];
  let combinatorCount = 0;
  let nextGroup = 0;

  const whereNode = topLevelNode(root, text, problems);
  if (!whereNode) return { conditions, combinatorCount };

  const stack: PendingNode[] = [whereNode];
  while (stack.length > 0) {
    const { node, context, andGroup } = stack.pop()!;
    if (node.kind !== 'object') {
      problems.push(filterProblem('filter-structure', 'nodeNotObject', node, { context, found: describeJsonNode(node, text) }));
      continue;
    }
    if (node.members.length === 0) {
      problems.push(filterProblem('filter-structure', 'emptyNode', node, { context }));
      continue;
    }
    const members = classifyMembers(node, NODE_MEMBERS, 'a filter node', problems);
    const combinator = firstCombinator(members.byName);
    if (combinator) {
      combinatorCount++;
      reportMixedNode(combinator, members.byName, problems);
      const list = combinator.member.value;
      if (list.kind !== 'array') {
        problems.push(filterProblem('filter-structure', 'combinatorNotArray', list, { name: combinator.name, found: describeJsonNode(list, text) }));
        continue;
      }
      if (list.items.length === 0) {
        problems.push(filterProblem('filter-structure', 'emptyCombinator', list, { name: combinator.name }));
        continue;
      }
      const childGroup = combinator.name === 'and' ? (andGroup ?? nextGroup++) : undefined;
      const childContext = `an element of \`${combinator.name}\``;
      for (let i = list.items.length - 1; i >= 0; i--) {
        stack.push({ node: list.items[i]!, context: childContext, ...(childGroup !== undefined ? { andGroup: childGroup } : {}) });
      }
      continue;
    }
    // One report per condition, naming every member it lacks: `{"value": "us"}` is one mistake, not two.
    const missing = CONDITION_MEMBERS.filter((name) => !members.byName.has(name));
    if (missing.length > 0) problems.push(filterProblem('filter-structure', 'missingMember', node, { names: wordList(missing, { code: true }) }));
    conditions.push({
      node,
      ...conditionMember('key', members),
      ...conditionMember('operator', members),
      ...conditionMember('value', members),
      ...(andGroup !== undefined ? { andGroup } : {}),
    });
  }
  return { conditions, combinatorCount };
}

function conditionMember(name: ConditionMemberName, members: ClassifiedMembers): Partial<Record<ConditionMemberName, JsonMember>> {
  const member = members.byName.get(name);
  return member ? { [name]: member } : {};
}

/** The node under `where`, after checking the top level; `undefined` when there is nothing to walk. */
function topLevelNode(root: JsonNode, text: string, problems: ValueProblem[]): PendingNode | undefined {
  if (root.kind === 'string') {
    const inner = parseJson(root.value, { suggestUnescape: false });
    const fix = inner.value?.kind === 'object' ? { start: 0, end: text.length, text: root.value } : undefined;
    problems.push(filterProblem('filter-structure', 'doubleEncoded', root, undefined, fix ? { fix } : {}));
    return undefined;
  }
  if (root.kind !== 'object') {
    problems.push(filterProblem('filter-structure', 'notObject', root, { found: describeJsonNode(root, text) }));
    return undefined;
  }
  const hasWhere = root.members.some((m) => m.key.value === WHERE || didYouMean(m.key.value, [WHERE]) === WHERE);
  if (hasWhere) {
    const where = classifyMembers(root, [WHERE], 'the top level of the filter', problems).byName.get(WHERE)!;
    return { node: where.value, context: '`where`' };
  }
  // The conditions were written without the `where` wrapper (a common mistake,
  // terraform-provider-cloudflare #2181): offer the wrapper and check them anyway.
  const looksLikeNode = root.members.some((m) => NODE_MEMBERS.includes(m.key.value));
  const fix = looksLikeNode ? { start: root.start, end: root.end, text: `{"${WHERE}":${text.slice(root.start, root.end)}}` } : undefined;
  problems.push(filterProblem('filter-structure', 'missingWhere', root, undefined, fix ? { fix } : {}));
  return looksLikeNode ? { node: root, context: 'the filter' } : undefined;
}

/**
 * Sort the members of `object` into known names and unknown ones, reporting
 * duplicates and unknown members. A member whose name is a close misspelling
 * of a known, absent name stands for it (reported once, with the suggestion),
 * so `"operater"` does not also produce "the condition has no `operator`".
 */
function classifyMembers(object: JsonObject, known: readonly string[], context: string, problems: ValueProblem[]): ClassifiedMembers {
  const byName = new Map<string, JsonMember>();
  const unknown: JsonMember[] = [];
  const seen = new Set<string>();
  for (const member of object.members) {
    const name = member.key.value;
    if (seen.has(name)) problems.push(filterProblem('filter-structure', 'duplicateMember', member.key, { name }));
    seen.add(name);
    if (known.includes(name)) byName.set(name, member);
    else unknown.push(member);
  }
  // Suggest within the kind of node the object already is: `op` next to `key`
  // is a condition member gone wrong, not a misspelled `or`.
  const isCondition = CONDITION_MEMBERS.some((name) => seen.has(name));
  const isCombinator = COMBINATORS.some((name) => seen.has(name));
  const candidates = known.filter(
    (k) => !seen.has(k) && !(isCondition && (COMBINATORS as readonly string[]).includes(k)) && !(isCombinator && (CONDITION_MEMBERS as readonly string[]).includes(k)),
  );
  for (const member of unknown) {
    const name = member.key.value;
    const suggestion = didYouMean(name, candidates);
    if (suggestion === undefined) {
      problems.push(filterProblem('filter-structure', 'unknownMember', member.key, { name, context }));
      continue;
    }
    const fix = { start: member.key.start, end: member.key.end, text: JSON.stringify(suggestion) };
    problems.push(
      filterProblem('filter-structure', 'unknownMemberSuggestion', member.key, { name, context, suggestion }, {
        suggestions: [{ desc: `Rename to \`${suggestion}\``, fix }],
      }),
    );
    if (!byName.has(suggestion)) byName.set(suggestion, member);
  }
  return { byName, unknown };
}

function firstCombinator(byName: Map<string, JsonMember>): { name: Combinator; member: JsonMember } | undefined {
  let first: { name: Combinator; member: JsonMember } | undefined;
  for (const name of COMBINATORS) {
    const member = byName.get(name);
    if (member && (!first || member.start < first.member.start)) first = { name, member };
  }
  return first;
}

/** A combinator node holds nothing else: report the other combinator and any condition member. */
function reportMixedNode(combinator: { name: Combinator; member: JsonMember }, byName: Map<string, JsonMember>, problems: ValueProblem[]): void {
  for (const name of NODE_MEMBERS) {
    const member = byName.get(name);
    if (!member || name === combinator.name) continue;
    problems.push(filterProblem('filter-structure', 'mixedNode', member.key, { name: member.key.value, other: combinator.name }));
  }
}
