/**
 * The ruleset engine, simulated for one request: the phases in execution
 * order (src/data/phases.ts, from the reference's phases list), in each the
 * account entry point and then the zone's, each rule's filter evaluated on
 * the fields the phase sees, its action applied (rulesets-api.md §7–§10):
 *
 * - terminating actions (`block`, the challenges, `redirect`, `serve_error`)
 *   end the evaluation; non-terminating ones (`rewrite`, `route`,
 *   `set_config`, `set_cache_settings`, `log`, `skip`, `execute`) do not, and
 *   within a phase the last write wins; field values are fixed within a
 *   phase, and later phases see rewritten URLs and headers;
 * - `skip` skips the rest of the ruleset (`ruleset: current`), of the phase
 *   (`phase: current`), later phases (`phases`), managed rulesets
 *   (`rulesets`) or some of their rules (`rules`); products outside the
 *   ruleset engine (`products`) are noted only; `logging` is noted;
 * - `execute` of an account custom ruleset runs its rules; of a managed
 *   ruleset, whose rules are not known, reports it as would-run (a skip
 *   before it removes it) — its verdict is outside the simulation;
 * - rate limiting rules match, but whether the limit is exceeded is
 *   undecided unless the test says so;
 * - then, for a request that reached the origin, the response phases: custom
 *   error rules (they need the response fields) and response header
 *   transforms.
 *
 * Undecided is kept, never guessed: an undecided filter makes what its rule
 * would write undecided, and an undecided rule that could end or skip the
 * evaluation makes everything after it undecided. Pure; linear in rules times
 * expression size.
 */
import { actionInfo } from '../data/actions.js';
import { CUSTOM_ERROR_MIN_STATUS } from '../data/evaluation.js';
import { PHASES } from '../data/phases.js';
import { REDIRECT_DEFAULTS } from '../data/esc-parameter-limits.js';
import { analyzeExpression, type ExpressionAnalysis } from '../expr/analyze.js';
import type { RootNode } from '../expr/ast.js';
import { lineColumn, problemMessage } from '../expr/explain.js';
import type { ValueSlot } from '../data/functions.js';
import { whenCodes } from '../esc/when.js';
import { isObject } from '../model/build.js';
import type { JsonObject, Path } from '../model/types.js';
import { fromBytes } from './bytes.js';
import { bulkRedirect } from './bulk-redirect.js';
import { pathKey, ruleLabel, type EngineConfig, type EngineRule, type EngineRuleset } from './engine-config.js';
import { Evaluator, type EvalEnv } from './evaluate.js';
import { valueText } from './functions.js';
import { RequestFields, type RequestHeader, type RequestState, type TestRequest } from './request-fields.js';
import { formatRequestUrl } from './url.js';
import { undecided, type Undecided, type Value } from './values.js';

/** A value of the outcome: known, or undecided with the reason. */
export type Known<T> = { readonly known: T } | Undecided;

export function known<T>(value: T): Known<T> {
  return { known: value };
}

export function isKnown<T>(cell: Known<T>): cell is { readonly known: T } {
  return 'known' in cell;
}

export interface TraceItem {
  readonly phase: string;
  readonly ruleset: string;
  readonly rule: string;
  readonly matched: boolean | 'undecided';
  readonly reason: string;
}

export interface Disposition {
  readonly action: string;
  readonly phase: string | null;
  readonly rule: string | null;
  readonly redirect?: { readonly status_code: number; readonly location: Known<string> };
  readonly error?: { readonly status_code: number | null; readonly content_type: string | null; readonly content: string | null };
}

/** A response header after the response header transforms: the origin's values kept (`base`) or not, and values added. */
export interface ResponseHeaderState {
  readonly base: boolean;
  readonly values: readonly string[];
}

