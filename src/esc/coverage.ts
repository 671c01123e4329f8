/**
 * Coverage: is an ESC behaviour already replaced by the configuration?
 *
 * A behaviour is covered when the zone — or its account — holds enabled
 * rules in the replacement phase (entry point rulesets: kind `zone` at a
 * zone, `root` at the account) whose action and parameters do the same thing
 * under a matching condition (`sameCondition`): the same redirect target,
 * status and query-string handling; the same SNI; the same origin host and
 * port; the same path and query rewrite; every header operation with the
 * same value; every configuration setting with the same value; the same
 * error content and status. Header operations, cookies and settings may be
 * spread over several rules of the phase. A redirect may also be covered by
 * an account bulk redirect (phase `http_request_redirect`, `from_list`)
 * whose redirect list holds an item with the same target, status and query
 * handling; a list item's source URL cannot be compared with `when`, so that
 * match is by target only (docs of esc/uncovered-behaviour).
 *
 * The rules may also live in other documents that describe the same zone or
 * account (`CoverageOptions.linked`): the migration report passes the scopes
 * of Terraform files this way.
 */
import { REDIRECT_DEFAULTS } from '../data/esc-parameter-limits.js';
import type { EscReplacement, EscUseCase } from '../data/esc-replacements.js';
import { isObject } from '../model/build.js';
import type { EscBehaviourModel, JsonObject, Path, RuleModel, RulesetModel, ScopeModel } from '../model/types.js';
import { behaviourReplacement, behaviourUseCase, behaviourWhen, headerOperations, integerMember, redirectOf, stringMember } from './behaviour.js';
import { sameCondition } from './condition.js';
import { generateReplacement, replacementProblems, type GeneratedReplacement } from './replacement.js';
import { checkBehaviourParameters, checkHeaderOperations } from './parameters.js';
import { whenCodes } from './when.js';
import { escBehaviour as generatedBehaviourValidator, rule as generatedRuleValidator } from '../schema/generated-validators.js';

type Validator = (data: unknown) => boolean;
const validateBehaviour = generatedBehaviourValidator as Validator;
const validateRule = generatedRuleValidator as Validator;
const ERROR_CODES = whenCodes('error');

/** The report contract's statuses (issue 6): `needs_worker` and `discontinued` have no rules product. */
export type CoverageStatus = 'covered' | 'uncovered' | 'needs_worker' | 'discontinued';

/** A rule (or bulk redirect list item) that covers a behaviour. */
export interface RuleRef {
  readonly scopeKind: 'zone' | 'account';
  readonly scopeId?: string;
  readonly scopeName?: string;
  readonly phase: string;
  /** JSON path of the rule in the document. */
  readonly path: Path;
  /** 0-based position of the ruleset in the scope's `rulesets` and of the rule in its `rules`. */
  readonly rulesetIndex: number;
  readonly ruleIndex: number;
  readonly ref?: string;
  readonly id?: string;
  readonly description?: string;
  /** For a bulk redirect: the redirect list and the item that holds the target. */
  readonly list?: { readonly name: string; readonly itemIndex: number; readonly path: Path };
  /** The ruleset the rule belongs to (in another document when it came from a linked scope). */
  readonly ruleset: RulesetModel;
}

export interface CoverageOptions {
  /**
   * Scopes of other documents that describe the behaviour's zone or its
   * account (the same id, or the same zone name): their rules count too.
   */
  readonly linked?: readonly ScopeModel[];
}

export interface CoverageAnalysis {
  readonly useCase?: EscUseCase;
  readonly replacement?: EscReplacement;
  /** `undefined` for an unknown use case (esc/known-use-case reports it). */
  readonly status?: CoverageStatus;
  /** The rules that together cover the behaviour (empty unless covered). */
  readonly coveredBy: readonly RuleRef[];
  /** Disabled rules that would cover what no enabled rule covers. */
  readonly disabled: readonly RuleRef[];
  /** Every missing requirement is met by one of `disabled`: enabling them would cover the behaviour. */
  readonly disabledWouldCover?: boolean;
  /** Enabled rules that cover part of an uncovered behaviour. */
  readonly partlyBy?: readonly RuleRef[];
  /** What is not covered yet, in words ("`set` of `X-Env`"); all of it when nothing matches. */
  readonly missing: readonly string[];
  /** The generated replacement when uncovered, a rules product applies and the behaviour is valid. */
  readonly generated?: GeneratedReplacement;
  /** Why no replacement is generated for an uncovered behaviour (its own problems, in words). */
  readonly blockedBy?: readonly string[];
}

