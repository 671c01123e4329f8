/**
 * The migration report: the JSON contract of issue 6, secrets never shown,
 * the planner seam, and golden output in every format (`fixtures/esc/*.report.*`,
 * regenerated with `UPDATE_GOLDEN=1 npx vitest run src/report` and reviewed).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../text/calendar-date.js';
import { buildMigrationReport, renderReport, REPORT_FORMATS, type MigrationReport, type ReportFormat } from './index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function report(fixture: string, now: string, extra: Partial<Parameters<typeof buildMigrationReport>[0]> = {}): MigrationReport {
  const filePath = `fixtures/esc/${fixture}`;
  return buildMigrationReport({ sources: [{ filePath, text: readFileSync(join(root, filePath), 'utf8') }], now: parseCalendarDate(now)!, ...extra });
}

const GOLDEN_EXTENSION: Record<ReportFormat, string> = { md: 'report.md', json: 'report.json.txt', html: 'report.html' };

describe('golden reports', () => {
  const cases = [
    ['migration', 'migration.edge.yaml', '2023-11-01'],
    ['after-removal', 'after-removal.edge.yaml', '2024-02-15'],
    ['controls', 'controls.edge.yaml', '2023-11-01'],
    ['verification', 'verification.edge.yaml', '2023-11-01'],
  ] as const;
  for (const [name, fixture, now] of cases) {
    for (const format of REPORT_FORMATS) {
      if (name !== 'migration' && format === 'html') continue;
      it(`${name} as ${format}`, () => {
        const golden = join(root, 'fixtures', 'esc', `${name}.${GOLDEN_EXTENSION[format]}`);
        const actual = renderReport(report(fixture, now), format);
        if (process.env['UPDATE_GOLDEN'] || !existsSync(golden)) writeFileSync(golden, actual);
        expect(actual).toBe(readFileSync(golden, 'utf8'));
      });
    }
  }
});

describe('the JSON contract', () => {
  const json = JSON.parse(renderReport(report('migration.edge.yaml', '2023-11-01'), 'json')) as Record<string, unknown>;

  it('has the members other tools read', () => {
    expect(json).toMatchObject({ now: '2023-11-01', removal_date: '2024-01-01', days_left: 61 });
    const scopes = json['scopes'] as Record<string, unknown>[];
    expect(scopes.map((s) => [s['kind'], s['id'], s['name']])).toEqual([
      ['account', '01a7362d577a6c3019a474fd6f485823', 'Example Corp'],
      ['zone', '023e105f4ecef8ad9ca31a8372d0c353', 'shop.example.com'],
      ['zone', '9a7806061c88ada191ed06f989cc3dac', 'api.example.com'],
    ]);
    expect(scopes.map((s) => s['esc_disable'])).toEqual([null, { with_secret: '${ESC_SECRET}' }, { always: true }]);
    for (const scope of scopes) {
      for (const b of scope['behaviours'] as Record<string, unknown>[]) {
        for (const key of ['use_case', 'product', 'phase', 'action', 'status', 'covered_by', 'replacement_rule', 'line']) expect(b, key).toHaveProperty(key);
        expect(['covered', 'uncovered', 'needs_worker', 'discontinued']).toContain(b['status']);
        expect(b['covered_by'] === null).toBe(b['status'] !== 'covered');
        if (b['status'] === 'uncovered') expect(b['replacement_rule']).not.toBeNull();
        else expect(b['replacement_rule']).toBeNull();
        if (b['status'] === 'needs_worker' || b['status'] === 'discontinued') expect([b['phase'], b['action']]).toEqual([null, null]);
        expect(typeof b['line']).toBe('number');
      }
    }
  });

  it('gives every use case its status in the fixture', () => {
    const zones = (json['scopes'] as { behaviours: { use_case: string; status: string; line: number; covered_by: { path: string; line: number } | null }[] }[]).slice(1);
    const shop = zones[0]!.behaviours.map((b) => `${b.use_case} ${b.status}`);
    expect(shop).toEqual([
      'redirect_to_url covered',
      'rewrite_sni covered',
      'resolve_override uncovered',
      'rewrite_uri covered',
      'request_headers uncovered',
      'feature_exceptions covered',
      'custom_error_response covered',
      'response_headers covered',
      'status_redirect needs_worker',
      'add_response_cookies uncovered',
      'other discontinued',
    ]);
    expect(zones[1]!.behaviours.map((b) => `${b.use_case} ${b.status}`)).toEqual([
      'redirect_to_url covered',
      'redirect_to_url uncovered',
      'rewrite_sni uncovered',
      'resolve_override covered',
      'rewrite_uri uncovered',
      'request_headers covered',
      'feature_exceptions uncovered',
      'custom_error_response uncovered',
      'response_headers uncovered',
      'add_response_cookies covered',
    ]);
    expect(zones[0]!.behaviours[0]).toMatchObject({ line: 42, covered_by: { path: 'zones[0].rulesets[0].rules[0]', line: 91 } });
    expect(zones[0]!.behaviours[6]).toMatchObject({ covered_by: { path: 'account.rulesets[1].rules[0]', ref: 'maintenance_page' } });
    expect(zones[1]!.behaviours[0]).toMatchObject({ covered_by: { path: 'account.rulesets[0].rules[0]', list: { name: 'legacy_redirects', item: 1 } } });
  });
});

describe('secrets', () => {
  it('never appear in any format', () => {
    const r = report('controls.edge.yaml', '2023-11-01');
    for (const format of REPORT_FORMATS) {
      const text = renderReport(r, format);
      expect(text).not.toContain('staging secret');
      expect(text).not.toContain('do not share');
    }
    expect(r.scopes.find((s) => s.name === 'api.example.com')?.esc_disable).toEqual({ with_secret: '***' });
  });
});

describe('the planner seam', () => {
  it('is null until a planner is connected', () => {
    const r = report('migration.edge.yaml', '2023-11-01');
    expect(r.planned_calls_available).toBe(false);
    expect(r.scopes.every((s) => s.planned_calls === null)).toBe(true);
  });

  it('asks the planner for each scope and shows its calls, secrets masked', () => {
    const asked: string[] = [];
    const r = report('controls.edge.yaml', '2023-11-01', {
      planCalls: ({ scope, filePath, document }) => {
        asked.push(`${scope.level}:${scope.id}:${scope.name ?? ''}:${filePath}:${document.kind}`);
        return scope.level === 'zone' && scope.name === 'api.example.com'
          ? [{ id: 'esc_secret', method: 'POST', path: `/zones/${scope.id}/disable_esc`, auth: 'key', body: { with_secret: 'staging secret; do not share' }, description: 'Create the ESC secret' }]
          : [];
      },
    });
    expect(asked[0]).toBe('account:01a7362d577a6c3019a474fd6f485823::fixtures/esc/controls.edge.yaml:manifest');
    expect(asked).toHaveLength(5);
    expect(r.planned_calls_available).toBe(true);
    const api = r.scopes.find((s) => s.name === 'api.example.com')!;
    expect(api.planned_calls).toEqual([{ id: 'esc_secret', method: 'POST', path: '/zones/9a7806061c88ada191ed06f989cc3dac/disable_esc', auth: 'key', body: { with_secret: '***' }, description: 'Create the ESC secret' }]);
    expect(renderReport(r, 'md')).toContain('POST /client/v4/zones/9a7806061c88ada191ed06f989cc3dac/disable_esc');
  });
});

describe('deadline', () => {
  it('counts down, then reports the removal, with a configurable date', () => {
    expect(report('migration.edge.yaml', '2023-11-01')).toMatchObject({ days_left: 61, removed: false, removal_date_source: 'the spec (1.1, 8, 9.4)' });
    expect(report('after-removal.edge.yaml', '2024-02-15')).toMatchObject({ days_left: -45, removed: true });
    const later = report('after-removal.edge.yaml', '2024-02-15', { removalDate: '2025-01-01', removalDateSource: 'option `removalDate` of esc/removal-deadline' });
    expect(later).toMatchObject({ removal_date: '2025-01-01', days_left: 321, removed: false, removal_date_source: 'option `removalDate` of esc/removal-deadline' });
    expect(renderReport(report('after-removal.edge.yaml', '2024-02-15'), 'md')).toContain('ESC was removed on 2024-01-01, 45 days ago');
  });
});