export interface Simulation {
  /** The final disposition: `allow` when the request reached the origin unchanged in flow. */
  readonly disposition: Known<Disposition>;
  /** When the disposition is undecided only because of rules that may end the evaluation: every disposition still possible. */
  readonly candidates?: readonly Disposition[];
  /** The URL the origin sees. */
  readonly url: Known<string>;
  readonly requestHeaders: Known<readonly RequestHeader[]>;
  readonly origin: { readonly host: Known<string>; readonly sni: Known<string>; readonly port: Known<number> };
  /** Configuration rule settings by key. */
  readonly settings: ReadonlyMap<string, Known<unknown>>;
  readonly responseHeaders: ReadonlyMap<string, Known<ResponseHeaderState>>;
  readonly matched: Known<readonly string[]>;
  readonly managed: Known<readonly string[]>;
  readonly trace: readonly TraceItem[];
  /** Whether a rule's filter matched, by the rule's path (rules of the configuration) or the rule itself (added rules); `undefined`: not evaluated. */
  ruleMatched(rule: { readonly path?: Path } | EngineRule): boolean | 'undecided' | undefined;
}

function ruleKey(rule: { readonly path?: Path }): unknown {
  return rule.path === undefined ? rule : pathKey(rule.path);
}

const ERROR_CODES = whenCodes('error');

/**
 * The tree of an expression the API accepts; an expression it would reject
 * is undecided, with a reason that names its error and where (the syntax
 * error first: other errors may follow from it).
 */
function acceptedTree(what: string, text: string, analysis: ExpressionAnalysis): { readonly ast: RootNode } | Undecided {
  const errors = analysis.problems.filter((p) => ERROR_CODES.has(p.code));
  const problem = errors.find((p) => p.code === 'syntax') ?? errors[0];
  if (problem === undefined) return analysis.ast !== null ? { ast: analysis.ast } : undecided(`${what} cannot be read; run \`edgelint\` to see why`);
  const { line, column } = lineColumn(text, problem.start);
  return undecided(`${what} has an error the API rejects at ${line > 1 ? `${line}:${column}` : `column ${column}`}: ${problemMessage(problem)}`);
}

/** The phases simulated, in order: request phases (not configuration-only), then the response phases rules change. */
const SIMULATED_PHASES: readonly string[] = [
  ...PHASES.filter((p) => p.stage === 'request' && !p.configurationOnly).map((p) => p.name),
  'http_custom_errors',
  'http_response_headers_transform',
];
const RESPONSE_HEADERS = 'http_response_headers_transform';
const CUSTOM_ERRORS = 'http_custom_errors';
const RATE_LIMITING = 'http_ratelimit';

interface Pending {
  path?: Known<string>;
  query?: Known<string>;
  headers?: Known<RequestHeader[]>;
}

class Simulator {
  private fields: RequestFields;
  private uncertain: Undecided | undefined;
  private terminal: Disposition | undefined;
  private terminalUndecided: Undecided | undefined;
  /** Dispositions of undecided terminating rules; `undefined` once something else (a skip, an execute) makes the flow uncertain. */
  private candidates: Disposition[] | undefined = [];
  private path: Known<string>;
  private query: Known<string>;
  private hasQuery: boolean;
  private headers: Known<RequestHeader[]>;
  private readonly origin: { host?: Known<string>; port?: Known<number>; sni?: Known<string>; hostHeader?: Known<string> } = {};
  private readonly settings = new Map<string, Known<unknown>>();
  private readonly responseHeaders = new Map<string, Known<ResponseHeaderState>>();
  private readonly matched: string[] = [];
  private matchedUndecided: Undecided | undefined;
  private readonly managed: string[] = [];
  private managedUndecided: Undecided | undefined;
  private readonly skippedPhases = new Set<string>();
  private readonly skippedRulesets = new Set<string>();
  private readonly trace: TraceItem[] = [];
  private readonly ruleMatches = new Map<unknown, boolean | 'undecided'>();
  /** Set while a phase runs whose rules may not apply to the request. */
  private phaseCondition: Undecided | undefined;

  constructor(
    private readonly config: EngineConfig,
    private readonly request: TestRequest,
  ) {
    this.fields = RequestFields.initial(request, { ...(config.zoneName !== undefined ? { name: config.zoneName } : {}), ...(config.tier !== undefined ? { tier: config.tier } : {}) });
    this.path = known(request.url.path);
    this.query = known(request.url.query);
    this.hasQuery = request.url.hasQuery;
    this.headers = known([...request.headers]);
  }

  run(): Simulation {
    for (const phase of SIMULATED_PHASES) {
      // A terminating action ends the evaluation; a custom error response still gets its response headers transformed.
      if (this.terminal !== undefined && !(this.terminal.action === 'serve_error' && phase === RESPONSE_HEADERS)) break;
      this.runPhase(phase);
    }
    return this.result();
  }

