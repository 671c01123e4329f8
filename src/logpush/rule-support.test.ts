/**
 * The analysers' problem catalogues (LOGFILTER_CODES, LOGPUSH_CODES) and the
 * `rules/logpush/*` rules agree: every code is a rule `logpush/<code>` with
 * the catalogue's default severity and message templates, so a problem an
 * analyser returns is always reported by exactly one rule.
 */
import { describe, expect, it } from 'vitest';
import { logpushRules } from '../../rules/logpush/index.js';
import { LOGFILTER_CODES, LOGFILTER_MESSAGES } from '../logfilter/messages.js';
import { LOGPUSH_CODES, LOGPUSH_MESSAGES } from './messages.js';
import { jobHead, numberMember } from './rule-support.js';

const rules = new Map(logpushRules.map((rule) => [rule.meta.id, rule]));

describe('problem catalogues and rules', () => {
  const catalogue = [
    ...LOGFILTER_CODES.map((info) => ({ ...info, messages: LOGFILTER_MESSAGES[info.code] as Record<string, string> })),
    ...LOGPUSH_CODES.map((info) => ({ ...info, messages: LOGPUSH_MESSAGES[info.code] as Record<string, string> })),
  ];

  it.each(catalogue.map((info) => [info.code, info] as const))('%s is a rule with the same severity and messages', (code, info) => {
    const rule = rules.get(`logpush/${code}`);
    expect(rule, `logpush/${code}`).toBeDefined();
    expect(rule!.meta.defaultSeverity).toBe(info.defaultSeverity);
    // A rule may add messages of its own (`logpush/destination`'s `missing`), never drop one.
    expect(rule!.meta.messages).toMatchObject(info.messages);
    if (info.defaultOptions) expect(rule!.defaultOptions).toEqual(info.defaultOptions);
  });
});

describe('job helpers', () => {
  const job = (value: Record<string, unknown>) => ({ path: ['zones', 0, 'logpush_jobs', 2], value, origin: 'manifest' as const });

  it('points at where a job starts', () => {
    expect(jobHead(job({ name: 'a', dataset: 'http_requests' }))).toEqual({ path: ['zones', 0, 'logpush_jobs', 2, 'name'], target: 'key' });
    expect(jobHead(job({}))).toEqual({ path: ['zones', 0, 'logpush_jobs', 2] });
  });

  it('reads typed members only', () => {
    expect(numberMember(job({ max_upload_bytes: 5e6 }), 'max_upload_bytes')).toBe(5e6);
    expect(numberMember(job({ max_upload_bytes: '5e6' }), 'max_upload_bytes')).toBeUndefined();
    expect(numberMember(job({ max_upload_bytes: Number.NaN }), 'max_upload_bytes')).toBeUndefined();
  });
});
