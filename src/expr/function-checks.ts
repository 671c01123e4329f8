/**
 * Checks of a function call against its signature (src/data/functions.ts):
 * where it may be used (phase, filter or value slot, network), the plan, the
 * number, kind and types of its arguments, and the values of literal
 * arguments that the docs constrain.
 */
import type { CallNode, LiteralNode, StringNode } from './ast.js';
import type { CheckContext } from './context.js';
import { EXPRESSION_LIMITS } from '../data/expression-limits.js';
import { FUNCTION_FLAG_CHARACTERS, VALUE_SLOT_PHASES } from '../data/functions.js';
import { tierAtLeast } from '../data/plans.js';
import { StringOffsets } from './lexer.js';
import { acceptsType, type SchemeFunction } from './scheme.js';
import { BYTES, type ValueType, arrayOf } from './types.js';
import { checkRustRegex } from './value-checks/regex.js';
import { checkWildcard } from './value-checks/wildcard.js';
import { reportRegexIssues, reportWildcardIssue } from './value-checks/patterns.js';
import { counted } from '../text/counted.js';

/** What the checker found about one argument. */
export interface ArgInfo {
  readonly start: number;
  readonly end: number;
  /** Element type when `each`; `undefined` when unknown (already reported). */
  readonly type: ValueType | undefined;
  /** The argument holds `[*]`: the function maps over the elements. */
  readonly each: boolean;
  readonly literal: LiteralNode | undefined;
}

const PLAN_WORDS: Readonly<Record<string, string>> = { pro: 'Pro', business: 'Business', enterprise: 'Enterprise' };

export function checkCallPlacement(ctx: CheckContext, call: CallNode, fn: SchemeFunction): void {
  if (ctx.managed) return; // Cloudflare's managed rules use functions where customers may not
  const { placement } = fn.info;
  const report = (messageId: 'networkOnly' | 'notInNetwork' | 'valueOnly' | 'notInSlot' | 'notInPhase'): void => {
    ctx.problems.report('function-phase', messageId, call.start, call.nameEnd, { name: fn.info.name, where: placement.description, phase: ctx.phaseName ?? '(unknown)' });
  };
  if (placement.network === true) {
    if (ctx.stage !== undefined && ctx.stage !== 'network') report('networkOnly');
    return;
  }
  if (ctx.stage === 'network') {
    report('notInNetwork');
    return;
  }
  if (placement.valueSlots !== undefined) {
    if (ctx.kind === 'filter') {
      report('valueOnly');
      return;
    }
    if (ctx.valueSlot !== undefined) {
      if (!placement.valueSlots.includes(ctx.valueSlot)) report('notInSlot');
      return;
    }
    if (ctx.phaseName !== undefined && !placement.valueSlots.some((slot) => VALUE_SLOT_PHASES[slot].includes(ctx.phaseName!))) report('notInPhase');
    return;
  }
  if (placement.phases !== undefined && ctx.phaseName !== undefined && !placement.phases.includes(ctx.phaseName)) report('notInPhase');
}

export function checkCallPlan(ctx: CheckContext, call: CallNode, fn: SchemeFunction): void {
  const plan = fn.info.plan;
  if (plan === undefined || ctx.tier === undefined || tierAtLeast(ctx.tier, plan)) return;
  ctx.problems.report('plan-feature', 'function', call.start, call.nameEnd, { name: fn.info.name, plan: PLAN_WORDS[plan] ?? plan, tier: ctx.tier });
}

function arityWords(fn: SchemeFunction): string {
  if (fn.maxArgs === Number.POSITIVE_INFINITY) return `at least ${counted(fn.minArgs, 'argument')}`;
  if (fn.minArgs === fn.maxArgs) return counted(fn.minArgs, 'argument');
  return `${fn.minArgs} to ${counted(fn.maxArgs, 'argument')}`;
}

/**
 * Checks the arguments and returns the call's result type (`undefined` when
 * unknown). A `[*]` in the first argument maps the function over the
 * elements: the result is then an array.
 */
export function checkCallArguments(ctx: CheckContext, call: CallNode, fn: SchemeFunction, args: readonly ArgInfo[]): ValueType | undefined {
  const { problems } = ctx;
  const name = fn.info.name;
  if (args.length < fn.minArgs || args.length > fn.maxArgs) {
    problems.report('function-arguments', 'arity', call.start, call.end, { name, expected: arityWords(fn), actual: args.length });
  }
  let typesKnown = true;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const param = fn.params[Math.min(index, fn.params.length - 1)];
    if (param === undefined || (index >= fn.params.length && !param.variadic)) continue;
    if (param.kind === 'field' && arg.literal !== undefined) {
      problems.report('function-arguments', 'literalNotAllowed', arg.start, arg.end, { name, index: index + 1, param: param.name });
      continue;
    }
    if (param.kind === 'literal' && arg.literal === undefined) {
      problems.report('function-arguments', 'literalRequired', arg.start, arg.end, { name, index: index + 1, param: param.name });
      continue;
    }
    const type = arg.type;
    if (type === undefined) {
      typesKnown = false;
      continue;
    }
    if (!param.types.some((t) => acceptsType(t, type))) {
      typesKnown = false;
      problems.report('function-arguments', 'argumentType', arg.start, arg.end, { name, index: index + 1, param: param.name, expected: param.expected, actual: type.name });
    }
  }
  checkArgumentValues(ctx, call, fn, args);
  const first = args[0];
  let result = fn.returns;
  if (result === undefined) {
    // concat: an array when the first argument is one, else a String.
    if (first?.type === undefined || !typesKnown) return undefined;
    result = first.each ? BYTES : first.type.kind === 'array' ? first.type : BYTES;
  }
  return first?.each === true ? arrayOf(result) : result;
}

