/**
 * The evaluator of the Rules language: a typed tree (parsed and checked by
 * `src/expr/`) and an environment of field values and lists in, a value out —
 * `true`, `false` or undecided for a filter, a string (or undecided) for a
 * value expression. Three-valued: `and` is false as soon as one operand is
 * false, true when all are true, else undecided; `or` dually; `not` and
 * `xor` keep undecided.
 *
 * Semantics follow rules-language.md: comparisons on a missing value are
 * false, except `ne`, where the docs (false) and wirefilter (true) disagree —
 * undecided; `[*]` maps a function's first argument or a comparison over an
 * array (or a map's values), giving an Array<Boolean> for `any`/`all` (a
 * missing array gives false, an empty one `any` false and `all` true);
 * `and`/`or`/`xor`/`not` work element-wise on arrays, truncated to the
 * shorter. Syntax the open-source parser accepts but Cloudflare does not
 * document (octal integers, hex byte strings, `&`, IP ordering, `contains`
 * with a set) is undecided, as is a CIDR with host bits set.
 *
 * Recursion follows the tree, whose depth the parser bounds (128 levels);
 * work is linear in the tree and the values it reads.
 */
import type { AccessNode, ArgNode, CallNode, ComparisonNode, ExprNode, IndexNode, LiteralNode, RootNode, SetNode } from '../expr/ast.js';
import { isAccess, isLiteral } from '../expr/ast.js';
import { stringLiteralBytes } from '../expr/lexer.js';
import { compareIp, lastAddressOf, networkOf, parseIp, parsePrefix, sameIp, type ParsedIp } from '../expr/value-checks/ip.js';
import { compareBytes } from './bytes.js';
import { callFunction } from './functions.js';
import { regexMatches } from './regex-match.js';
import { bool, FALSE, MISSING, TRUE, undecided, type Undecided, type Value } from './values.js';
import { wildcardMatches } from './wildcard-match.js';
import type { EvalList } from './lists.js';

/** Where field values and lists come from. */
export interface EvalEnv {
  /** The value of a field (deprecated names included); undecided when neither the request nor the test determines it. */
  field(name: string): Value;
  /** A list by name (without `$`): its contents, or undecided when they are not known. */
  list(name: string): EvalList | Undecided;
}

/** `[*]`: the elements an access unpacks, mapped through what follows. */
interface Each {
  readonly kind: 'each';
  readonly items: readonly Value[];
}

type Result = Value | Each;

const UNDOCUMENTED = 'is accepted by the open-source parser but not documented by Cloudflare; its production behaviour is not known';
const MISSING_NE = '`ne` on a missing value is false by Cloudflare\'s docs and true in wirefilter';

function conditionOf(value: Result): Value {
  if (value.kind === 'each') return undecided('an unpacked array `[*]` outside any() or all()');
  return value;
}

/** A scalar Boolean's verdict: true, false (missing counts as false) or undecided. */
function truth(value: Value): boolean | Undecided {
  if (value.kind === 'bool') return value.value;
  if (value.kind === 'undecided') return value;
  if (value.kind === 'missing') return false;
  return undecided('a condition that is not a Boolean');
}

function notValue(value: Value): Value {
  if (value.kind === 'array') return { kind: 'array', items: value.items.map(notValue) };
  const t = truth(value);
  return typeof t === 'boolean' ? bool(!t) : t;
}

function combine(op: 'and' | 'or' | 'xor', values: readonly Value[]): Value {
  let pending: Undecided | undefined;
  let parity = false;
  for (const value of values) {
    const t = truth(value);
    if (typeof t !== 'boolean') {
      pending ??= t;
      continue;
    }
    if (op === 'and' && !t) return FALSE;
    if (op === 'or' && t) return TRUE;
    if (op === 'xor' && t) parity = !parity;
  }
  if (pending) return pending;
  return op === 'and' ? TRUE : op === 'or' ? FALSE : bool(parity);
}

/** Element-wise logic on arrays, truncated to the shortest (rules-language.md §5). */
function combineArrays(op: 'and' | 'or' | 'xor', arrays: readonly Value[]): Value {
  const lists = arrays.map((a) => (a.kind === 'array' ? a.items : undefined));
  if (lists.some((l) => l === undefined)) {
    return arrays.find((a) => a.kind === 'undecided') ?? (arrays.some((a) => a.kind === 'missing') ? MISSING : undecided('logic mixing arrays and Booleans'));
  }
  const length = Math.min(...lists.map((l) => l!.length));
  const items: Value[] = [];
  for (let i = 0; i < length; i++) items.push(combine(op, lists.map((l) => l![i]!)));
  return { kind: 'array', items };
}