  // ---------------------------------------------------------------- phases

  private env(): EvalEnv {
    return { field: (name) => this.fields.field(name), list: (name) => this.config.lists(name) };
  }

  private runPhase(phase: string): void {
    const rulesets = [this.config.entryPoint('account', phase), this.config.entryPoint('zone', phase)].filter((r): r is EngineRuleset => r !== undefined);
    if (rulesets.length === 0) return;
    if (this.skippedPhases.has(phase)) {
      for (const ruleset of rulesets) this.note(phase, ruleset, '', false, 'phase skipped by an earlier skip rule');
      return;
    }
    const precondition = this.precondition(phase);
    if (precondition === false) {
      for (const ruleset of rulesets) this.note(phase, ruleset, '', false, `not run: custom error rules apply to responses with status ${CUSTOM_ERROR_MIN_STATUS} or above`);
      return;
    }
    this.phaseCondition = precondition === true ? undefined : precondition;
    const pending: Pending = {};
    const evaluator = new Evaluator(this.env());
    for (const ruleset of rulesets) {
      const stop = this.runRuleset(phase, ruleset, evaluator, pending);
      if (stop === 'phase' || this.terminal !== undefined) break;
    }
    this.commit(pending);
  }

  /** Whether a phase applies to this request at all: custom error rules need an error response. */
  private precondition(phase: string): boolean | Undecided {
    if (phase !== CUSTOM_ERRORS) return true;
    const status = this.fields.field('http.response.code');
    if (status.kind === 'int') return status.value >= CUSTOM_ERROR_MIN_STATUS;
    return status.kind === 'undecided' ? status : undecided('the response status is not known');
  }

  /** Applies a phase's writes: later phases see the new URL and headers. */
  private commit(pending: Pending): void {
    if (pending.path !== undefined) this.path = pending.path;
    if (pending.query !== undefined) {
      this.query = pending.query;
      if (isKnown(pending.query)) this.hasQuery = pending.query.known !== '';
    }
    if (pending.headers !== undefined) this.headers = pending.headers;
    if (pending.path === undefined && pending.query === undefined && pending.headers === undefined) return;
    const state: RequestState = {
      path: isKnown(this.path) ? this.path.known : '',
      query: isKnown(this.query) ? this.query.known : '',
      hasQuery: this.hasQuery,
      headers: isKnown(this.headers) ? this.headers.known : [],
      ...(!isKnown(this.path) ? { uriUndecided: this.path } : !isKnown(this.query) ? { uriUndecided: this.query } : {}),
      ...(!isKnown(this.headers) ? { headersUndecided: this.headers } : {}),
    };
    this.fields = this.fields.withState(state);
  }

  /** Runs a ruleset's rules; `'phase'` when a skip ends the phase. */
  private runRuleset(phase: string, ruleset: EngineRuleset, evaluator: Evaluator, pending: Pending): 'phase' | 'ruleset' | undefined {
    for (let index = 0; index < ruleset.rules.length; index++) {
      if (this.terminal !== undefined) return undefined;
      const rule = ruleset.rules[index]!;
      const label = ruleLabel(rule, index, ruleset);
      if (!rule.enabled) {
        this.note(phase, ruleset, label, false, 'disabled');
        continue;
      }
      const filtered = this.filter(phase, rule, evaluator);
      // A phase that may not apply (custom errors without a known status) makes every match undecided.
      const verdict = filtered === true && this.phaseCondition !== undefined ? this.phaseCondition : filtered;
      if (verdict === false) {
        this.ruleMatches.set(ruleKey(rule), false);
        this.note(phase, ruleset, label, false, 'the expression does not match');
        continue;
      }
      const matchedNow: boolean | 'undecided' = verdict === true ? true : 'undecided';
      this.ruleMatches.set(ruleKey(rule), matchedNow);
      if (verdict === true) {
        if (this.uncertain) this.matchedUndecided ??= this.uncertain;
        this.matched.push(label);
      } else {
        this.matchedUndecided ??= verdict;
      }
      const stop = this.apply(phase, ruleset, rule, label, verdict === true ? undefined : verdict, evaluator, pending, matchedNow);
      if (stop !== undefined) return stop;
    }
    return undefined;
  }

