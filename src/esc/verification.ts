/**
 * ESC equivalence (issue 16 item 4): does the replacement of a behaviour —
 * the rules that cover it, or the generated ones — do what the behaviour
 * did? Both are evaluated on requests derived from the behaviour's `when` and
 * the zone's host names (src/eval/derive-requests.ts):
 *
 * - what ESC gives: where `when` holds, the behaviour's effect (a redirect,
 *   an SNI, an origin, a rewritten URL, header values, settings, an error
 *   response); elsewhere, what the configuration gives without the
 *   replacement rules;
 * - what the replacement gives: the simulated configuration with them
 *   (src/eval/simulate.ts), so an earlier terminating rule or a later rule
 *   that overwrites the effect shows as a difference.
 *
 * `verified`: the same on every request, with at least one where `when`
 * holds; `differs`: the first request where they are not; `undecided`: some
 * request could not be decided and none differs. Pure.
 */
import type { Tier } from '../data/plans.js';
import { analyzeExpression } from '../expr/analyze.js';
import { formatIp } from '../expr/value-checks/ip.js';
import type { DocumentModel, EscBehaviourModel, Path, ScopeModel } from '../model/types.js';
import { apiEngineRule, engineConfigOf, withRules, type EngineConfig } from '../eval/engine-config.js';
import { deriveRequests } from '../eval/derive-requests.js';
import { Evaluator } from '../eval/evaluate.js';
import { RequestFields, type TestRequest } from '../eval/request-fields.js';
import { isKnown, simulate, type Simulation } from '../eval/simulate.js';
import { formatRequestUrl } from '../eval/url.js';
import { fromBytes } from '../eval/bytes.js';
import { TRUE, type Value } from '../eval/values.js';
import { behaviourWhen, headerOperations, integerMember, redirectOf, stringMember } from './behaviour.js';
import type { CoverageAnalysis } from './coverage.js';
import { isObject } from '../model/build.js';
import { whenCodes } from './when.js';

export type VerificationStatus = 'verified' | 'differs' | 'undecided';

/** A request as the report shows it. */
export interface RequestDescription {
  readonly method: string;
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly ip?: string;
  readonly fields?: Readonly<Record<string, unknown>>;
}

export interface BehaviourVerification {
  readonly status: VerificationStatus;
  /** How many requests both were evaluated on. */
  readonly requests: number;
  /** The first request on which ESC and the replacement differ, with what each gives. */
  readonly first_difference: { readonly request: RequestDescription; readonly esc: unknown; readonly replacement: unknown } | null;
  /** Why the verification is undecided (not part of the contract; shown by md and html). */
  readonly reason?: string;
}

/** What the behaviour's use case controls, read from a simulation; a string when it cannot be read. */
type Aspect = (simulation: Simulation) => unknown;

const UNDECIDED_ASPECT = Symbol('undecided');
const ERROR_CODES = whenCodes('error');

interface Undecidable {
  readonly [UNDECIDED_ASPECT]: string;
}

function undecidable(reason: string): Undecidable {
  return { [UNDECIDED_ASPECT]: reason };
}

function isUndecidable(value: unknown): value is Undecidable {
  return typeof value === 'object' && value !== null && UNDECIDED_ASPECT in value;
}

function describeRequest(r: TestRequest): RequestDescription {
  const headers = Object.fromEntries(r.headers.map((h) => [h.name, h.value]));
  const fields = Object.fromEntries(
    [...r.fields].map(([name, v]) => [name, v.kind === 'bytes' ? fromBytes(v.value) : v.kind === 'int' || v.kind === 'bool' ? v.value : v.kind === 'ip' ? formatIp(v.value) : v.kind]),
  );
  return {
    method: r.method,
    url: formatRequestUrl(r.url),
    ...(r.headers.length ? { headers } : {}),
    ...(r.ip ? { ip: formatIp(r.ip) } : {}),
    ...(r.fields.size ? { fields } : {}),
  };
}