/**
 * Why the generated replacement would not pass edgelint's own checks: the
 * behaviour breaks its schema or has parameter problems, its `when` is not a
 * valid filter in the phase, or a rule breaks the API's rule schema. A rule
 * is offered only when this is empty.
 */
export function replacementBlockers(behaviour: EscBehaviourModel, generated: GeneratedReplacement | undefined): string[] {
  const blockers: string[] = [];
  if (!validateBehaviour(behaviour.value)) blockers.push('the behaviour matches its schema');
  if (checkBehaviourParameters(behaviour).length + checkHeaderOperations(behaviour).length > 0) blockers.push('its parameter problems are fixed');
  if (!generated) {
    if (blockers.length === 0) blockers.push('it has the parameters its use case needs');
    return blockers;
  }
  if (replacementProblems(generated).some((p) => ERROR_CODES.has(p.code))) blockers.push(`its \`when\` is a valid filter in \`${generated.target.phase}\``);
  if (!generated.rules.every((rule) => validateRule(rule))) blockers.push('the rule matches the API\'s rule schema');
  return blockers;
}

interface Requirement {
  readonly label: string;
  satisfiedBy(rule: RuleModel): boolean;
}

interface Candidate {
  readonly rule: RuleModel;
  readonly ref: RuleRef;
}

function rulesetIndexOf(ruleset: RulesetModel): number {
  const last = ruleset.path[ruleset.path.length - 1];
  return typeof last === 'number' ? last : 0;
}

function refOf(scope: ScopeModel, rule: RuleModel): RuleRef {
  const description = typeof rule.value['description'] === 'string' ? rule.value['description'] : undefined;
  return {
    scopeKind: scope.kind,
    ...(scope.id !== undefined ? { scopeId: scope.id } : {}),
    ...(scope.name !== undefined ? { scopeName: scope.name } : {}),
    phase: rule.ruleset.phase ?? '',
    path: rule.path,
    rulesetIndex: rulesetIndexOf(rule.ruleset),
    ruleIndex: rule.index,
    ...(rule.ref !== undefined ? { ref: rule.ref } : {}),
    ...(rule.id !== undefined ? { id: rule.id } : {}),
    ...(description !== undefined ? { description } : {}),
    ruleset: rule.ruleset,
  };
}

function isEntryPoint(scope: ScopeModel, ruleset: RulesetModel): boolean {
  return scope.kind === 'zone' ? ruleset.kind === undefined || ruleset.kind === 'zone' : ruleset.kind === undefined || ruleset.kind === 'root';
}

/** The behaviour's scope and those linked to it, then its account and the accounts linked to it. */
function scopesOf(behaviour: EscBehaviourModel, linked: readonly ScopeModel[]): { own: ScopeModel[]; accounts: ScopeModel[] } {
  const own = [behaviour.scope, ...linked.filter((s) => s.kind === behaviour.scope.kind)];
  const accounts = behaviour.scope.kind === 'account' ? own : [...(behaviour.scope.account ? [behaviour.scope.account] : []), ...linked.filter((s) => s.kind === 'account')];
  return { own, accounts };
}

/** The rules of `phase` with `action` in the behaviour's scope, then in its account (and the scopes linked to them). */
function candidates(behaviour: EscBehaviourModel, phase: string, action: string, linked: readonly ScopeModel[]): Candidate[] {
  const { own, accounts } = scopesOf(behaviour, linked);
  const scopes: ScopeModel[] = [...own, ...accounts.filter((a) => !own.includes(a))];
  const found: Candidate[] = [];
  for (const scope of scopes) {
    for (const ruleset of scope.rulesets) {
      if (ruleset.phase !== phase || !isEntryPoint(scope, ruleset)) continue;
      for (const rule of ruleset.rules) if (rule.action === action) found.push({ rule, ref: refOf(scope, rule) });
    }
  }
  return found;
}

function member(object: JsonObject | undefined, key: string): JsonObject | undefined {
  const value = object?.[key];
  return isObject(value) ? value : undefined;
}

function staticValue(object: JsonObject | undefined): string | undefined {
  const value = object?.['value'];
  return typeof value === 'string' ? value : undefined;
}