  /** The rule's filter: true, false or undecided (an expression with errors is undecided: the API would reject it). */
  private filter(phase: string, rule: EngineRule, evaluator: Evaluator): true | false | Undecided {
    const text = rule.expression ?? '';
    const tree = acceptedTree('the expression', text, this.analysis(text, { kind: 'filter', phase }));
    if (!('ast' in tree)) return tree;
    const value = evaluator.filter(tree.ast);
    if (value.kind === 'bool') return value.value;
    if (value.kind === 'undecided') return value;
    return false;
  }

  private analysis(text: string, context: { kind: 'filter' | 'value'; phase: string; valueSlot?: ValueSlot }): ExpressionAnalysis {
    const key = `${context.kind}\u0000${context.phase}\u0000${context.valueSlot ?? ''}\u0000${text}`;
    let analysis = this.config.analyses.get(key);
    if (analysis === undefined) {
      analysis = analyzeExpression(text, { ...context, ...(this.config.tier !== undefined ? { tier: this.config.tier } : {}), lists: this.config.listKinds });
      this.config.analyses.set(key, analysis);
    }
    return analysis;
  }

  /** A value expression (`{expression}`) or a static value (`{value}`) of action parameters, as text. */
  private parameterValue(phase: string, spec: unknown, slot: ValueSlot, evaluator: Evaluator, what: string): Known<string> | undefined {
    if (!isObject(spec)) return undefined;
    if (typeof spec['value'] === 'string') return known(spec['value']);
    if (typeof spec['value'] === 'number') return known(String(spec['value']));
    const expression = spec['expression'];
    if (typeof expression !== 'string') return undefined;
    const tree = acceptedTree(`the value expression of ${what}`, expression, this.analysis(expression, { kind: 'value', phase, valueSlot: slot }));
    if (!('ast' in tree)) return tree;
    const value: Value = evaluator.value(tree.ast);
    if (value.kind === 'missing') return undecided('the value expression gives a missing value; what the action does then is not documented');
    const text = valueText(value);
    return typeof text === 'string' ? known(fromBytes(text)) : undecided(text.kind === 'undecided' ? text.reason : 'the value expression gives no text');
  }

  /** Writes `value` unless the rule or the flow before it is undecided. */
  private written<T>(value: Known<T> | undefined, ruleUndecided: Undecided | undefined): Known<T> | undefined {
    if (value === undefined) return undefined;
    return ruleUndecided ?? this.uncertain ?? value;
  }

  // ---------------------------------------------------------------- actions

  private apply(phase: string, ruleset: EngineRuleset, rule: EngineRule, label: string, ruleUndecided: Undecided | undefined, evaluator: Evaluator, pending: Pending, matched: boolean | 'undecided'): 'phase' | 'ruleset' | undefined {
    const action = rule.action ?? '';
    const p = rule.parameters ?? {};
    const note = (reason: string): void => this.note(phase, ruleset, label, matched, ruleUndecided ? `${reason}, if the expression matches (${ruleUndecided.reason})` : reason);
    if (phase === RATE_LIMITING && action !== 'skip') {
      if (this.request.rateLimit === 'not_exceeded') {
        note('rate limit not exceeded (as the test says): no action');
        return undefined;
      }
      if (this.request.rateLimit === undefined) {
        const reason = undecided('whether the rate limit is exceeded is not known (set `request.rate_limit`)');
        note(`${action} if the rate limit is exceeded, which is not known`);
        if (actionInfo(action)?.terminating) this.uncertainFrom(reason, { action, phase, rule: label });
        else this.matchedUndecided ??= reason;
        return undefined;
      }
    }
    switch (action) {
      case 'block':
      case 'challenge':
      case 'js_challenge':
      case 'managed_challenge':
        return this.terminate({ action, phase, rule: label }, ruleUndecided, note, `${action}: ends the evaluation`);
      case 'serve_error':
        return this.terminate({ action, phase, rule: label, error: errorOf(p) }, ruleUndecided, note, 'serve_error: ends the evaluation');
      case 'redirect':
        return this.redirect(phase, label, p, ruleUndecided, evaluator, note);
      case 'log':
        note('log: recorded, evaluation continues');
        return undefined;
      case 'skip':
        return this.skip(p, rule, ruleUndecided, note);
      case 'execute':
        return this.execute(phase, p, ruleUndecided, evaluator, pending, note);
      case 'rewrite':
        this.rewrite(phase, p, ruleUndecided, evaluator, pending);
        note('rewrite: applied for later phases');
        return undefined;
      case 'route':
        this.route(p, ruleUndecided);
        note('route: origin overridden');
        return undefined;
      case 'set_config':
        for (const [key, value] of Object.entries(p)) this.settings.set(key, this.written(known(value), ruleUndecided)!);
        note('set_config: settings applied');
        return undefined;
      default:
        note(`${action || 'no action'}: not simulated`);
        return undefined;
    }
  }