function quantify(op: 'any' | 'all', value: Value): Value {
  if (value.kind === 'undecided') return value;
  if (value.kind !== 'array') return FALSE; // a missing array: false for both (wirefilter)
  return op === 'any' ? combine('or', value.items) : combine('and', value.items);
}

// ------------------------------------------------------------------ literals

interface IntRange {
  readonly lo: number;
  readonly hi: number;
}

interface IpRange {
  readonly lo: ParsedIp;
  readonly hi: ParsedIp;
}

/** A set's members prepared once per node (a configuration is evaluated on many requests). */
type PreparedSet =
  | { readonly kind: 'bytes'; readonly members: ReadonlySet<string> }
  | { readonly kind: 'int'; readonly ranges: readonly IntRange[]; readonly undecided?: Undecided }
  | { readonly kind: 'ip'; readonly ranges: readonly IpRange[]; readonly undecided?: Undecided };

const preparedSets = new WeakMap<SetNode, PreparedSet>();

function intLiteral(node: LiteralNode): number | Undecided {
  if (node.kind !== 'int') return undecided('a literal of an unexpected type');
  if (node.radix === 8) return undecided(`the octal integer \`${node.text}\` ${UNDOCUMENTED}`);
  if (node.problem !== undefined || !Number.isSafeInteger(node.value)) return undecided(`the integer \`${node.text}\` is beyond the range edgelint evaluates exactly`);
  return node.value;
}

function ipRange(node: LiteralNode): IpRange | Undecided {
  if (node.kind === 'ip') {
    const ip = parseIp(node.text);
    return ip === undefined ? undecided(`\`${node.text}\` is not an IP address`) : { lo: ip, hi: ip };
  }
  if (node.kind === 'cidr') {
    const ip = parseIp(node.address);
    const prefix = parsePrefix(node.prefix);
    if (ip === undefined || prefix === undefined) return undecided(`\`${node.text}\` is not a CIDR`);
    const network = networkOf(ip, prefix);
    if (!sameIp(network, ip)) return undecided(`the CIDR \`${node.text}\` has host bits set; whether the API accepts it is not known`);
    return { lo: network, hi: lastAddressOf(ip, prefix) };
  }
  if (node.kind === 'range') {
    const lo = ipRange(node.first);
    const hi = ipRange(node.last);
    if ('kind' in lo) return lo;
    if ('kind' in hi) return hi;
    return { lo: lo.lo, hi: hi.hi };
  }
  return undecided('a literal of an unexpected type');
}

function prepareSet(set: SetNode, lhs: Value['kind']): PreparedSet {
  let prepared = preparedSets.get(set);
  if (prepared !== undefined) return prepared;
  if (lhs === 'bytes') {
    prepared = { kind: 'bytes', members: new Set(set.elements.map((e) => (e.kind === 'string' ? stringLiteralBytes(e) : `\u0000${e.kind}`))) };
  } else if (lhs === 'int') {
    const ranges: IntRange[] = [];
    let pending: Undecided | undefined;
    for (const e of set.elements) {
      const [first, last] = e.kind === 'range' ? [intLiteral(e.first), intLiteral(e.last)] : [intLiteral(e), intLiteral(e)];
      if (typeof first !== 'number') pending ??= first;
      else if (typeof last !== 'number') pending ??= last;
      else ranges.push({ lo: first, hi: last });
    }
    prepared = { kind: 'int', ranges, ...(pending ? { undecided: pending } : {}) };
  } else {
    const ranges: IpRange[] = [];
    let pending: Undecided | undefined;
    for (const e of set.elements) {
      const range = ipRange(e);
      if ('kind' in range) pending ??= range;
      else ranges.push(range);
    }
    prepared = { kind: 'ip', ranges, ...(pending ? { undecided: pending } : {}) };
  }
  preparedSets.set(set, prepared);
  return prepared;
}

function inIpRange(ip: ParsedIp, range: IpRange): boolean {
  return ip.family === range.lo.family && ip.family === range.hi.family && compareIp(ip, range.lo) >= 0 && compareIp(ip, range.hi) <= 0;
}

// ------------------------------------------------------------------ the evaluator

