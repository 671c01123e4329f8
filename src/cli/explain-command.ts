/**
 * `edgelint explain '<expression>'`: the normalised expression, its tree with
 * the type of every node, and every problem with line:column and carets —
 * what a user reaches for when an expression puzzles them. Offline and pure:
 * no configuration file is read; the context comes from the options.
 *
 * Exit code: 1 when the expression has a problem whose rule is an error by
 * default, 0 otherwise (warnings included), 2 on a usage error.
 */
import { terminalSafe } from '../formatters/terminal-text.js';
import { analyzeExpression, EXPRESSION_PROBLEM_CODES, type ExpressionContext, type ValueSlot } from '../expr/analyze.js';
import { explain } from '../expr/explain.js';
import { VALUE_SLOTS } from '../data/functions.js';
import type { ListKind } from '../data/managed-lists.js';
import { PHASE_NAMES } from '../data/phases.js';
import { isTier, TIERS } from '../data/plans.js';
import { EXIT, type CliIo, type CliOption, type Command } from './io.js';
import { readOptions } from './options.js';
import { UsageError } from './usage-error.js';

const LIST_KINDS: readonly ListKind[] = ['ip', 'hostname', 'asn', 'redirect'];

/** The options of `edgelint explain`. */
export const EXPLAIN_OPTIONS: readonly CliOption[] = [
  {
    name: 'phase',
    short: 'p',
    type: 'string',
    arg: 'phase',
    choices: PHASE_NAMES,
    defaultText: 'none: fields and functions of every phase are accepted',
    description: 'the phase whose fields, functions and actions apply',
    example: "edgelint explain 'http.response.code eq 404' --phase http_response_headers_transform",
  },
  {
    name: 'value',
    type: 'boolean',
    description: 'read the expression as a value expression (a String), not a filter',
    example: "edgelint explain 'concat(\"/new\", http.request.uri.path)' --value",
  },
  {
    name: 'slot',
    type: 'string',
    arg: 'slot',
    choices: VALUE_SLOTS,
    defaultText: 'none',
    description: 'the action parameter the value expression fills (implies --value)',
    example: "edgelint explain 'http.request.uri.path' --slot uri_path",
  },
  {
    name: 'counting',
    type: 'boolean',
    description: "read the filter as a rate limiting rule's counting_expression",
    example: "edgelint explain 'http.response.code eq 401' --counting --phase http_ratelimit",
  },
  {
    name: 'tier',
    type: 'string',
    arg: 'plan',
    choices: TIERS,
    defaultText: 'none: plan-gated features are not checked',
    description: "the account's plan, for plan-gated features",
    example: "edgelint explain 'http.host matches \"^a\"' --tier pro",
  },
  {
    name: 'list',
    type: 'string',
    multiple: true,
    arg: 'name:kind',
    defaultText: 'none: any custom list name is accepted',
    description: `declare the account's lists, kind ${LIST_KINDS.join(', ')}; other custom lists are then reported`,
    example: "edgelint explain 'ip.src in $office' --list office:ip",
  },
];

const ERROR_CODES: ReadonlySet<string> = new Set(EXPRESSION_PROBLEM_CODES.filter((c) => c.defaultSeverity === 'error').map((c) => c.code));

function stringOption(values: Record<string, unknown>, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

/** The analysis context the options (checked by `readOptions`) describe; throws a UsageError for a bad combination. */
export function explainContext(values: Record<string, unknown>): ExpressionContext {
  const phase = stringOption(values, 'phase');
  const slot = stringOption(values, 'slot');
  const isValue = values['value'] === true || slot !== undefined;
  if (isValue && values['counting'] === true) throw new UsageError('--counting is for a rate limiting rule\'s counting_expression (a filter); it cannot be combined with --value or --slot');
  const tier = stringOption(values, 'tier');
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

export async function explainCommand(input: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
  const values = readOptions(EXPLAIN_OPTIONS, input);
  if (positionals.length === 0) throw new UsageError("explain needs an expression: edgelint explain 'http.host eq \"example.com\"'");
  if (positionals.length > 1) {
    throw new UsageError(`explain takes one expression, got ${positionals.length} arguments; quote the expression: edgelint explain 'http.host eq "example.com"'`);
  }
  const expression = positionals[0]!;
  const context = explainContext(values);
  // The expression is the user's text: a terminal shows it, it never drives the terminal.
  io.writeOut(explain(expression, context).split('\n').map(terminalSafe).join('\n'));
  const analysis = analyzeExpression(expression, context);
  return analysis.problems.some((p) => ERROR_CODES.has(p.code)) ? EXIT.problems : EXIT.ok;
}

export const command: Command = {
  name: 'explain',
  summary: 'explain a Rules-language expression: normalised form, typed tree, problems',
  operands: "'<expression>'",
  description:
    'Prints the expression in normalised form, its tree with the type of every node, and every problem with its line, column and a caret underline. No configuration file is read: the options give the context. Exit code 1 when the expression has a problem that is an error by default, 0 otherwise.',
  options: EXPLAIN_OPTIONS,
  examples: [
    "edgelint explain 'http.request.uri.path matches \"^/admin\" and ip.geoip.country ne \"CH\"' --phase http_request_firewall_custom --tier pro",
    "edgelint explain 'lower(http.request.uri.path)' --slot uri_path",
  ],
  run: explainCommand,
};