/** Deep equality of JSON values (settings). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson(a[k], b[k]));
  }
  return false;
}

/** What a behaviour requires of covering rules (empty when its parameters are unusable). */
function requirements(behaviour: EscBehaviourModel): Requirement[] {
  const v = behaviour.value;
  switch (behaviour.useCase) {
    case 'redirect_to_url': {
      const r = redirectOf(behaviour);
      if (!r) return [];
      return [
        {
          label: `redirect to \`${r.targetUrl}\` (${r.statusCode})`,
          satisfiedBy(rule) {
            const from = member(rule.parameters, 'from_value');
            if (!from) return false;
            const status = typeof from['status_code'] === 'number' ? from['status_code'] : REDIRECT_DEFAULTS.statusCode;
            const keep = typeof from['preserve_query_string'] === 'boolean' ? from['preserve_query_string'] : REDIRECT_DEFAULTS.preserveQueryString;
            return staticValue(member(from, 'target_url')) === r.targetUrl && status === r.statusCode && keep === r.preserveQueryString;
          },
        },
      ];
    }
    case 'rewrite_sni': {
      const sni = stringMember(v, 'sni');
      if (sni === undefined) return [];
      return [{ label: `SNI \`${sni}\``, satisfiedBy: (rule) => staticValue(member(rule.parameters, 'sni')) === sni }];
    }
    case 'resolve_override': {
      const host = stringMember(v, 'origin_host');
      if (host === undefined) return [];
      const port = integerMember(v, 'origin_port');
      return [
        {
          label: `origin \`${host}${port === undefined ? '' : `:${port}`}\``,
          satisfiedBy(rule) {
            const origin = member(rule.parameters, 'origin');
            return origin?.['host'] === host && origin['port'] === port;
          },
        },
      ];
    }
    case 'rewrite_uri': {
      const path = stringMember(v, 'path');
      const query = stringMember(v, 'query');
      if (path === undefined && query === undefined) return [];
      return [
        {
          label: `URI rewrite${path === undefined ? '' : ` of the path to \`${path}\``}${query === undefined ? '' : ` of the query to \`${query}\``}`,
          satisfiedBy(rule) {
            const uri = member(rule.parameters, 'uri');
            if (!uri) return false;
            const rulePath = member(uri, 'path');
            const ruleQuery = member(uri, 'query');
            return (path === undefined ? rulePath === undefined : staticValue(rulePath) === path) && (query === undefined ? ruleQuery === undefined : staticValue(ruleQuery) === query);
          },
        },
      ];
    }
    case 'request_headers':
    case 'response_headers':
    case 'add_response_cookies':
      return headerOperations(behaviour).map((op) => ({
        label: op.operation === 'remove' ? `remove \`${op.name}\`` : `${op.operation} \`${op.name}: ${op.value ?? ''}\``,
        satisfiedBy(rule) {
          const headers = member(rule.parameters, 'headers');
          if (!headers) return false;
          return Object.entries(headers).some(([name, spec]) => {
            if (name.toLowerCase() !== op.name.toLowerCase() || !isObject(spec) || spec['operation'] !== op.operation) return false;
            return op.operation === 'remove' || spec['value'] === op.value;
          });
        },
      }));
    case 'feature_exceptions': {
      const settings = v['settings'];
      if (!isObject(settings)) return [];
      return Object.entries(settings).map(([key, value]) => ({
        label: `\`${key}: ${JSON.stringify(value)}\``,
        satisfiedBy: (rule) => rule.parameters !== undefined && Object.prototype.hasOwnProperty.call(rule.parameters, key) && sameJson(rule.parameters[key], value),
      }));
    }
    case 'custom_error_response': {
      const content = stringMember(v, 'content');
      const status = integerMember(v, 'status_code');
      const type = stringMember(v, 'content_type');
      if (content === undefined) return [];
      return [
        {
          label: `error response${status === undefined ? '' : ` ${status}`} with the same content`,
          satisfiedBy(rule) {
            const p = rule.parameters;
            return p?.['content'] === content && p['status_code'] === status && (type === undefined || p['content_type'] === type);
          },
        },
      ];
    }
    default:
      return [];
  }
}