export class Evaluator {
  constructor(private readonly env: EvalEnv) {}

  /** A filter's value: a Boolean or undecided. */
  filter(root: RootNode): Value {
    if (isLiteral(root)) return undecided('a filter that is a literal');
    const value = conditionOf(this.expr(root));
    if (value.kind === 'missing') return FALSE;
    return value;
  }

  /** A value expression's result (bytes, or another scalar a header slot converts). */
  value(root: RootNode): Value {
    const result = isLiteral(root) ? this.literal(root) : this.expr(root);
    return result.kind === 'each' ? undecided('an unpacked array `[*]` as a value') : result;
  }

  private expr(node: ExprNode | ArgNode): Result {
    switch (node.kind) {
      case 'bool':
        return bool(node.value);
      case 'group':
        return this.expr(node.expr);
      case 'not':
        return notValue(conditionOf(this.expr(node.operand)));
      case 'logical': {
        const values: Value[] = [];
        for (const operand of node.operands) {
          const value = conditionOf(this.expr(operand));
          values.push(value);
          // Short-circuit only where the result is settled (scalars).
          if (value.kind === 'bool' && ((node.op === 'and' && !value.value) || (node.op === 'or' && value.value))) return value;
        }
        return values.some((v) => v.kind === 'array') ? combineArrays(node.op, values) : combine(node.op, values);
      }
      case 'quantifier': {
        const arg = this.expr(node.arg);
        return quantify(node.op, arg.kind === 'each' ? { kind: 'array', items: arg.items } : arg);
      }
      case 'comparison':
        return this.comparison(node);
      case 'field':
      case 'call':
      case 'index':
        return this.access(node);
      default:
        return this.literal(node);
    }
  }

  private literal(node: LiteralNode): Value {
    switch (node.kind) {
      case 'string':
        return { kind: 'bytes', value: stringLiteralBytes(node) };
      case 'int': {
        const value = intLiteral(node);
        return typeof value === 'number' ? { kind: 'int', value } : value;
      }
      case 'ip': {
        const ip = parseIp(node.text);
        return ip === undefined ? undecided(`\`${node.text}\` is not an IP address`) : { kind: 'ip', value: ip };
      }
      case 'bytes':
        return undecided(`the byte string \`${node.text}\` ${UNDOCUMENTED}`);
      default:
        return undecided(`\`${node.text}\` is not a value`);
    }
  }

  // ---------------------------------------------------------------- accesses

  private access(node: AccessNode): Result {
    switch (node.kind) {
      case 'field':
        return this.env.field(node.name);
      case 'call':
        return this.call(node);
      case 'index':
        return this.index(node);
    }
  }

  private index(node: IndexNode): Result {
    const target = this.access(node.target);
    if (target.kind === 'each') {
      if (node.key.kind === 'each') return { kind: 'each', items: target.items.flatMap((item) => unpack(item)) };
      return { kind: 'each', items: target.items.map((item) => this.lookup(item, node)) };
    }
    if (node.key.kind === 'each') {
      if (target.kind === 'missing' || target.kind === 'undecided') return target;
      return { kind: 'each', items: unpack(target) };
    }
    return this.lookup(target, node);
  }

  private lookup(target: Value, node: IndexNode): Value {
    const key = node.key;
    if (target.kind === 'missing' || target.kind === 'undecided') return target;
    if (key.kind === 'position' && target.kind === 'array') return target.items[key.value] ?? MISSING;
    if (key.kind === 'key' && target.kind === 'map') {
      return target.entries.get(stringLiteralBytes({ form: 'quoted', regex: false, value: key.value, text: key.text })) ?? MISSING;
    }
    return undecided('an index that does not fit the value');
  }

  private call(node: CallNode): Result {
    const args = node.args.map((arg) => this.argument(arg));
    const first = args[0];
    if (first?.kind === 'each') {
      const rest = args.slice(1) as Value[];
      if (rest.some((a) => (a as Result).kind === 'each')) return undecided('`[*]` outside the first argument');
      return { kind: 'array', items: first.items.map((item) => callFunction(node.name, [item, ...rest])) };
    }
    if (args.some((a) => a.kind === 'each')) return undecided('`[*]` outside the first argument');
    return callFunction(node.name, args as Value[]);
  }

  private argument(arg: ArgNode): Result {
    if (isLiteral(arg)) return this.literal(arg);
    if (isAccess(arg)) return this.access(arg);
    return conditionOf(this.expr(arg));
  }