  /**
   * From here on the flow is uncertain: `candidate` is the disposition the
   * undecided rule would give, if it is a terminating one. A custom error
   * response leaves the flow as it is: the response header transforms run
   * after it as after the origin's response.
   */
  private uncertainFrom(reason: Undecided, candidate?: Disposition): void {
    if (candidate !== undefined) this.candidates?.push(candidate);
    else this.candidates = undefined;
    if (candidate?.action !== 'serve_error') this.uncertain ??= reason;
    this.terminalUndecided ??= reason;
    this.matchedUndecided ??= reason;
    this.managedUndecided ??= reason;
  }

  private terminate(disposition: Disposition, ruleUndecided: Undecided | undefined, note: (r: string) => void, reason: string): 'ruleset' | undefined {
    note(reason);
    if (ruleUndecided) {
      this.uncertainFrom(ruleUndecided, disposition);
      return undefined;
    }
    this.terminal = disposition;
    return 'ruleset';
  }

  private redirect(phase: string, label: string, p: JsonObject, ruleUndecided: Undecided | undefined, evaluator: Evaluator, note: (r: string) => void): 'ruleset' | undefined {
    const fromValue = p['from_value'];
    if (isObject(fromValue)) {
      const status = typeof fromValue['status_code'] === 'number' ? fromValue['status_code'] : REDIRECT_DEFAULTS.statusCode;
      const keep = typeof fromValue['preserve_query_string'] === 'boolean' ? fromValue['preserve_query_string'] : REDIRECT_DEFAULTS.preserveQueryString;
      let location = this.parameterValue(phase, fromValue['target_url'], 'redirect_target', evaluator, 'the target URL') ?? undecided('the redirect has no target URL');
      if (keep && isKnown(location)) location = this.keepQuery(location.known);
      return this.terminate({ action: 'redirect', phase, rule: label, redirect: { status_code: status, location } }, ruleUndecided, note, 'redirect: ends the evaluation');
    }
    const fromList = p['from_list'];
    if (isObject(fromList) && typeof fromList['name'] === 'string') {
      const list = this.config.lists(fromList['name']);
      const key = this.parameterValue(phase, { expression: typeof fromList['key'] === 'string' ? fromList['key'] : 'http.request.full_uri' }, 'redirect_list_key', evaluator, 'the list key');
      if ('reason' in list || list.redirects === undefined || key === undefined || !isKnown(key)) {
        const reason = 'reason' in list ? list : key !== undefined && !isKnown(key) ? key : undecided(`\`${fromList['name']}\` is not a redirect list`);
        note(`redirect from a list: ${reason.reason}`);
        this.uncertainFrom(reason);
        return undefined;
      }
      const found = bulkRedirect(list.redirects, key.known);
      if (found === undefined) {
        note('redirect from a list: no list item matches the URL');
        return undefined;
      }
      if ('reason' in found) {
        note(`redirect from a list: ${found.reason}`);
        this.uncertainFrom(found);
        return undefined;
      }
      return this.terminate({ action: 'redirect', phase, rule: label, redirect: { status_code: found.status, location: known(found.location) } }, ruleUndecided, note, 'redirect: ends the evaluation');
    }
    note('redirect without from_value or from_list: not simulated');
    return undefined;
  }

  /** `preserve_query_string`: the request's query appended; a target with its own query is an error (Cloudflare error 10055). */
  private keepQuery(target: string): Known<string> {
    if (!isKnown(this.query)) return this.query;
    if (this.query.known === '') return known(target);
    if (target.includes('?')) return undecided('preserve_query_string with a target URL that has a query is rejected (Cloudflare error 10055)');
    return known(`${target}?${this.query.known}`);
  }

