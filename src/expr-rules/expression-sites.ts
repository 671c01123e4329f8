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
import { accountListsFor } from './list-resolver.js';

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

/** The slot of a header value expression: by phase (reference §9 rewrite, functions.ts VALUE_SLOT_PHASES). */
function headerSlot(phase: string | undefined): ValueSlot {
  return phase === 'http_response_headers_transform' ? 'response_header' : 'request_header';
}

/** Every expression of `rule`, in document order of their kinds (filter first, then value expressions). */
export function findExpressionSites(rule: RuleModel, settings: LintSettings): ExpressionSite[] {
  const { phase } = rule.ruleset;
  const lists = accountListsFor(rule.ruleset, settings);
  const base = {
    ...(phase === undefined ? {} : { phase }),
    ...(rule.ruleset.kind === 'managed' ? { managed: true } : {}),
    ...(settings.tier === undefined ? {} : { tier: settings.tier }),
    ...(lists.resolve === undefined ? {} : { lists: lists.resolve }),
  };
  const sites: ExpressionSite[] = [];
  const add = (path: Path, text: unknown, context: ExpressionContext, skipBlank: boolean): void => {
    if (typeof text !== 'string') return;
    if (skipBlank && text.trim() === '') return;
    sites.push({ path, text, context, isKindless: lists.isKindless });
  };

  // A blank rule expression is ruleset/expression-present's (API error 20125); a blank counting expression means "count what the rule matches".
  add([...rule.path, 'expression'], rule.value['expression'], { ...base, kind: 'filter', filterSlot: 'rule' }, true);
  add([...rule.path, 'ratelimit', 'counting_expression'], child(rule.value['ratelimit'], 'counting_expression'), { ...base, kind: 'filter', filterSlot: 'ratelimit_counting' }, true);
  const credentials = rule.value['exposed_credential_check'];
  for (const key of ['username_expression', 'password_expression']) {
    add([...rule.path, 'exposed_credential_check', key], child(credentials, key), { ...base, kind: 'value' }, false);
  }

  const parameters = rule.parameters;
  if (parameters === undefined) return sites;
  const at = [...rule.path, 'action_parameters'];
  const value = (slot: ValueSlot): ExpressionContext => ({ ...base, kind: 'value', valueSlot: slot });
  const uri = parameters['uri'];
  add([...at, 'uri', 'path', 'expression'], child(child(uri, 'path'), 'expression'), value('uri_path'), false);
  add([...at, 'uri', 'query', 'expression'], child(child(uri, 'query'), 'expression'), value('uri_query'), false);
  const headers = parameters['headers'];
  if (isObject(headers)) {
    for (const [name, header] of Object.entries(headers)) add([...at, 'headers', name, 'expression'], child(header, 'expression'), value(headerSlot(phase)), false);
  }
  add([...at, 'from_value', 'target_url', 'expression'], child(child(parameters['from_value'], 'target_url'), 'expression'), value('redirect_target'), false);
  // `from_list.key` has minLength 1 in the schema: a blank key is schema/out-of-range's.
  add([...at, 'from_list', 'key'], child(parameters['from_list'], 'key'), value('redirect_list_key'), true);
  if (rule.action === 'set_cache_tags') add([...at, 'expression'], parameters['expression'], value('cache_tags'), false);
  return sites;
}

/** The expressions of `rule`, found once per document. */
export function expressionSitesOf(context: AnyRuleContext, rule: RuleModel): readonly ExpressionSite[] {
  return context.memo('expression-sites', rule, () => findExpressionSites(rule, context.settings));
}

/** The analysis of one expression, computed once per document whichever rules ask. */
export function analysisOf(context: AnyRuleContext, site: ExpressionSite): ExpressionAnalysis {
  return context.memo('expression', site, () => analyzeExpression(site.text, site.context));
}