  // ---------------------------------------------------------------- comparisons

  private comparison(node: ComparisonNode): Value {
    const lhs = this.access(node.lhs);
    if (lhs.kind === 'each') return { kind: 'array', items: lhs.items.map((item) => this.compare(item, node)) };
    return this.compare(lhs, node);
  }

  private compare(lhs: Value, node: ComparisonNode): Value {
    if (lhs.kind === 'undecided') return lhs;
    if (lhs.kind === 'missing') return node.op === 'ne' ? undecided(MISSING_NE) : FALSE;
    const rhs = node.rhs;
    if (node.op === 'in') return this.inComparison(lhs, node);
    if (node.op === 'bitwise_and') return undecided(`\`${node.opText}\` ${UNDOCUMENTED}`);
    if (rhs.kind === 'set') return undecided(`\`${node.opText}\` with a set ${UNDOCUMENTED}`);
    if (!isLiteral(rhs)) return undecided('a comparison whose right side is not a literal');
    switch (lhs.kind) {
      case 'bytes':
        return this.compareBytes(lhs.value, node, rhs);
      case 'int': {
        const value = intLiteral(rhs);
        if (typeof value !== 'number') return value;
        return orderResult(node.op, lhs.value < value ? -1 : lhs.value > value ? 1 : 0);
      }
      case 'ip': {
        const range = ipRange(rhs);
        if ('kind' in range) return range;
        if (node.op === 'eq' || node.op === 'ne') return bool(sameIp(lhs.value, range.lo) === (node.op === 'eq'));
        return undecided(`\`${node.opText}\` on IP addresses is not documented by Cloudflare`);
      }
      default:
        return undecided(`a comparison of ${lhs.kind === 'array' ? 'an array' : lhs.kind === 'map' ? 'a map' : 'a Boolean'}`);
    }
  }

  private compareBytes(value: string, node: ComparisonNode, rhs: LiteralNode): Value {
    if (rhs.kind !== 'string') return rhs.kind === 'bytes' ? undecided(`the byte string \`${rhs.text}\` ${UNDOCUMENTED}`) : undecided('a string compared with a literal that is not a string');
    switch (node.op) {
      case 'matches': {
        const result = regexMatches(rhs.value, value);
        return typeof result === 'boolean' ? bool(result) : result;
      }
      case 'wildcard':
      case 'strict_wildcard':
        return bool(wildcardMatches(stringLiteralBytes(rhs), value, node.op === 'strict_wildcard'));
      case 'contains':
        return bool(value.includes(stringLiteralBytes(rhs)));
      default:
        return orderResult(node.op, compareBytes(value, stringLiteralBytes(rhs)));
    }
  }

  private inComparison(lhs: Value, node: ComparisonNode): Value {
    const rhs = node.rhs;
    if (rhs.kind === 'list') return listMembership(this.env.list(rhs.name), lhs, rhs.name);
    if (rhs.kind !== 'set') return undecided('`in` without a set or a list');
    const set = prepareSet(rhs, lhs.kind);
    if (set.kind === 'bytes') return lhs.kind === 'bytes' ? bool(set.members.has(lhs.value)) : undecided('a set of another type');
    if (set.kind === 'int') {
      if (lhs.kind !== 'int') return undecided('a set of another type');
      if (set.ranges.some((r) => lhs.value >= r.lo && lhs.value <= r.hi)) return TRUE;
      return set.undecided ?? FALSE;
    }
    if (lhs.kind !== 'ip') return undecided('a set of another type');
    if (set.ranges.some((r) => inIpRange(lhs.value, r))) return TRUE;
    return set.undecided ?? FALSE;
  }
}

function unpack(value: Value): Value[] {
  if (value.kind === 'array') return [...value.items];
  if (value.kind === 'map') return [...value.entries.values()];
  return [];
}

function orderResult(op: ComparisonNode['op'], order: number): Value {
  switch (op) {
    case 'eq':
      return bool(order === 0);
    case 'ne':
      return bool(order !== 0);
    case 'lt':
      return bool(order < 0);
    case 'le':
      return bool(order <= 0);
    case 'gt':
      return bool(order > 0);
    case 'ge':
      return bool(order >= 0);
    default:
      return undecided(`\`${op}\` is not an ordering`);
  }
}

function listMembership(list: EvalList | Undecided, value: Value, name: string): Value {
  if ('reason' in list) return list;
  return list.contains(value, name);
}
