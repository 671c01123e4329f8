/**
 * `edgelint explain '<expression>'`: the normalised expression, its tree with
 * the type of every node, and every problem with line:column and carets —
 * what a user reaches for when an expression puzzles them. Offline and pure:
 * no configuration file is read; the context comes from the options.
 *
 * Exit code: 1 when the expression has a problem whose rule is an error by
 * default, 0 otherwise (warnings included), 2 on a usage error.
 */
import { analyzeExpression, EXPRESSION_PROBLEM_CODES, type ExpressionContext, type ValueSlot } from '../expr/analyze.js';
import { explain } from '../expr/explain.js';
import { VALUE_SLOTS } from '../data/functions.js';
import type { ListKind } from '../data/managed-lists.js';
import { PHASE_NAMES } from '../data/phases.js';
import { isTier, TIERS } from '../data/plans.js';
import { didYouMeanSuffix } from '../text/did-you-mean.js';
import type { CliIo } from './main.js';
import { UsageError } from './usage-error.js';

/** The options of `edgelint explain`, for `parseArgs` (main.ts registers them). */
export const EXPLAIN_OPTIONS = {
  phase: { type: 'string', short: 'p' },
  value: { type: 'boolean' },
  slot: { type: 'string' },
  counting: { type: 'boolean' },
  tier: { type: 'string' },
  list: { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} as const;

export const EXPLAIN_USAGE =
  "edgelint explain '<expression>' [--phase P] [--value] [--slot S] [--counting] [--tier plan] [--list name:kind ...]";

const LIST_KINDS: readonly ListKind[] = ['ip', 'hostname', 'asn', 'redirect'];

const ERROR_CODES: ReadonlySet<string> = new Set(EXPRESSION_PROBLEM_CODES.filter((c) => c.defaultSeverity === 'error').map((c) => c.code));

function stringOption(values: Record<string, unknown>, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

/** The analysis context the options describe; throws a UsageError for a bad option. */
export function explainContext(values: Record<string, unknown>): ExpressionContext {
  const phase = stringOption(values, 'phase');
  if (phase !== undefined && !PHASE_NAMES.includes(phase)) {
    throw new UsageError(`unknown phase "${phase}"${didYouMeanSuffix(phase, PHASE_NAMES)}`);
  }
  const slot = stringOption(values, 'slot');
  if (slot !== undefined && !(VALUE_SLOTS as readonly string[]).includes(slot)) {
    throw new UsageError(`unknown value slot "${slot}"${didYouMeanSuffix(slot, VALUE_SLOTS)}; the slots are ${VALUE_SLOTS.join(', ')}`);
  }
  const isValue = values['value'] === true || slot !== undefined;
  if (isValue && values['counting'] === true) throw new UsageError('--counting is for a rate limiting rule\'s counting_expression (a filter); it cannot be combined with --value or --slot');
  const tier = stringOption(values, 'tier');
  if (tier !== undefined && !isTier(tier)) throw new UsageError(`--tier must be one of ${TIERS.join(', ')}, not "${tier}"`);
  const context: { -readonly [K in keyof ExpressionContext]: ExpressionContext[K] } = { kind: isValue ? 'value' : 'filter' };
  if (phase !== undefined) context.phase = phase;
  if (slot !== undefined) context.valueSlot = slot as ValueSlot;
  if (!isValue) context.filterSlot = values['counting'] === true ? 'ratelimit_counting' : 'rule';
  if (tier !== undefined && isTier(tier)) context.tier = tier;
  const lists = values['list'];
  if (Array.isArray(lists)) {
    // Giving lists says "these are the account's lists": other custom names are then reported, as in a manifest.
    const declared = new Map<string, ListKind>();
    for (const item of lists as string[]) {
      const match = /^([^:=]+)[:=]([a-z]+)$/.exec(item);
      const kind = match?.[2] as ListKind | undefined;
      if (!match || kind === undefined || !LIST_KINDS.includes(kind)) {
        throw new UsageError(`--list ${item}: write name:kind, with kind ${LIST_KINDS.join(', ')}`);
      }
      declared.set(match[1]!.replace(/^\$/, ''), kind);
    }
    context.lists = (name) => {
      const kind = declared.get(name);
      return kind === undefined ? undefined : { kind };
    };
  }
  return context;
}

export async function explainCommand(values: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
  if (positionals.length === 0) throw new UsageError(`explain needs an expression\nusage: ${EXPLAIN_USAGE}`);
  if (positionals.length > 1) {
    throw new UsageError(`explain takes one expression, got ${positionals.length} arguments; quote the expression: edgelint explain 'http.host eq "example.com"'`);
  }
  const expression = positionals[0]!;
  const context = explainContext(values);
  io.writeOut(explain(expression, context));
  const analysis = analyzeExpression(expression, context);
  return analysis.problems.some((p) => ERROR_CODES.has(p.code)) ? 1 : 0;
}
