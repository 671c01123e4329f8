/**
 * Which strings of a rule are Rules-language expressions, and the context
 * each is analysed in (issue 3 §6, reference rulesets-api.md §5, §9):
 *
 * | where | kind | context |
 * |---|---|---|
 * | `expression` | filter | the ruleset's phase, `filterSlot: 'rule'` |
 * | `ratelimit.counting_expression` | filter | `filterSlot: 'ratelimit_counting'` (may read response fields) |
 * | `exposed_credential_check.username_expression` / `password_expression` | value | the phase; no value slot (the library has none for them) |
 * | `action_parameters.uri.path.expression` / `uri.query.expression` | value | `uri_path` / `uri_query` |
 * | `action_parameters.headers.<name>.expression` | value | `response_header` in `http_response_headers_transform`, else `request_header` |
 * | `action_parameters.from_value.target_url.expression` | value | `redirect_target` |
 * | `action_parameters.from_list.key` | value | `redirect_list_key` |
 * | `action_parameters.expression` of a `set_cache_tags` rule | value | `cache_tags` |
 *
 * Each expression is analysed once per document, lazily, through
 * `context.memo` keyed by its site: the first enabled `expression/*`
 * rule that asks pays for it, the others share it, disabled rules cost
 * nothing.
 */
import type { LintSettings, RuleContext } from '../engine/rule.js';
import { analyzeExpression, type ExpressionAnalysis, type ExpressionContext, type ValueSlot } from '../expr/analyze.js';
import type { JsonObject, Path, RuleModel } from '../model/types.js';
import { accountListsOf } from './list-resolver.js';

/** The part of a rule context the helpers need (any options, any message ids). */
export type AnyRuleContext = Pick<RuleContext<unknown, string>, 'memo' | 'report' | 'settings'>;

