/**
 * The type checker: walks the tree once, gives every node its type, and
 * reports what the API would reject or what never matches — unknown names,
 * operators and literals of the wrong type, `[*]` misuse, fields and
 * functions outside their phase, and the value checks of value-checks/.
 *
 * It trusts the parser's tree shape (the tree depth is bounded by the nesting
 * limit, so recursion is safe) and never throws.
 */
import {
  type AccessNode,
  type ArgNode,
  type CallNode,
  type ComparisonNode,
  type ExprNode,
  type FieldNode,
  type IndexNode,
  type LiteralNode,
  type RootNode,
  type Span,
  isAccess,
  isLiteral,
} from './ast.js';
import type { CheckContext } from './context.js';
import { checkFieldReference } from './field-checks.js';
import { type ArgInfo, checkCallArguments, checkCallPlacement, checkCallPlan } from './function-checks.js';
import { EXPRESSION_LIMITS } from '../data/expression-limits.js';
import { LOWER_CASE_KEY_MAPS } from '../data/fields.js';
import { tierAtLeast } from '../data/plans.js';
import { isFieldName, isFunctionName, lookupField, lookupFunction, suggestField, suggestFunction } from './scheme.js';
import { suggestionEnd } from '../text/did-you-mean.js';
import { COMPARE_OP_TEXT, type CompareOp, ORDERING_OPS, STRING_ONLY_OPS } from './tokens.js';
import { ARRAY_OF_BOOL, ARRAY_OF_BYTES, BOOL, BYTES, INT, IP, type ValueType, isScalar, withArticle } from './types.js';
import type { ValueResult } from '../data/functions.js';
import { checkFieldDomain } from './value-checks/domain.js';
import { checkListReference } from './value-checks/lists.js';
import { checkInt, checkIp, checkLiteral, describeLiteral, literalType, quote } from './value-checks/literals.js';
import { checkMatchesPattern, checkWildcardPattern } from './value-checks/patterns.js';
import { checkDuplicateMembers } from './value-checks/sets.js';

/** What an access evaluates to. */
interface AccessInfo {
  /** Element type under `[*]`; `undefined` when unknown (already reported). */
  readonly type: ValueType | undefined;
  /** The access holds `[*]` (not inside a function call). */
  readonly each: boolean;
}

const UNKNOWN: AccessInfo = { type: undefined, each: false };

/** Where an access sits: decides whether `[*]` is allowed and how a bare access is judged. */
type AccessPosition = 'condition' | 'lhs' | 'first-arg' | 'other-arg' | 'value' | 'rhs';

