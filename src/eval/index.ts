/**
 * The evaluator's public API (issue 16). Loaded only by `edgelint test` and
 * `edgelint report`, never by lint.
 *
 * - `evaluate(expression, request)` → `true | false | 'undecided'`: one
 *   filter on one request, cheap enough for property tests (analyses are
 *   cached per expression and phase);
 * - `simulate(config, request)`: the ruleset engine on one request;
 * - `engineConfigOf(zone)`: what the engine runs for a zone of a manifest.
 */
import { analyzeExpression, type ExpressionAnalysis } from '../expr/analyze.js';
import type { Tier } from '../data/plans.js';
import type { ListResolver } from '../expr/context.js';
import { whenCodes } from '../esc/when.js';
import type { ValueSlot } from '../data/functions.js';
import { fromBytes } from './bytes.js';
import { Evaluator } from './evaluate.js';
import { valueText } from './functions.js';
import type { ListLookup } from './lists.js';
import { RequestFields, type TestRequest } from './request-fields.js';
import { requestFrom, type RequestInput } from './request-input.js';
import { undecided, type Undecided, type Verdict } from './values.js';

export { simulate, isKnown, type Simulation, type TraceItem, type Disposition, type Known } from './simulate.js';
export { engineConfigOf, withRules, type EngineConfig, type EngineRule, type EngineRuleset } from './engine-config.js';
export { requestFrom, type RequestInput } from './request-input.js';
export type { TestRequest } from './request-fields.js';
export type { Verdict } from './values.js';

export interface EvaluateOptions {
  /** The phase the expression sits in (field availability); default `http_request_firewall_custom`. */
  readonly phase?: string;
  readonly tier?: Tier;
  /** List kinds for the type checker. */
  readonly listKinds?: ListResolver;
  /** List contents; default: every list undecided. */
  readonly lists?: ListLookup;
  /** Zone name and plan (`cf.zone.name`, `cf.zone.plan`). */
  readonly zone?: { readonly name?: string; readonly tier?: Tier };
}

const DEFAULT_PHASE = 'http_request_firewall_custom';
const ERROR_CODES = whenCodes('error');
const CACHE_LIMIT = 5000;
const analyses = new Map<string, ExpressionAnalysis>();

function analysisOf(expression: string, options: EvaluateOptions): ExpressionAnalysis {
  const phase = options.phase ?? DEFAULT_PHASE;
  const key = options.listKinds || options.tier ? undefined : `${phase}\u0000${expression}`;
  const cached = key === undefined ? undefined : analyses.get(key);
  if (cached) return cached;
  const analysis = analyzeExpression(expression, { kind: 'filter', phase, ...(options.tier ? { tier: options.tier } : {}), ...(options.listKinds ? { lists: options.listKinds } : {}) });
  if (key !== undefined) {
    if (analyses.size >= CACHE_LIMIT) analyses.clear();
    analyses.set(key, analysis);
  }
  return analysis;
}

/** A filter's verdict on a request, with the reason when undecided. */
export function evaluateWithReason(expression: string, request: TestRequest | RequestInput, options: EvaluateOptions = {}): { verdict: Verdict; reason?: string } {
  const analysis = analysisOf(expression, options);
  const error = analysis.problems.find((p) => ERROR_CODES.has(p.code));
  if (analysis.ast === null || error !== undefined) return { verdict: 'undecided', reason: `the expression has an error (${error?.code ?? 'syntax'})` };
  const built = 'fields' in request && request.fields instanceof Map ? (request as TestRequest) : requestFrom(request as RequestInput);
  if (typeof built === 'string') return { verdict: 'undecided', reason: built };
  const fields = RequestFields.initial(built, options.zone ?? {});
  const lists: ListLookup = options.lists ?? ((name): Undecided => undecided(`the contents of list \`$${name}\` are not known`));
  const value = new Evaluator({ field: (n) => fields.field(n), list: lists }).filter(analysis.ast);
  if (value.kind === 'bool') return { verdict: value.value };
  if (value.kind === 'undecided') return { verdict: 'undecided', reason: value.reason };
  return { verdict: false };
}

/** `true`, `false` or `'undecided'`: a filter expression evaluated on a request. */
export function evaluate(expression: string, request: TestRequest | RequestInput, options: EvaluateOptions = {}): Verdict {
  return evaluateWithReason(expression, request, options).verdict;
}

/**
 * A value expression (a rewrite, a redirect target, a header value) on a
 * request: its text, a list of texts (`split()` in a header), or
 * `'undecided'`.
 */
export function evaluateValue(expression: string, request: TestRequest | RequestInput, options: EvaluateOptions & { readonly valueSlot: ValueSlot }): string | readonly string[] | 'undecided' {
  const analysis = analyzeExpression(expression, { kind: 'value', valueSlot: options.valueSlot, ...(options.phase ? { phase: options.phase } : {}), ...(options.tier ? { tier: options.tier } : {}) });
  if (analysis.ast === null || analysis.problems.some((p) => ERROR_CODES.has(p.code))) return 'undecided';
  const built = 'fields' in request && request.fields instanceof Map ? (request as TestRequest) : requestFrom(request as RequestInput);
  if (typeof built === 'string') return 'undecided';
  const fields = RequestFields.initial(built, options.zone ?? {});
  const value = new Evaluator({ field: (n) => fields.field(n), list: options.lists ?? ((name) => undecided(`list ${name}`)) }).value(analysis.ast);
  if (value.kind === 'array') return value.items.every((i) => i.kind === 'bytes') ? value.items.map((i) => fromBytes((i as { value: string }).value)) : 'undecided';
  const text = valueText(value);
  return typeof text === 'string' ? fromBytes(text) : 'undecided';
}