function intArg(arg: ArgInfo | undefined): number | undefined {
  return arg?.literal?.kind === 'int' && arg.literal.problem === undefined ? arg.literal.value : undefined;
}

function stringArg(arg: ArgInfo | undefined): StringNode | undefined {
  return arg?.literal?.kind === 'string' ? arg.literal : undefined;
}

function checkArgumentValues(ctx: CheckContext, call: CallNode, fn: SchemeFunction, args: readonly ArgInfo[]): void {
  const name = fn.info.name;
  const { problems } = ctx;
  const range = (index: number, min: number, max: number): void => {
    const value = intArg(args[index]);
    const arg = args[index]!;
    if (value !== undefined && (value < min || value > max)) {
      problems.report('function-arguments', 'outOfRange', arg.start, arg.end, { name, index: index + 1, param: fn.params[index]!.name, min, max, value });
    }
  };
  const L = EXPRESSION_LIMITS;
  switch (name) {
    case 'cidr':
      range(1, L.cidrIpv4BitsMin, L.cidrIpv4BitsMax);
      range(2, L.cidrIpv6BitsMin, L.cidrIpv6BitsMax);
      break;
    case 'cidr6':
      range(1, L.cidrIpv6BitsMin, L.cidrIpv6BitsMax);
      break;
    case 'bit_slice': {
      // The slice is offset_end - offset_start: after the start, at most 32 bits, never past bit 2,040.
      range(1, 0, L.bitSliceMaxOffset - 1);
      const start = intArg(args[1]);
      if (start !== undefined && start >= 0 && start < L.bitSliceMaxOffset) range(2, start + 1, Math.min(start + L.bitSliceMaxBits, L.bitSliceMaxOffset));
      break;
    }
    case 'split': {
      const separator = stringArg(args[1]);
      if (separator !== undefined && separator.value.length === 0) {
        problems.report('function-arguments', 'emptyString', separator.start, separator.end, { name, index: 2, param: 'separator' });
      }
      if (args.length > 2) range(2, L.splitLimitMin, L.splitLimitMax);
      break;
    }
    case 'regex_replace': {
      const pattern = stringArg(args[1]);
      if (pattern !== undefined) reportRegexIssues(ctx, pattern, checkRustRegex(pattern.value));
      checkReplacementReferences(ctx, stringArg(args[2]));
      break;
    }
    case 'wildcard_replace': {
      const pattern = stringArg(args[1]);
      if (pattern !== undefined) {
        reportWildcardIssue(ctx, pattern, checkWildcard(pattern.value));
      }
      checkReplacementReferences(ctx, stringArg(args[2]));
      break;
    }
    case 'remove_query_args': {
      const first = call.args[0];
      const allowed = fn.info.firstArgumentFields ?? [];
      if (first !== undefined && args[0]?.literal === undefined && !(first.kind === 'field' && allowed.includes(first.name))) {
        problems.report('function-arguments', 'fieldRequired', first.start, first.end, { name, fields: allowed.map((f) => `\`${f}\``).join(' or ') });
      }
      break;
    }
  }
  const flagsAllowed = FUNCTION_FLAG_CHARACTERS[name];
  if (flagsAllowed !== undefined) {
    const flagIndex = fn.params.findIndex((p) => p.name === 'flags' || p.name === 'options');
    const flags = stringArg(args[flagIndex]);
    if (flags !== undefined && ![...flags.value].every((c) => flagsAllowed.includes(c))) {
      problems.report('function-arguments', 'invalidFlags', flags.start, flags.end, { name, index: flagIndex + 1, allowed: flagsAllowed, value: flags.value });
    }
  }
}

const REPLACEMENT_REFERENCE = /\$\$|\$\{([0-9]+)\}/g;

/** `${n}` references of a regex_replace / wildcard_replace replacement: at most 8 (`$$` is a literal `$`). */
function checkReplacementReferences(ctx: CheckContext, replacement: StringNode | undefined): void {
  if (replacement === undefined) return;
  const value = replacement.value;
  const reference = REPLACEMENT_REFERENCE;
  reference.lastIndex = 0;
  const offsets = new StringOffsets(ctx.text, replacement);
  for (let match = reference.exec(value); match !== null; match = reference.exec(value)) {
    const group = match[1];
    if (group === undefined || Number(group) <= EXPRESSION_LIMITS.maxReplacementReference) continue;
    const start = offsets.at(match.index);
    const end = offsets.at(match.index + match[0].length);
    ctx.problems.report('function-arguments', 'replacementReference', start, end, { reference: match[0], max: EXPRESSION_LIMITS.maxReplacementReference });
  }
}