export interface ExpressionSite {
  /** JSON path of the string. */
  readonly path: Path;
  readonly text: string;
  readonly context: ExpressionContext;
  /** Lists whose kind is not known: `list-kind` reports about them are dropped. */
  readonly isKindless: (name: string) => boolean;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function child(value: unknown, key: string): unknown {
  return isObject(value) ? value[key] : undefined;
}

// The fixed parts of each site, shared: most rules have one expression, and the absent ones must cost nothing.
const FILTER_RULE = { kind: 'filter', filterSlot: 'rule' } as const;
const FILTER_COUNTING = { kind: 'filter', filterSlot: 'ratelimit_counting' } as const;
const VALUE = { kind: 'value' } as const;
const valueIn = (valueSlot: ValueSlot) => ({ kind: 'value', valueSlot }) as const;
const URI_PATH = valueIn('uri_path');
const URI_QUERY = valueIn('uri_query');
const REQUEST_HEADER = valueIn('request_header');
const RESPONSE_HEADER = valueIn('response_header');
const REDIRECT_TARGET = valueIn('redirect_target');
const REDIRECT_LIST_KEY = valueIn('redirect_list_key');
const CACHE_TAGS = valueIn('cache_tags');

/** Every expression of `rule`, in document order of their kinds (filter first, then value expressions). */
export function findExpressionSites(
  rule: RuleModel,
  settings: LintSettings,
  contexts: Map<Omit<ExpressionContext, 'phase'>, ExpressionContext> = new Map(),
): ExpressionSite[] {
  const { phase } = rule.ruleset;
  const lists = accountListsOf(rule.ruleset.scope, settings);
  const base = {
    ...(phase === undefined ? {} : { phase }),
    ...(rule.ruleset.kind === 'managed' ? { managed: true } : {}),
    ...(settings.tier === undefined ? {} : { tier: settings.tier }),
    ...(lists.resolve === undefined ? {} : { lists: lists.resolve }),
  };
  const sites: ExpressionSite[] = [];
  // The path and context are built only for a string that is there; a context is shared by the sites of its ruleset in one slot.
  const add = (tail: readonly string[], text: unknown, slot: Omit<ExpressionContext, 'phase'>, skipBlank: boolean): void => {
    if (typeof text !== 'string') return;
    if (skipBlank && text.trim() === '') return;
    let context = contexts.get(slot);
    if (context === undefined) contexts.set(slot, (context = { ...base, ...slot }));
    sites.push({ path: [...rule.path, ...tail], text, context, isKindless: lists.isKindless });
  };

  // A blank rule expression is ruleset/expression-present's (API error 20125); a blank counting expression means "count what the rule matches".
  add(['expression'], rule.value['expression'], FILTER_RULE, true);
  add(['ratelimit', 'counting_expression'], child(rule.value['ratelimit'], 'counting_expression'), FILTER_COUNTING, true);
  const credentials = rule.value['exposed_credential_check'];
  if (credentials !== undefined) {
    for (const key of ['username_expression', 'password_expression']) add(['exposed_credential_check', key], child(credentials, key), VALUE, false);
  }

  const parameters = rule.parameters;
  if (parameters === undefined) return sites;
  const uri = parameters['uri'];
  add(['action_parameters', 'uri', 'path', 'expression'], child(child(uri, 'path'), 'expression'), URI_PATH, false);
  add(['action_parameters', 'uri', 'query', 'expression'], child(child(uri, 'query'), 'expression'), URI_QUERY, false);
  const headers = parameters['headers'];
  if (isObject(headers)) {
    const slot = phase === 'http_response_headers_transform' ? RESPONSE_HEADER : REQUEST_HEADER;
    for (const [name, header] of Object.entries(headers)) add(['action_parameters', 'headers', name, 'expression'], child(header, 'expression'), slot, false);
  }
  add(['action_parameters', 'from_value', 'target_url', 'expression'], child(child(parameters['from_value'], 'target_url'), 'expression'), REDIRECT_TARGET, false);
  // `from_list.key` has minLength 1 in the schema: a blank key is schema/out-of-range's.
  add(['action_parameters', 'from_list', 'key'], child(parameters['from_list'], 'key'), REDIRECT_LIST_KEY, true);
  if (rule.action === 'set_cache_tags') add(['action_parameters', 'expression'], parameters['expression'], CACHE_TAGS, false);
  return sites;
}

/*
 * The lookups below run for every rule of a document times every expression
 * rule (three dozen): on a hit they allocate nothing — per-document maps from
 * `memo` with a shared constructor, no closure per call (a 5,000-rule run
 * allocated about 55 MB of closures here).
 */
const newMap = <K, V>(): Map<K, V> => new Map<K, V>();

/** The expressions of `rule`, found once per document. */
export function expressionSitesOf(context: AnyRuleContext, rule: RuleModel): readonly ExpressionSite[] {
  const byRule = context.memo<Map<RuleModel, readonly ExpressionSite[]>>('expression-sites', newMap);
  let sites = byRule.get(rule);
  if (sites === undefined) {
    const contexts = context.memo('expression-contexts', rule.ruleset, newMap<Omit<ExpressionContext, 'phase'>, ExpressionContext>);
    byRule.set(rule, (sites = findExpressionSites(rule, context.settings, contexts)));
  }
  return sites;
}

/**
 * What is computed once per expression text in one context (a ruleset's slot)
 * whichever rules and sites ask: an expression repeated across a ruleset's
 * rules is analysed once.
 */
export function perText<T>(context: AnyRuleContext, key: string, site: ExpressionSite, compute: (context: AnyRuleContext, site: ExpressionSite) => T): T {
  const byText = context.memo(key, site.context, newMap<string, T>);
  let value = byText.get(site.text);
  if (value === undefined && !byText.has(site.text)) byText.set(site.text, (value = compute(context, site)));
  return value as T;
}

/** The analysis of one expression, computed once per document whichever rules ask. */
export function analysisOf(context: AnyRuleContext, site: ExpressionSite): ExpressionAnalysis {
  return perText(context, 'expression', site, analyze);
}

const analyze = (_: AnyRuleContext, site: ExpressionSite): ExpressionAnalysis => analyzeExpression(site.text, site.context);
