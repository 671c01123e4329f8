/**
 * The analysers' message tables and the `rules/logpush/*` rules agree: every
 * code is a rule `logpush/<code>` with the table's message templates, so a
 * problem an analyser returns is always reported by exactly one rule.
 */
import { describe, expect, it } from 'vitest';
import { logpushRules } from '../../rules/logpush/index.js';
import { LOGFILTER_MESSAGES } from '../logfilter/messages.js';
import { LOGPUSH_MESSAGES } from './messages.js';
import { jobHead, numberMember } from './rule-support.js';

const rules = new Map(logpushRules.map((rule) => [rule.meta.id, rule]));

describe('problem catalogues and rules', () => {
  const tables = { ...LOGFILTER_MESSAGES, ...LOGPUSH_MESSAGES } as Record<string, Record<string, string>>;

  it.each(Object.entries(tables))('%s is a rule with the same messages', (code, messages) => {
    const rule = rules.get(`logpush/${code}`);
    expect(rule, `logpush/${code}`).toBeDefined();
    // A rule may add messages of its own (`logpush/destination`'s `missing`), never drop one.
    expect(rule!.meta.messages).toMatchObject(messages);
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