  private skip(p: JsonObject, rule: EngineRule, ruleUndecided: Undecided | undefined, note: (r: string) => void): 'phase' | 'ruleset' | undefined {
    const parts: string[] = [];
    const logging = isObject(rule.value['logging']) ? rule.value['logging']['enabled'] !== false : true;
    if (ruleUndecided) {
      note(`skip${logging ? '' : ' (not logged)'}`);
      this.uncertainFrom(ruleUndecided);
      return undefined;
    }
    if (Array.isArray(p['phases'])) {
      for (const phase of p['phases']) if (typeof phase === 'string') this.skippedPhases.add(phase);
      parts.push(`phases ${p['phases'].join(', ')}`);
    }
    if (Array.isArray(p['rulesets'])) {
      for (const id of p['rulesets']) if (typeof id === 'string') this.skippedRulesets.add(id);
      parts.push(`rulesets ${p['rulesets'].join(', ')}`);
    }
    if (isObject(p['rules'])) parts.push('some rules of managed rulesets (their rules are not simulated)');
    if (Array.isArray(p['products'])) parts.push(`products ${p['products'].join(', ')} (outside the ruleset engine, not simulated)`);
    const stop = p['phase'] === 'current' ? 'phase' : p['ruleset'] === 'current' ? 'ruleset' : undefined;
    if (stop) parts.unshift(stop === 'phase' ? 'the rest of the phase' : 'the rest of the ruleset');
    note(`skip ${parts.join('; ') || 'nothing'}${logging ? ', logged' : ', not logged'}`);
    return stop;
  }

  private execute(phase: string, p: JsonObject, ruleUndecided: Undecided | undefined, evaluator: Evaluator, pending: Pending, note: (r: string) => void): 'phase' | 'ruleset' | undefined {
    const id = typeof p['id'] === 'string' ? p['id'] : '';
    const custom = this.config.customRuleset(id);
    if (custom !== undefined) {
      note(`execute: runs custom ruleset ${custom.label}`);
      if (ruleUndecided) this.uncertainFrom(ruleUndecided);
      const stop = this.runRuleset(phase, custom, evaluator, pending);
      return stop === 'phase' ? 'phase' : undefined;
    }
    if (this.skippedRulesets.has(id)) {
      note(`execute: managed ruleset ${id} skipped by an earlier skip rule`);
      return undefined;
    }
    note(`execute: managed ruleset ${id} would run (its rules are not simulated)`);
    if (ruleUndecided) this.managedUndecided ??= ruleUndecided;
    else if (this.uncertain) this.managedUndecided ??= this.uncertain;
    if (!this.managed.includes(id)) this.managed.push(id);
    return undefined;
  }

  private rewrite(phase: string, p: JsonObject, ruleUndecided: Undecided | undefined, evaluator: Evaluator, pending: Pending): void {
    const uri = p['uri'];
    if (isObject(uri)) {
      const path = this.written(this.parameterValue(phase, uri['path'], 'uri_path', evaluator, 'the path'), ruleUndecided);
      const query = this.written(this.parameterValue(phase, uri['query'], 'uri_query', evaluator, 'the query'), ruleUndecided);
      if (path !== undefined) pending.path = path;
      if (query !== undefined) pending.query = query;
    }
    const headers = p['headers'];
    if (!isObject(headers)) return;
    if (phase === 'http_response_headers_transform') {
      for (const [name, spec] of Object.entries(headers)) this.responseHeader(phase, name, spec, ruleUndecided, evaluator);
      return;
    }
    let list: Known<RequestHeader[]> = pending.headers ?? this.headers;
    for (const [name, spec] of Object.entries(headers)) {
      if (!isObject(spec)) continue;
      const operation = spec['operation'];
      const value = operation === 'remove' ? known('') : this.parameterValue(phase, spec, 'request_header', evaluator, `header \`${name}\``);
      const effect = this.written(value, ruleUndecided);
      if (effect === undefined) continue;
      if (!isKnown(effect) || !isKnown(list)) {
        list = isKnown(effect) ? list : effect;
        continue;
      }
      const lower = name.toLowerCase();
      if (operation === 'remove') list = known(list.known.filter((h) => h.name.toLowerCase() !== lower));
      else if (operation === 'set') list = known([...list.known.filter((h) => h.name.toLowerCase() !== lower), { name, value: effect.known }]);
      else if (operation === 'add') list = known([...list.known, { name, value: effect.known }]);
    }
    pending.headers = list;
  }