/** Account bulk redirects whose redirect list holds the behaviour's target (see the top). */
function bulkRedirectRefs(behaviour: EscBehaviourModel, linked: readonly ScopeModel[]): RuleRef[] {
  const r = redirectOf(behaviour);
  if (!r) return [];
  const refs: RuleRef[] = [];
  for (const account of scopesOf(behaviour, linked).accounts) for (const ruleset of account.rulesets) {
    if (ruleset.phase !== 'http_request_redirect' || !isEntryPoint(account, ruleset)) continue;
    for (const rule of ruleset.rules) {
      if (rule.action !== 'redirect' || !rule.enabled) continue;
      const name = member(rule.parameters, 'from_list')?.['name'];
      const list = account.lists.find((l) => l.name === name && l.kind === 'redirect');
      const items = list?.value['items'];
      if (!list || typeof name !== 'string' || !Array.isArray(items)) continue;
      items.forEach((item: unknown, itemIndex) => {
        const redirect = isObject(item) ? member(item, 'redirect') : undefined;
        if (!redirect) return;
        const status = typeof redirect['status_code'] === 'number' ? redirect['status_code'] : REDIRECT_DEFAULTS.statusCode;
        const keep = typeof redirect['preserve_query_string'] === 'boolean' ? redirect['preserve_query_string'] : REDIRECT_DEFAULTS.preserveQueryString;
        if (redirect['target_url'] === r.targetUrl && status === r.statusCode && keep === r.preserveQueryString) {
          refs.push({ ...refOf(account, rule), list: { name, itemIndex, path: [...list.path, 'items', itemIndex] } });
        }
      });
    }
  }
  return refs;
}

/** Coverage of one behaviour (pure; cheap enough to recompute, rules share it through `context.memo`). */
export function analyzeCoverage(behaviour: EscBehaviourModel, options: CoverageOptions = {}): CoverageAnalysis {
  const linked = options.linked ?? [];
  const useCase = behaviourUseCase(behaviour);
  const replacement = behaviourReplacement(behaviour);
  if (!useCase || !replacement) return { coveredBy: [], disabled: [], missing: [] };
  const base = { useCase, replacement };
  if (replacement.kind === 'worker') return { ...base, status: 'needs_worker', coveredBy: [], disabled: [], missing: [] };
  if (replacement.kind === 'worker_or_discontinued') return { ...base, status: 'discontinued', coveredBy: [], disabled: [], missing: [] };

  const needed = requirements(behaviour);
  const when = behaviourWhen(behaviour);
  const all = candidates(behaviour, replacement.phase!, replacement.action!, linked).filter((c) => sameCondition(when, c.rule.expression));
  const enabled = all.filter((c) => c.rule.enabled);
  const coveredBy: RuleRef[] = [];
  const disabled: RuleRef[] = [];
  const missing: string[] = [];
  let disabledWouldCover = true;
  for (const requirement of needed) {
    const by = enabled.find((c) => requirement.satisfiedBy(c.rule));
    if (by) {
      if (!coveredBy.includes(by.ref)) coveredBy.push(by.ref);
      continue;
    }
    missing.push(requirement.label);
    const off = all.find((c) => !c.rule.enabled && requirement.satisfiedBy(c.rule));
    if (!off) disabledWouldCover = false;
    else if (!disabled.includes(off.ref)) disabled.push(off.ref);
  }
  if (needed.length > 0 && missing.length > 0 && useCase === 'redirect_to_url') {
    const bulk = bulkRedirectRefs(behaviour, linked);
    if (bulk.length) return { ...base, status: 'covered', coveredBy: [bulk[0]!], disabled: [], missing: [] };
  }
  if (needed.length > 0 && missing.length === 0) return { ...base, status: 'covered', coveredBy, disabled: [], missing: [] };
  const candidate = generateReplacement(behaviour);
  const blockedBy = replacementBlockers(behaviour, candidate);
  return {
    ...base,
    status: 'uncovered',
    coveredBy: [],
    disabled,
    ...(disabled.length > 0 && disabledWouldCover ? { disabledWouldCover: true } : {}),
    ...(coveredBy.length > 0 ? { partlyBy: coveredBy } : {}),
    missing,
    ...(candidate && blockedBy.length === 0 ? { generated: candidate } : { blockedBy }),
  };
}

/** "zone example.com ruleset 2 rule 1 (ref `x`)". */
export function describeRuleRef(ref: RuleRef): string {
  const scope = ref.scopeKind === 'zone' ? `zone ${ref.scopeName ?? ref.scopeId ?? ''}`.trim() : 'the account';
  const name = ref.ref !== undefined ? ` (ref \`${ref.ref}\`)` : ref.id !== undefined ? ` (id \`${ref.id}\`)` : '';
  const list = ref.list ? `, redirect list \`${ref.list.name}\` item ${ref.list.itemIndex + 1}` : '';
  return `${scope}, \`${ref.phase}\` rule ${ref.ruleIndex + 1}${name}${list}`;
}
