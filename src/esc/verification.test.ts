/**
 * ESC equivalence in the report (issue 16 item 4): each replacement
 * evaluated against its behaviour, with the first request that differs.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildMigrationReport } from '../report/index.js';
import { parseCalendarDate } from '../text/calendar-date.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function verifications(fixture: string) {
  const filePath = `fixtures/esc/${fixture}`;
  const report = buildMigrationReport({ sources: [{ filePath, text: readFileSync(join(root, filePath), 'utf8') }], now: parseCalendarDate('2023-11-01')! });
  return report.scopes.flatMap((s) => s.behaviours.map((b) => ({ scope: s.name, index: b.index, use_case: b.use_case, status: b.status, verification: b.verification })));
}

describe('ESC verification', () => {
  it('shows replacements that do not do what the behaviour did, with the first differing request', () => {
    const v = verifications('verification.edge.yaml');
    expect(v.map((b) => [b.use_case, b.status, b.verification?.status])).toEqual([
      ['rewrite_sni', 'covered', 'differs'],
      ['redirect_to_url', 'covered', 'differs'],
      ['request_headers', 'uncovered', 'verified'],
      ['response_headers', 'covered', 'undecided'],
    ]);
    expect(v[0]!.verification!.first_difference).toEqual({
      request: { method: 'GET', url: 'https://docs.example.com/', ip: '203.0.113.10' },
      esc: { sni: 'docs-origin.example.net' },
      replacement: { sni: 'legacy-origin.example.net' },
    });
    expect(v[1]!.verification!.first_difference).toMatchObject({
      request: { url: 'https://docs.example.com/v1' },
      esc: { action: 'redirect', status_code: 301, location: 'https://docs.example.com/v2' },
      replacement: { action: 'block', rule: 'block-v1' },
    });
    expect(v[2]!.verification).toEqual({ status: 'verified', requests: 3, first_difference: null });
    expect(v[3]!.verification).toMatchObject({ status: 'undecided', first_difference: null, reason: '`cf.bot_management.score` is not given (add it under `fields`)' });
  });

  it('verifies every replacement of the migration fixture; behaviours without one have none', () => {
    const v = verifications('migration.edge.yaml');
    for (const b of v) {
      if (b.status === 'needs_worker' || b.status === 'discontinued') expect(b.verification, `${b.scope} #${b.index}`).toBeNull();
      else expect([b.scope, b.index, b.verification?.status]).toEqual([b.scope, b.index, 'verified']);
    }
  });
});
