/** Words shared by the Markdown and HTML renderers of the migration report. */
import type { CoverageStatus } from '../esc/coverage.js';
import { daysWord } from '../esc/deadline.js';
import type { BehaviourReport, MigrationReport, ReportPlannedCall, ScopeReport } from './model.js';
import type { ApiCall } from '../esc/test-procedure.js';
import { counted } from '../text/counted.js';

export const STATUS_WORDS: Readonly<Record<CoverageStatus, string>> = {
  covered: 'covered',
  uncovered: 'uncovered',
  needs_worker: 'needs a worker script',
  discontinued: 'worker script or discontinued',
};

/** The deadline in one sentence. */
export function deadlineSentence(report: MigrationReport): string {
  if (!report.removed) return `ESC is removed on ${report.removal_date}: ${daysWord(report.days_left)} left.`;
  if (report.days_left === 0) return `ESC is removed today, ${report.removal_date}: remaining ESC behaviours no longer run and ESC settings have no effect.`;
  return `ESC was removed on ${report.removal_date}, ${daysWord(report.days_left)} ago: remaining ESC behaviours no longer run and ESC settings have no effect.`;
}

/** "Zone shop.example.com", "Account Example Corp". */
export function scopeTitle(scope: ScopeReport): string {
  const kind = scope.kind === 'zone' ? 'Zone' : 'Account';
  return `${kind} ${scope.name ?? scope.id ?? '(no id)'}`;
}

/** "6 of 11 behaviours covered". */
export function coverageSentence(scope: ScopeReport): string {
  const c = scope.coverage;
  if (c.total === 0) return 'no ESC behaviours';
  const parts = [`${c.covered} of ${c.total} covered`];
  if (c.uncovered) parts.push(`${c.uncovered} uncovered`);
  if (c.needs_worker) parts.push(`${c.needs_worker} need${c.needs_worker === 1 ? 's' : ''} a worker script`);
  if (c.discontinued) parts.push(`${c.discontinued} worker script or discontinued`);
  return parts.join(', ');
}

/** An API call as an HTTP request (base URL ending in /client/v4). */
export function callText(call: ApiCall | ReportPlannedCall): string {
  const head = `${call.method} /client/v4${call.path}`;
  const auth = call.auth ? `\n# auth: ${call.auth}` : '';
  return call.body === undefined ? `${head}${auth}` : `${head}${auth}\n${JSON.stringify(call.body)}`;
}

export function percent(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 1000) / 10;
}

/** The caveat over planned calls computed from a configuration with lint errors. */
export function plannedWithErrors(errors: number): string {
  return `The configuration has ${counted(errors, 'lint error')}: \`edgelint plan\` does not plan until they are fixed; these are the calls it would plan with \`--force\`.`;
}

/**
 * The ESC verification of a behaviour in one sentence, with `code` spans:
 * "verified on 3 requests", "differs on `GET https://…`: ESC gives `…`, the
 * replacement `…`", "undecided: …".
 */
export function verificationSentence(b: BehaviourReport): string | undefined {
  const v = b.verification;
  if (v === null) return undefined;
  const requests = counted(v.requests, 'request');
  if (v.status === 'verified') return `verified on ${requests}: the replacement does what the behaviour did`;
  if (v.status === 'differs' && v.first_difference) {
    const d = v.first_difference;
    return `differs on \`${d.request.method} ${d.request.url}\`: ESC gives \`${JSON.stringify(d.esc)}\`, the replacement \`${JSON.stringify(d.replacement)}\``;
  }
  return `undecided after ${requests}${v.reason ? `: ${v.reason}` : ''}`;
}
