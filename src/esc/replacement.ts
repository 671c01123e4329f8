/**
 * The generated replacement of an ESC behaviour: complete rules in the
 * rulesets API's shape (`action`, `expression`, `action_parameters`,
 * `description`), for the zone's entry point ruleset of the replacement
 * phase (src/data/esc-replacements.ts). Behaviours without a rules product
 * (status_redirect, other) and unknown use cases have none.
 *
 * Every generated rule is meant to pass all of edgelint's own checks when its
 * behaviour is valid; `replacementProblems` re-checks the expression in its
 * phase with the Rules-language library, and the tests lint each generated
 * rule with every rule.
 */
import { analyzeExpression } from '../expr/analyze.js';
import type { ValueProblem } from '../engine/value-problem.js';
import type { Tier } from '../data/plans.js';
import { type EscReplacement } from '../data/esc-replacements.js';
import { isObject } from '../model/build.js';
import type { EscBehaviourModel, Path, RulesetModel, ScopeModel } from '../model/types.js';
import { behaviourReplacement, behaviourWhen, headerOperations, integerMember, redirectOf, stringMember, type HeaderOperation } from './behaviour.js';
import { MATCH_ALL } from './condition.js';

/** A rule in the API's create shape (spec 2.4, 4.2). */
export interface ApiRule {
  readonly action: string;
  readonly expression: string;
  readonly action_parameters: Readonly<Record<string, unknown>>;
  readonly description: string;
}

/** Where the generated rules go. */
export interface ReplacementTarget {
  readonly level: 'zone' | 'account';
  readonly phase: string;
  /** The existing entry point ruleset of that phase in the behaviour's scope, if any (else one is created). */
  readonly ruleset?: RulesetModel;
  /** Manifest path of the entry point's `rules` (existing or to be created). */
  readonly rulesPath: Path;
}

export interface GeneratedReplacement {
  readonly replacement: EscReplacement;
  readonly target: ReplacementTarget;
  /** At least one rule; more when header operations cannot share one `headers` map (several cookies, one name set and added). */
  readonly rules: readonly ApiRule[];
}

/** An entry point ruleset of `phase` in `scope` (kind `zone` or none at a zone, `root` or none at the account). */
export function entryPointOf(scope: ScopeModel, phase: string): RulesetModel | undefined {
  return scope.rulesets.find((r) => r.phase === phase && (scope.kind === 'zone' ? r.kind === undefined || r.kind === 'zone' : r.kind === undefined || r.kind === 'root'));
}

/** The generated replacement of `behaviour`, or `undefined` when no rules product replaces it or its parameters are unusable. */
export function generateReplacement(behaviour: EscBehaviourModel): GeneratedReplacement | undefined {
  const replacement = behaviourReplacement(behaviour);
  if (!replacement || replacement.kind !== 'rules' || replacement.phase === null || replacement.action === null) return undefined;
  const parameterSets = actionParameters(behaviour);
  if (!parameterSets || parameterSets.length === 0) return undefined;
  const expression = behaviourWhen(behaviour) ?? MATCH_ALL;
  const scope = behaviour.scope;
  const ruleset = entryPointOf(scope, replacement.phase);
  const rulesPath: Path = ruleset ? [...ruleset.path, 'rules'] : [...scope.path, 'rulesets'];
  const total = parameterSets.length;
  const rules = parameterSets.map((parameters, index) => ({
    action: replacement.action!,
    expression: expression.trim() === '' ? MATCH_ALL : expression,
    action_parameters: parameters,
    description: describeRule(behaviour, index, total),
  }));
  return { replacement, target: { level: scope.kind, phase: replacement.phase, ...(ruleset ? { ruleset } : {}), rulesPath }, rules };
}

function describeRule(behaviour: EscBehaviourModel, index: number, total: number): string {
  const where = behaviour.scope.kind === 'zone' ? `zone ${behaviour.scope.name ?? behaviour.scope.id ?? ''}`.trim() : 'account';
  const part = total > 1 ? `, part ${index + 1} of ${total}` : '';
  return `Replaces ESC ${behaviour.useCase} (${where}, behaviour ${behaviour.index + 1}${part})`;
}