/** When the disposition is undecided but none of the possible ones is `action`: that it is not one. */
function noneOf(s: Simulation, action: string): { action: string } | undefined {
  if (s.candidates === undefined || s.candidates.some((c) => c.action === action)) return undefined;
  return { action: `not ${action}` };
}

/** Two dispositions are the same for a behaviour that gives `action` when both are that action alike, or both are not it. */
function sameDisposition(a: unknown, b: unknown, action: string): boolean {
  const is = (x: unknown): boolean => (x as { action?: unknown }).action === action;
  return is(a) || is(b) ? same(a, b) : true;
}

/** The aspect a use case controls, the value ESC gives where `when` holds, and when two values count as the same (default: equal). */
function aspectOf(behaviour: EscBehaviourModel): { read: Aspect; esc: (request: TestRequest) => unknown; same?: (a: unknown, b: unknown) => boolean } | undefined {
  const v = behaviour.value;
  switch (behaviour.useCase) {
    case 'redirect_to_url': {
      const r = redirectOf(behaviour);
      if (!r) return undefined;
      return {
        read(s) {
          if (!isKnown(s.disposition)) return noneOf(s, 'redirect') ?? undecidable(s.disposition.reason);
          const d = s.disposition.known;
          if (d.action !== 'redirect' || !d.redirect) return { action: d.action, ...(d.rule !== null ? { rule: d.rule } : {}) };
          return isKnown(d.redirect.location) ? { action: 'redirect', status_code: d.redirect.status_code, location: d.redirect.location.known } : undecidable(d.redirect.location.reason);
        },
        same: (a, b) => sameDisposition(a, b, 'redirect'),
        esc(request) {
          if (!r.preserveQueryString || request.url.query === '') return { action: 'redirect', status_code: r.statusCode, location: r.targetUrl };
          if (r.targetUrl.includes('?')) return undecidable('keeping the query string when the target URL has one is not documented');
          return { action: 'redirect', status_code: r.statusCode, location: `${r.targetUrl}?${request.url.query}` };
        },
      };
    }
    case 'rewrite_sni': {
      const sni = stringMember(v, 'sni');
      if (sni === undefined) return undefined;
      return { read: (s) => (isKnown(s.origin.sni) ? { sni: s.origin.sni.known } : undecidable(s.origin.sni.reason)), esc: () => ({ sni }) };
    }
    case 'resolve_override': {
      const host = stringMember(v, 'origin_host');
      const port = integerMember(v, 'origin_port');
      if (host === undefined) return undefined;
      return {
        read(s) {
          if (!isKnown(s.origin.host)) return undecidable(s.origin.host.reason);
          if (port === undefined) return { host: s.origin.host.known };
          return isKnown(s.origin.port) ? { host: s.origin.host.known, port: s.origin.port.known } : undecidable(s.origin.port.reason);
        },
        esc: () => (port === undefined ? { host } : { host, port }),
      };
    }
    case 'rewrite_uri': {
      const path = stringMember(v, 'path');
      const query = stringMember(v, 'query');
      return {
        read: (s) => (isKnown(s.url) ? { url: s.url.known } : undecidable(s.url.reason)),
        esc: (request) => ({ url: formatRequestUrl({ ...request.url, ...(path !== undefined ? { path } : {}), ...(query !== undefined ? { query, hasQuery: query !== '' } : {}) }) }),
      };
    }
    case 'request_headers': {
      const ops = headerOperations(behaviour);
      const names = [...new Set(ops.map((o) => o.name.toLowerCase()))];
      return {
        read(s) {
          if (!isKnown(s.requestHeaders)) return undecidable(s.requestHeaders.reason);
          const list = s.requestHeaders.known;
          return Object.fromEntries(names.map((n) => [n, list.filter((h) => h.name.toLowerCase() === n).map((h) => h.value)]));
        },
        esc(request) {
          const out: Record<string, string[]> = {};
          for (const n of names) out[n] = request.headers.filter((h) => h.name.toLowerCase() === n).map((h) => h.value);
          for (const op of ops) {
            const n = op.name.toLowerCase();
            out[n] = op.operation === 'remove' ? [] : op.operation === 'set' ? [op.value ?? ''] : [...out[n]!, op.value ?? ''];
          }
          return out;
        },
      };
    }
    case 'response_headers':
    case 'add_response_cookies': {
      const ops = headerOperations(behaviour);
      const names = [...new Set(ops.map((o) => o.name.toLowerCase()))];
      return {
        read(s) {
          const out: Record<string, unknown> = {};
          for (const n of names) {
            const state = s.responseHeaders.get(n);
            if (state === undefined) out[n] = { origin_values: true, values: [] };
            else if (!isKnown(state)) return undecidable(state.reason);
            else out[n] = { origin_values: state.known.base, values: state.known.values };
          }
          return out;
        },
        esc() {
          const out: Record<string, { origin_values: boolean; values: string[] }> = {};
          for (const n of names) out[n] = { origin_values: true, values: [] };
          for (const op of ops) {
            const n = op.name.toLowerCase();
            const before = out[n]!;
            out[n] = op.operation === 'remove' ? { origin_values: false, values: [] } : op.operation === 'set' ? { origin_values: false, values: [op.value ?? ''] } : { origin_values: before.origin_values, values: [...before.values, op.value ?? ''] };
          }
          return out;
        },
      };
    }
    case 'feature_exceptions': {
      const settings = v['settings'];
      if (!isObject(settings)) return undefined;
      const keys = Object.keys(settings);
      return {
        read(s) {
          const out: Record<string, unknown> = {};
          for (const k of keys) {
            const cell = s.settings.get(k);
            if (cell === undefined) out[k] = null;
            else if (!isKnown(cell)) return undecidable(cell.reason);
            else out[k] = cell.known;
          }
          return out;
        },
        esc: () => ({ ...settings }),
      };
    }
    case 'custom_error_response': {
      const content = stringMember(v, 'content');
      const status = integerMember(v, 'status_code') ?? null;
      const type = stringMember(v, 'content_type') ?? null;
      return {
        read(s) {
          if (!isKnown(s.disposition)) return noneOf(s, 'serve_error') ?? undecidable(s.disposition.reason);
          const d = s.disposition.known;
          return d.action === 'serve_error' && d.error ? { action: d.action, status_code: d.error.status_code, content_type: d.error.content_type, content: d.error.content } : { action: d.action, ...(d.rule !== null ? { rule: d.rule } : {}) };
        },
        same: (a, b) => sameDisposition(a, b, 'serve_error'),
        esc: () => ({ action: 'serve_error', status_code: status, content_type: type, content: content ?? null }),
      };
    }
    default:
      return undefined;
  }
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The zone whose requests a behaviour applies to: its own zone, or for an account behaviour the account's first zone. */
function zoneFor(behaviour: EscBehaviourModel, document: DocumentModel): ScopeModel | undefined {
  return behaviour.scope.kind === 'zone' ? behaviour.scope : document.zones[0];
}

/** Host names to test on: the zone's name and every host name `when` compares `http.host` with. */
function hostsFor(zone: ScopeModel, when: string | undefined): string[] {
  const hosts = new Set<string>();
  if (zone.name !== undefined) hosts.add(zone.name);
  for (const match of (when ?? '').matchAll(/http\.host\s*(?:eq|==|in)\s*\{?\s*"([^"]+)"/g)) hosts.add(match[1]!);
  if (hosts.size === 0) hosts.add('example.com');
  return [...hosts];
}

export interface VerificationOptions {
  readonly tier?: Tier;
  readonly configLists?: Readonly<Record<string, string>>;
}

/** The verification of a behaviour with a replacement; `null` when it has none (needs a worker, discontinued, nothing generated). */
export function verifyBehaviour(behaviour: EscBehaviourModel, coverage: CoverageAnalysis, document: DocumentModel, options: VerificationOptions = {}): BehaviourVerification | null {
  const replacement = coverage.replacement;
  if (!replacement || replacement.phase === null) return null;
  const covering = coverage.status === 'covered' ? coverage.coveredBy : [];
  const generated = coverage.status === 'uncovered' ? coverage.generated : undefined;
  if (covering.length === 0 && generated === undefined) return null;
  const aspect = aspectOf(behaviour);
  const zone = zoneFor(behaviour, document);
  if (!aspect || !zone) return { status: 'undecided', requests: 0, first_difference: null, reason: zone ? 'the behaviour has no effect to compare' : 'the account has no zone to send requests to' };

  const base: EngineConfig = engineConfigOf(zone, { ...(options.tier !== undefined ? { tier: options.tier } : {}), ...(options.configLists !== undefined ? { configLists: options.configLists } : {}) });
  const level = generated?.target.level ?? covering[0]!.scopeKind;
  const phase = replacement.phase;
  // Bulk redirect items are covered through their rule; the rule itself is the replacement either way.
  const addedRules = (generated?.rules ?? []).map(apiEngineRule);
  const withReplacement = generated ? withRules(base, { level, phase, add: addedRules }) : base;
  const withoutReplacement = generated ? base : withRules(base, { level: covering[0]!.scopeKind, phase: covering[0]!.phase, remove: covering.map((c) => c.path) });

  const when = behaviourWhen(behaviour);
  const analysis = when === undefined || when.trim() === '' ? undefined : analyzeExpression(when, { kind: 'filter', phase, ...(options.tier !== undefined ? { tier: options.tier } : {}), lists: base.listKinds });
  if (analysis !== undefined && (analysis.ast === null || analysis.problems.some((p) => ERROR_CODES.has(p.code)))) {
    return { status: 'undecided', requests: 0, first_difference: null, reason: 'the behaviour\'s `when` has errors (see esc/when-invalid)' };
  }
  const requests = deriveRequests(analysis?.ast ?? null, hostsFor(zone, when), base.lists);
  const replacementRules: readonly { readonly path?: Path }[] = generated ? addedRules : covering.map((c) => ({ path: c.path }));
  let applied = 0;
  let decided = 0;
  let pending: string | undefined;
  for (const request of requests) {
    // ESC's condition reads the request as the client sent it.
    const fields = RequestFields.initial(request, { ...(zone.name !== undefined ? { name: zone.name } : {}), ...(options.tier !== undefined ? { tier: options.tier } : {}) });
    const whenValue: Value = analysis?.ast ? new Evaluator({ field: (n) => fields.field(n), list: (n) => base.lists(n) }).filter(analysis.ast) : TRUE;
    // A sample the condition cannot judge (it reads a field the sample does not set) tests nothing.
    if (whenValue.kind === 'undecided') continue;
    decided++;
    const withSimulation = simulate(withReplacement, request);
    let expected: unknown;
    let actual: unknown;
    if (whenValue.kind === 'bool' && whenValue.value) {
      applied++;
      expected = aspect.esc(request);
      actual = aspect.read(withSimulation);
    } else {
      // Where ESC does nothing, the replacement must do nothing either: its rules must not match
      // (then the simulation is the one without them); if one matches, compare with the configuration without them.
      const matches = replacementRules.map((r) => withSimulation.ruleMatched(r));
      if (matches.every((m) => m === false || m === undefined)) continue;
      if (matches.some((m) => m === 'undecided')) {
        pending ??= 'whether the replacement rule matches a request outside `when` is undecided';
        continue;
      }
      expected = aspect.read(simulate(withoutReplacement, request));
      actual = aspect.read(withSimulation);
    }
    if (isUndecidable(expected) || isUndecidable(actual)) {
      pending ??= isUndecidable(expected) ? expected[UNDECIDED_ASPECT] : (actual as Undecidable)[UNDECIDED_ASPECT];
      continue;
    }
    if (!(aspect.same ?? same)(expected, actual)) return { status: 'differs', requests: decided, first_difference: { request: describeRequest(request), esc: expected, replacement: actual } };
  }
  if (pending !== undefined) return { status: 'undecided', requests: decided, first_difference: null, reason: pending };
  if (applied === 0) return { status: 'undecided', requests: decided, first_difference: null, reason: 'no derived request satisfies `when`; add a test with `edgelint test`' };
  return { status: 'verified', requests: decided, first_difference: null };
}