  private responseHeader(phase: string, name: string, spec: unknown, ruleUndecided: Undecided | undefined, evaluator: Evaluator): void {
    if (!isObject(spec)) return;
    const lower = name.toLowerCase();
    const operation = spec['operation'];
    const current = this.responseHeaders.get(lower) ?? known<ResponseHeaderState>({ base: true, values: [] });
    const value = operation === 'remove' ? known('') : this.parameterValue(phase, spec, 'response_header', evaluator, `header \`${name}\``);
    const effect = this.written(value, ruleUndecided);
    if (effect === undefined) return;
    if (!isKnown(effect)) {
      this.responseHeaders.set(lower, effect);
      return;
    }
    if (!isKnown(current)) return;
    if (operation === 'remove') this.responseHeaders.set(lower, known({ base: false, values: [] }));
    else if (operation === 'set') this.responseHeaders.set(lower, known({ base: false, values: [effect.known] }));
    else if (operation === 'add') this.responseHeaders.set(lower, known({ base: current.known.base, values: [...current.known.values, effect.known] }));
  }

  private route(p: JsonObject, ruleUndecided: Undecided | undefined): void {
    if (typeof p['host_header'] === 'string') this.origin.hostHeader = this.written(known(p['host_header']), ruleUndecided);
    const origin = p['origin'];
    if (isObject(origin)) {
      if (typeof origin['host'] === 'string') this.origin.host = this.written(known(origin['host']), ruleUndecided);
      if (typeof origin['port'] === 'number') this.origin.port = this.written(known(origin['port']), ruleUndecided);
    }
    const sni = p['sni'];
    if (isObject(sni) && typeof sni['value'] === 'string') this.origin.sni = this.written(known(sni['value']), ruleUndecided);
  }

  private note(phase: string, ruleset: EngineRuleset, rule: string, matched: boolean | 'undecided', reason: string): void {
    this.trace.push({ phase, ruleset: `${ruleset.level} ${ruleset.label}`, rule, matched, reason });
  }

  // ---------------------------------------------------------------- result

  private result(): Simulation {
    const final: Disposition = this.terminal ?? { action: 'allow', phase: null, rule: null };
    const disposition: Known<Disposition> = this.terminalUndecided !== undefined ? this.terminalUndecided : known(final);
    const url: Known<string> = !isKnown(this.path) ? this.path : !isKnown(this.query) ? this.query : known(formatRequestUrl({ ...this.request.url, path: this.path.known, query: this.query.known, hasQuery: this.hasQuery }));
    const host = this.fields.field('http.host');
    const sniDefault: Known<string> = this.origin.hostHeader ?? (host.kind === 'bytes' ? known(fromBytes(host.value)) : host.kind === 'undecided' ? host : undecided('the Host header is not known'));
    return {
      disposition,
      ...(this.terminalUndecided !== undefined && this.candidates !== undefined ? { candidates: [...this.candidates, final] } : {}),
      url,
      requestHeaders: this.headers,
      origin: {
        host: this.origin.host ?? known(this.request.url.hostname),
        // A Host header override also sets the SNI unless an SNI override is given (rulesets-api.md §9 route).
        sni: this.origin.sni ?? sniDefault,
        port: this.origin.port ?? undecided('without an origin port override, the port depends on the zone\'s SSL mode, which the configuration does not hold'),
      },
      settings: this.settings,
      responseHeaders: this.responseHeaders,
      matched: this.matchedUndecided ?? known([...this.matched]),
      managed: this.managedUndecided ?? known([...this.managed]),
      trace: this.trace,
      ruleMatched: (rule) => this.ruleMatches.get(ruleKey(rule)),
    };
  }
}

function errorOf(p: JsonObject): Disposition['error'] {
  return {
    status_code: typeof p['status_code'] === 'number' ? p['status_code'] : null,
    content_type: typeof p['content_type'] === 'string' ? p['content_type'] : null,
    content: typeof p['content'] === 'string' ? p['content'] : null,
  };
}

/** Simulates `request` against `config`. */
export function simulate(config: EngineConfig, request: TestRequest): Simulation {
  return new Simulator(config, request).run();
}