/** Operators defined for each scalar type (wirefilter `field_expr.rs`). */
const BYTES_OPERATORS: ReadonlySet<CompareOp> = new Set<CompareOp>(['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'contains', 'matches', 'wildcard', 'strict_wildcard', 'in']);
const INT_OPERATORS: ReadonlySet<CompareOp> = new Set<CompareOp>(['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'in', 'bitwise_and']);
const IP_OPERATORS: ReadonlySet<CompareOp> = new Set<CompareOp>(['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'in']);

/** The operators of a scalar type; `undefined` for Boolean (reported on its own) and containers. */
function operatorsOf(type: ValueType): ReadonlySet<CompareOp> | undefined {
  return type === BYTES ? BYTES_OPERATORS : type === INT ? INT_OPERATORS : type === IP ? IP_OPERATORS : undefined;
}

const EXAMPLE_COMPARISON: ReadonlyMap<ValueType, string> = new Map([
  [BYTES, 'eq "…"'],
  [INT, 'eq 0'],
  [IP, 'in { … }'],
]);

/** Whether an index chain (not looking into calls) already holds a `[*]`: `m[*]` in `m[*][*]`, `m[*][0]`. */
function expandsInChain(node: AccessNode): boolean {
  for (let at: AccessNode = node; at.kind === 'index'; at = at.target) if (at.key.kind === 'each') return true;
  return false;
}

const UPPER_CASE = /[A-Z]/;
/** Maps whose keys are always lower case (the header maps). */
const LOWER_CASE_KEYS: ReadonlySet<string> = new Set(LOWER_CASE_KEY_MAPS);

/** Whether a value expression of `type` fits a slot that must produce `result`. */
function valueFits(result: ValueResult, type: ValueType): boolean {
  switch (result) {
    case 'string':
      return type === BYTES;
    case 'tags':
      return type === BYTES || type === ARRAY_OF_BYTES;
    case 'header':
      return isScalar(type) || type === ARRAY_OF_BYTES;
  }
}

export interface CheckResult {
  /** The type of the whole expression (`undefined` when unknown). */
  readonly type: ValueType | undefined;
  /** Spans (operator to pattern) of each `matches` comparison, in order. */
  readonly regexSpans: readonly Span[];
}

export function checkExpression(ctx: CheckContext, root: RootNode): CheckResult {
  const checker = new Checker(ctx);
  const type = checker.checkRoot(root);
  return { type, regexSpans: checker.regexSpans };
}

class Checker {
  readonly regexSpans: Span[] = [];
  /** The first regex_replace / wildcard_replace call: each may appear once, and not both. */
  private replaceCall: CallNode | undefined;
  /** Inside any()/all(): the arrays expanded by `[*]` in comparisons, by source text, with the first index node. */
  private expanded: Map<string, IndexNode> | undefined;

  constructor(private readonly ctx: CheckContext) {}

  private get problems() {
    return this.ctx.problems;
  }

  private source(node: Span): string {
    return this.ctx.text.slice(node.start, node.end);
  }

  /** `[start, end)` of an index's brackets (`[*]`, `[ * ]`). */
  private bracketSpan(node: IndexNode): [number, number] {
    return [this.ctx.text.lastIndexOf('[', node.key.start), node.end];
  }

  checkRoot(root: RootNode): ValueType | undefined {
    if (this.ctx.kind === 'value') return this.checkValueRoot(root);
    // The parser never yields a literal root for a filter (it reports `literalOnLeft`).
    if (isLiteral(root)) return undefined;
    if (root.kind === 'bool') {
      root.type = BOOL;
      return BOOL;
    }
    const type = this.checkCondition(root);
    if (type === ARRAY_OF_BOOL) this.problems.report('expression-type', 'arrayRoot', root.start, root.end);
    return type;
  }

  private checkValueRoot(root: RootNode): ValueType | undefined {
    if (isLiteral(root)) {
      this.problems.report('expression-type', 'valueLiteral', root.start, root.end);
      return undefined;
    }
    if (!isAccess(root)) {
      this.problems.report('expression-type', 'valueNotString', root.start, root.end, { type: 'a condition', hint: '' });
      return undefined;
    }
    const info = this.checkAccess(root, 'value');
    const type = info.type;
    if (type === undefined) return undefined;
    if (!valueFits(this.ctx.valueResult, type)) {
      const hint = isScalar(type) ? '; convert it with to_string(…)' : type.kind === 'array' ? '; pick an element or use join(…)' : '';
      this.problems.report('expression-type', 'valueNotString', root.start, root.end, { type: withArticle(type), hint });
    }
    return type;
  }

  // ------------------------------------------------------------ conditions

  /** A node in condition position: returns Boolean, Array<Boolean> or `undefined` (error or unknown). */
  private checkCondition(node: ExprNode): ValueType | undefined {
    const type = this.conditionType(node);
    if (type !== undefined) node.type = type;
    return type;
  }

  private conditionType(node: ExprNode): ValueType | undefined {
    switch (node.kind) {
      case 'bool':
        this.problems.report('syntax', 'boolLiteralPosition', node.start, node.end, { value: String(node.value) });
        return BOOL;
      case 'group':
        return this.checkCondition(node.expr);
      case 'not':
        return this.checkCondition(node.operand);
      case 'logical': {
        let first: ValueType | undefined;
        let mixed = false;
        for (const operand of node.operands) {
          const type = this.checkCondition(operand);
          if (type === undefined) continue;
          if (first === undefined) first = type;
          else if (type !== first) {
            mixed = true;
            this.problems.report('expression-type', 'mixedLogical', operand.start, operand.end, { operator: node.op });
          }
        }
        // A mix has no type: saying that `any()` or the root wants another one repeats the problem.
        return mixed ? undefined : first;
      }
      case 'quantifier':
        this.checkQuantifier(node.op, node.arg);
        return BOOL;
      case 'comparison':
        return this.checkComparison(node);
      case 'field':
      case 'call':
      case 'index':
        return this.checkBareAccess(node);
    }
  }

  private checkQuantifier(name: string, arg: ArgNode): void {
    if (isLiteral(arg)) {
      this.problems.report('expression-type', 'quantifierArgument', arg.start, arg.end, { name, type: describeLiteral(arg) });
      return;
    }
    const outer = this.expanded;
    const expanded = new Map<string, IndexNode>();
    this.expanded = expanded;
    const type = this.checkCondition(arg);
    this.expanded = outer;
    if (type !== undefined && type !== ARRAY_OF_BOOL) {
      this.problems.report('expression-type', 'quantifierArgument', arg.start, arg.end, { name, type: withArticle(type) });
    }
    // Element-wise logic pairs the elements of one array (rules-language.md §6).
    const [first, second] = expanded.keys();
    if (first !== undefined && second !== undefined) {
      const node = expanded.get(second)!;
      this.problems.report('map-each', 'differentArrays', ...this.bracketSpan(node), { first, second });
    }
  }

  /** A field or call used as a condition: must be a Boolean (or an array of them under any/all). */
  private checkBareAccess(node: AccessNode): ValueType | undefined {
    const info = this.checkAccess(node, 'condition');
    const type = info.type;
    if (type === undefined) return undefined;
    if (type === BOOL) return info.each ? ARRAY_OF_BOOL : BOOL;
    if (type === ARRAY_OF_BOOL && !info.each) return ARRAY_OF_BOOL;
    const lhs = this.source(node);
    const example = EXAMPLE_COMPARISON.get(type) ?? (type.kind === 'array' ? '[*] eq …  (inside any(…))' : '["key"] eq …');
    this.problems.report('syntax', 'missingOperator', node.start, node.end, { lhs, type: withArticle(type), example });
    return undefined;
  }

  // ------------------------------------------------------------ comparisons

  private checkComparison(node: ComparisonNode): ValueType | undefined {
    const lhs = this.checkAccess(node.lhs, 'lhs');
    const result = lhs.each ? ARRAY_OF_BOOL : BOOL;
    const type = lhs.type;
    if (node.op === 'matches') this.noteRegex(node);
    if (type === undefined) {
      this.checkRhsAlone(node);
      // The left side is already reported (unknown field, bad call): whether the
      // comparison is a Boolean or, under `[*]`, an array of them is not known,
      // so `any()`/`all()` around it must not report a second problem.
      return lhs.each ? result : undefined;
    }
    if (type === BOOL) {
      this.reportBoolOperator(node, this.source(node.lhs));
      return result;
    }
    if (type.kind === 'array' || type.kind === 'map') {
      if (lhs.each && type.element === BOOL) {
        this.problems.report('map-each', 'arrayOfArrays', node.start, node.end);
        return undefined;
      }
      const lhsText = this.source(node.lhs);
      const each = `${lhsText}[*]`;
      this.problems.report('operator-type', 'containerOperator', node.opStart, node.opEnd, { lhs: lhsText, type: withArticle(type), operator: COMPARE_OP_TEXT[node.op], each });
      // Whether the comparison was meant per element is not known: `any()` around it must not report again.
      return undefined;
    }
    const allowed = operatorsOf(type);
    if (allowed !== undefined && !allowed.has(node.op)) {
      this.problems.report('operator-type', 'notForType', node.opStart, node.opEnd, {
        operator: node.opText,
        lhs: this.source(node.lhs),
        type: type.name,
        allowed: [...allowed].map((op) => COMPARE_OP_TEXT[op]).join(', '),
      });
      this.checkRhsAlone(node);
      return result;
    }
    if (node.op === 'bitwise_and') this.problems.report('undocumented-syntax', 'bitwiseAnd', node.opStart, node.opEnd, { operator: node.opText });
    if (type === IP && ORDERING_OPS.has(node.op)) this.problems.report('undocumented-syntax', 'ipOrdering', node.opStart, node.opEnd, { operator: node.opText });
    this.checkRhs(node, type);
    if (node.lhs.kind === 'field') checkFieldDomain(this.ctx, node, node.lhs.name);
    return result;
  }

  private reportBoolOperator(node: ComparisonNode, lhsText: string): void {
    const rhs = node.rhs;
    if (node.opText === '&' && isAccess(rhs)) {
      // `ssl & cf.client.bot`: a `&&` with one `&` lost, not a bitwise and of a Boolean.
      this.problems.report('syntax', 'singleSymbol', node.opStart, node.opEnd, { symbol: '&', replacement: 'and` or `&&' }, { fix: { start: node.opStart, end: node.opEnd, text: '&&' } });
      return;
    }
    let fix: { start: number; end: number; text: string } | undefined;
    if (rhs.kind === 'bool' && (node.op === 'eq' || node.op === 'ne')) {
      const positive = (node.op === 'eq') === rhs.value;
      fix = { start: node.start, end: node.end, text: positive ? lhsText : `not ${lhsText}` };
    }
    this.problems.report('operator-type', 'boolOperator', node.opStart, node.opEnd, { lhs: lhsText, operator: node.opText }, fix === undefined ? undefined : { fix });
  }

  private noteRegex(node: ComparisonNode): void {
    this.regexSpans.push({ start: node.opStart, end: node.rhs.end });
    const { tier } = this.ctx;
    if (tier !== undefined && !tierAtLeast(tier, EXPRESSION_LIMITS.regexMinimumTier)) {
      this.problems.report('plan-feature', 'regex', node.opStart, node.opEnd, { operator: node.opText, tier });
    }
  }

  /** Checks of the right side that do not need the left side's type (it is unknown or wrong). */
  private checkRhsAlone(node: ComparisonNode): void {
    const rhs = node.rhs;
    if (rhs.kind === 'string') this.checkPattern(node, rhs);
    else if (rhs.kind === 'list') checkListReference(this.ctx, rhs, undefined, node.lhs);
    else if (isAccess(rhs)) this.checkRhsAccess(rhs);
  }

  private checkPattern(node: ComparisonNode, rhs: LiteralNode): void {
    if (rhs.kind !== 'string') return;
    if (node.op === 'matches') checkMatchesPattern(this.ctx, node, rhs);
    else if (node.op === 'wildcard' || node.op === 'strict_wildcard') checkWildcardPattern(this.ctx, rhs);
  }

  private checkRhs(node: ComparisonNode, type: ValueType): void {
    const rhs = node.rhs;
    switch (rhs.kind) {
      case 'set':
        if (node.op !== 'in' && node.op !== 'contains') {
          this.problems.report('literal-type', 'setNeedsIn', rhs.start, rhs.end);
          return;
        }
        if (node.op === 'contains') this.problems.report('undocumented-syntax', 'containsSet', node.opStart, rhs.end);
        const inSet = { inSet: true, comparison: node };
        for (const element of rhs.elements) {
          if (node.op === 'contains' && element.kind !== 'string') {
            this.problems.report('literal-type', 'patternNeedsString', element.start, element.end, { operator: node.opText });
            continue;
          }
          checkLiteral(this.ctx, element, type, inSet);
        }
        checkDuplicateMembers(this.ctx, rhs);
        return;
      case 'list':
        if (node.op !== 'in') {
          this.problems.report('literal-type', 'listNeedsIn', rhs.start, rhs.end);
          return;
        }
        checkListReference(this.ctx, rhs, type, node.lhs);
        return;
      case 'bool':
        this.problems.report('literal-type', 'boolValue', rhs.start, rhs.end, { value: String(rhs.value) });
        return;
      case 'field':
      case 'call':
      case 'index':
        this.checkRhsAccess(rhs);
        return;
      default:
        break;
    }
    if (node.op === 'in') {
      const text = this.source(rhs);
      this.problems.report('literal-type', 'inNeedsSet', rhs.start, rhs.end, undefined, { fix: { start: rhs.start, end: rhs.end, text: `{${text}}` } });
      return;
    }
    if ((rhs.kind === 'cidr' || rhs.kind === 'range') && type !== BYTES) {
      // `ip.src eq 192.0.2.0/24` means `ip.src in {192.0.2.0/24}`.
      const fix = node.op === 'eq' ? { fix: { start: node.opStart, end: rhs.end, text: `in {${rhs.text}}` } } : undefined;
      this.problems.report('literal-type', rhs.kind === 'cidr' ? 'cidrOutsideSet' : 'rangeOutsideSet', rhs.start, rhs.end, { text: rhs.text }, fix);
      return;
    }
    if (STRING_ONLY_OPS.has(node.op) && rhs.kind !== 'string' && !(node.op === 'contains' && (rhs.kind === 'bytes' || rhs.kind === 'word'))) {
      this.problems.report('literal-type', 'patternNeedsString', rhs.start, rhs.end, { operator: node.opText });
      return;
    }
    if (!checkLiteral(this.ctx, rhs, type, { inSet: false, comparison: node })) return;
    this.checkPattern(node, rhs);
  }

  /** A field or call on the right: fields cannot be compared with fields; an unknown name is an unquoted string. */
  private checkRhsAccess(rhs: AccessNode): void {
    if (rhs.kind === 'field' && !isFieldName(rhs.name)) {
      this.problems.report('literal-type', 'unquotedString', rhs.start, rhs.end, { text: rhs.name }, { fix: { start: rhs.start, end: rhs.end, text: quote(rhs.name) } });
      return;
    }
    this.problems.report('literal-type', 'fieldComparison', rhs.start, rhs.end, { rhs: this.source(rhs) });
  }

  // ------------------------------------------------------------ accesses

  private checkAccess(node: AccessNode, position: AccessPosition): AccessInfo {
    const info = this.accessInfo(node, position);
    if (info.type !== undefined) node.type = info.type;
    return info;
  }

  private accessInfo(node: AccessNode, position: AccessPosition): AccessInfo {
    switch (node.kind) {
      case 'field':
        return { type: this.checkField(node), each: false };
      case 'call':
        return { type: this.checkCall(node), each: false };
      case 'index':
        return this.checkIndex(node, position);
    }
  }

  private checkField(node: FieldNode): ValueType | undefined {
    const lookup = lookupField(node.name, this.ctx.stage);
    if (lookup === undefined) {
      if (isFunctionName(node.name)) {
        this.problems.report('unknown-function', 'functionNotCalled', node.start, node.end, { name: node.name });
        return undefined;
      }
      const suggestion = suggestField(node.name);
      this.problems.report('unknown-field', 'unknownField', node.start, node.end, {
        name: node.name,
        suggestion: suggestionEnd(suggestion),
      });
      return undefined;
    }
    checkFieldReference(this.ctx, node, lookup);
    return lookup.field.type;
  }

  private checkIndex(node: IndexNode, position: AccessPosition): AccessInfo {
    const target = this.checkAccess(node.target, position);
    const key = node.key;
    if (key.kind === 'key' && node.target.kind === 'field' && LOWER_CASE_KEYS.has(node.target.name) && UPPER_CASE.test(key.value)) {
      const lower = key.text.toLowerCase();
      this.problems.report('header-key-case', 'uppercaseKey', key.start, key.end, { field: node.target.name, key: key.value, lower: key.value.toLowerCase() }, {
        fix: { start: key.start, end: key.end, text: lower },
      });
    }
    const type = target.type;
    if (type === undefined) return UNKNOWN;
    const fits = key.kind === 'each' ? type.kind === 'array' || type.kind === 'map' : key.kind === 'key' ? type.kind === 'map' : type.kind === 'array';
    if (!fits || type.element === undefined) {
      const index = key.kind === 'each' ? '[*]' : `[${key.text}]`;
      this.problems.report('expression-type', 'indexType', node.start, node.end, { target: this.source(node.target), type: withArticle(type), index });
      return UNKNOWN;
    }
    if (key.kind === 'each') {
      if (position === 'other-arg') {
        this.problems.report('map-each', 'notFirstArgument', ...this.bracketSpan(node));
        return UNKNOWN;
      }
      if (position === 'value') {
        this.problems.report('map-each', 'valueExpression', ...this.bracketSpan(node));
        return UNKNOWN;
      }
      // A second `[*]` in one index chain (`m[*][*]`) expands the elements of the first one's
      // array (wirefilter's MapEachIterator flattens them): it is the same array, not another.
      if ((position === 'lhs' || position === 'condition') && this.expanded !== undefined && !expandsInChain(node.target)) {
        const base = this.source(node.target);
        if (!this.expanded.has(base)) this.expanded.set(base, node);
      }
      return { type: type.element, each: true };
    }
    return { type: type.element, each: target.each };
  }

  private checkCall(node: CallNode): ValueType | undefined {
    const found = lookupFunction(node.name);
    // A Cloudflare-only function (used by managed rulesets) does not exist for customer rules.
    const fn = found?.info.cloudflareOnly === true && !this.ctx.managed ? undefined : found;
    if (fn === undefined) {
      if (isFieldName(node.name)) this.problems.report('unknown-function', 'fieldCalled', node.start, node.nameEnd, { name: node.name });
      else {
        const suggestion = suggestFunction(node.name);
        this.problems.report('unknown-function', 'unknownFunction', node.start, node.nameEnd, {
          name: node.name,
          suggestion: suggestionEnd(suggestion),
        });
      }
      for (let index = 0; index < node.args.length; index++) this.checkArgument(node.args[index]!, index);
      return undefined;
    }
    checkCallPlacement(this.ctx, node, fn);
    checkCallPlan(this.ctx, node, fn);
    if (fn.info.oncePerExpression === true) {
      if (this.replaceCall === undefined) this.replaceCall = node;
      else {
        this.problems.report('function-phase', 'onlyOnce', node.start, node.nameEnd, {
          name: node.name,
          other: this.replaceCall.name === node.name ? 'another regex_replace() or wildcard_replace()' : `${this.replaceCall.name}()`,
        });
      }
    }
    const args: ArgInfo[] = [];
    for (let index = 0; index < node.args.length; index++) args.push(this.checkArgument(node.args[index]!, index));
    return checkCallArguments(this.ctx, node, fn, args);
  }

  private checkArgument(arg: ArgNode, index: number): ArgInfo {
    const { start, end } = arg;
    if (isLiteral(arg)) return { start, end, type: this.checkLiteralArgument(arg), each: false, literal: arg };
    if (arg.kind === 'bool') {
      this.problems.report('syntax', 'boolLiteralPosition', start, end, { value: String(arg.value) });
      return { start, end, type: undefined, each: false, literal: undefined };
    }
    if (isAccess(arg)) {
      const info = this.checkAccess(arg, index === 0 ? 'first-arg' : 'other-arg');
      return { start, end, type: info.type, each: info.each, literal: undefined };
    }
    return { start, end, type: this.checkCondition(arg), each: false, literal: undefined };
  }

  /** A literal passed to a function: its own type, or `undefined` when it is not a valid value. */
  private checkLiteralArgument(arg: LiteralNode): ValueType | undefined {
    switch (arg.kind) {
      case 'word':
        this.problems.report('literal-type', 'unquotedString', arg.start, arg.end, { text: arg.text }, { fix: { start: arg.start, end: arg.end, text: quote(arg.text) } });
        return undefined;
      case 'cidr':
      case 'range':
        this.problems.report('expression-type', 'notAValue', arg.start, arg.end, { text: arg.text });
        return undefined;
      case 'int':
        return checkInt(this.ctx, arg) ? INT : undefined;
      case 'ip':
        return checkIp(this.ctx, arg) === undefined ? undefined : IP;
      case 'bytes':
        this.problems.report('undocumented-syntax', 'hexBytes', arg.start, arg.end, { text: arg.text });
        return literalType(arg);
      case 'string':
        return literalType(arg);
    }
  }
}
