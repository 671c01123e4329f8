/**
 * A simulation as the test contract shows it (`outcome`, `trace`), and a
 * test's expectations checked against it. A part of the outcome that is
 * undecided is the string `"undecided"`; an expectation on it makes the test
 * undecided (unless another one fails).
 */
import { isKnown, type Known, type Simulation, type TraceItem } from '../eval/simulate.js';
import type { Expectations } from './test-file.js';
import { wordList } from '../text/word-list.js';

export const UNDECIDED = 'undecided';

export interface Outcome {
  readonly action: string;
  readonly phase: string | null;
  readonly rule: string | null;
  readonly redirect: { readonly status_code: number; readonly location: string } | null | typeof UNDECIDED;
  readonly url: string;
  readonly request_headers: Readonly<Record<string, string | readonly string[]>> | typeof UNDECIDED;
  readonly origin: { readonly host: string; readonly sni: string; readonly port: number | typeof UNDECIDED };
  readonly matched: readonly string[] | typeof UNDECIDED;
  readonly managed: readonly string[] | typeof UNDECIDED;
}

export interface Failure {
  /** `differs`: the expectation does not hold; `undecided`: whether it holds depends on what the test does not give. */
  readonly kind: 'differs' | 'undecided';
  readonly key: string;
  readonly expected: unknown;
  readonly actual: unknown;
  /** Why the actual value is undecided (not part of the JSON contract). */
  readonly reason?: string;
}

function shown<T>(cell: Known<T>): T | typeof UNDECIDED {
  return isKnown(cell) ? cell.known : UNDECIDED;
}

/** Header values by lower-case name: one value as a string, several as a list. */
function headerObject(headers: readonly { name: string; value: string }[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const h of headers) {
    const key = h.name.toLowerCase();
    const before = out[key];
    out[key] = before === undefined ? h.value : Array.isArray(before) ? [...before, h.value] : [before, h.value];
  }
  return out;
}

export function outcomeOf(simulation: Simulation): Outcome {
  const d = simulation.disposition;
  const disposition = isKnown(d) ? d.known : undefined;
  const redirect = disposition?.redirect;
  return {
    action: disposition?.action ?? UNDECIDED,
    phase: disposition === undefined ? UNDECIDED : disposition.phase,
    rule: disposition === undefined ? UNDECIDED : disposition.rule,
    redirect: disposition === undefined ? UNDECIDED : redirect === undefined ? null : isKnown(redirect.location) ? { status_code: redirect.status_code, location: redirect.location.known } : UNDECIDED,
    url: shown(simulation.url),
    request_headers: isKnown(simulation.requestHeaders) ? headerObject(simulation.requestHeaders.known) : UNDECIDED,
    origin: { host: shown(simulation.origin.host), sni: shown(simulation.origin.sni), port: shown(simulation.origin.port) },
    matched: shown(simulation.matched),
    managed: shown(simulation.managed),
  };
}

function reasonOf(cell: Known<unknown> | undefined): string | undefined {
  return cell !== undefined && !isKnown(cell) ? cell.reason : undefined;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every expectation that does not hold, or cannot be decided. */
export function checkExpectations(expect: Expectations, simulation: Simulation, outcome: Outcome): Failure[] {
  const failures: Failure[] = [];
  const dispositionReason = reasonOf(simulation.disposition);
  const check = (key: string, expected: unknown, actual: unknown, reason?: string): void => {
    if (actual === UNDECIDED) failures.push({ kind: 'undecided', key, expected, actual, ...(reason !== undefined ? { reason } : {}) });
    else if (!same(expected, actual)) failures.push({ kind: 'differs', key, expected, actual });
  };
  /** An undecided disposition still fails an expectation no possible disposition meets. */
  const checkDisposition = (key: 'action' | 'phase' | 'rule', expected: unknown): void => {
    const candidates = simulation.candidates;
    if (outcome[key] === UNDECIDED && candidates !== undefined && !candidates.some((c) => same(c[key], expected))) {
      const possible = [...new Set(candidates.map((c) => c[key] ?? 'none'))];
      failures.push({ kind: 'differs', key, expected, actual: wordList(possible, { conjunction: 'or' }), ...(dispositionReason !== undefined ? { reason: dispositionReason } : {}) });
      return;
    }
    check(key, expected, outcome[key], dispositionReason);
  };
  if (expect.action !== undefined) checkDisposition('action', expect.action);
  if (expect.phase !== undefined) checkDisposition('phase', expect.phase);
  if (expect.rule !== undefined) checkDisposition('rule', expect.rule);
  if (expect.redirect !== undefined) {
    const actual = outcome.redirect;
    if (expect.redirect === null || actual === null || actual === UNDECIDED) {
      const location = isKnown(simulation.disposition) ? simulation.disposition.known.redirect?.location : undefined;
      check('redirect', expect.redirect, actual, dispositionReason ?? reasonOf(location));
    } else {
      if (expect.redirect.status_code !== undefined) check('redirect.status_code', expect.redirect.status_code, actual.status_code);
      if (expect.redirect.location !== undefined) check('redirect.location', expect.redirect.location, actual.location);
    }
  }
  if (expect.url !== undefined) check('url', expect.url, outcome.url, reasonOf(simulation.url));
  if (expect.request_headers !== undefined) {
    const actual = outcome.request_headers;
    for (const [name, expected] of Object.entries(expect.request_headers)) {
      const key = `request_headers.${name}`;
      if (actual === UNDECIDED) check(key, expected, UNDECIDED, reasonOf(simulation.requestHeaders));
      else check(key, expected, actual[name] ?? null);
    }
  }
  if (expect.origin !== undefined) {
    for (const part of ['host', 'sni', 'port'] as const) {
      const expected = expect.origin[part];
      if (expected !== undefined) check(`origin.${part}`, expected, outcome.origin[part], reasonOf(simulation.origin[part]));
    }
  }
  if (expect.matched !== undefined) check('matched', expect.matched, outcome.matched, reasonOf(simulation.matched));
  if (expect.managed !== undefined) check('managed', expect.managed, outcome.managed, reasonOf(simulation.managed));
  return failures;
}

/** The trace as the contract shows it. */
export function traceOf(simulation: Simulation): readonly TraceItem[] {
  return simulation.trace;
}