/** The `action_parameters` of each generated rule. */
function actionParameters(behaviour: EscBehaviourModel): Record<string, unknown>[] | undefined {
  const v = behaviour.value;
  switch (behaviour.useCase) {
    case 'redirect_to_url': {
      const r = redirectOf(behaviour);
      if (!r) return undefined;
      return [{ from_value: { target_url: { value: r.targetUrl }, status_code: r.statusCode, preserve_query_string: r.preserveQueryString } }];
    }
    case 'rewrite_sni': {
      const sni = stringMember(v, 'sni');
      return sni === undefined || sni === '' ? undefined : [{ sni: { value: sni } }];
    }
    case 'resolve_override': {
      const host = stringMember(v, 'origin_host');
      if (host === undefined || host === '') return undefined;
      const port = integerMember(v, 'origin_port');
      return [{ origin: port === undefined ? { host } : { host, port } }];
    }
    case 'rewrite_uri': {
      const path = stringMember(v, 'path');
      const query = stringMember(v, 'query');
      const uri: Record<string, unknown> = {};
      if (path !== undefined && path !== '') uri['path'] = { value: path };
      if (query !== undefined) uri['query'] = { value: query };
      return Object.keys(uri).length ? [{ uri }] : undefined;
    }
    case 'request_headers':
    case 'response_headers':
    case 'add_response_cookies': {
      const maps = packHeaders(headerOperations(behaviour));
      return maps.length ? maps.map((headers) => ({ headers })) : undefined;
    }
    case 'feature_exceptions': {
      const settings = v['settings'];
      return isObject(settings) && Object.keys(settings).length ? [{ ...settings }] : undefined;
    }
    case 'custom_error_response': {
      const content = stringMember(v, 'content');
      if (content === undefined) return undefined;
      const parameters: Record<string, unknown> = { content };
      const type = stringMember(v, 'content_type');
      if (type !== undefined) parameters['content_type'] = type;
      const status = integerMember(v, 'status_code');
      if (status !== undefined) parameters['status_code'] = status;
      return [parameters];
    }
    default:
      return undefined;
  }
}

/**
 * Header operations → `headers` maps, in order, each name (any case) at most
 * once per map: one map usually, one per cookie for `set-cookie` additions.
 */
export function packHeaders(ops: readonly HeaderOperation[]): Record<string, unknown>[] {
  const maps: { names: Set<string>; headers: Record<string, unknown> }[] = [];
  for (const op of ops) {
    const lower = op.name.toLowerCase();
    let map = maps.find((m) => !m.names.has(lower));
    if (!map) {
      map = { names: new Set(), headers: {} };
      maps.push(map);
    }
    map.names.add(lower);
    map.headers[op.name] = op.operation === 'remove' ? { operation: 'remove' } : { operation: op.operation, value: op.value ?? '' };
  }
  return maps.map((m) => m.headers);
}

/**
 * The generated rule's expression checked as a filter in its phase: the
 * problems `analyzeExpression` finds (empty for a valid `when`). Offsets
 * index the expression, i.e. the behaviour's `when`.
 */
export function replacementProblems(generated: GeneratedReplacement, options: { tier?: Tier } = {}): readonly ValueProblem[] {
  const problems: ValueProblem[] = [];
  const seen = new Set<string>();
  for (const rule of generated.rules) {
    if (seen.has(rule.expression)) continue;
    seen.add(rule.expression);
    problems.push(...analyzeExpression(rule.expression, { kind: 'filter', phase: generated.target.phase, ...(options.tier ? { tier: options.tier } : {}) }).problems);
  }
  return problems;
}

/** The generated rules as compact JSON (one rule: the object; several: an array). */
export function replacementJson(generated: GeneratedReplacement): string {
  return JSON.stringify(generated.rules.length === 1 ? generated.rules[0] : generated.rules);
}
