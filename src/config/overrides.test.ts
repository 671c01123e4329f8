/**
 * Per-file settings: `overrides` blocks folded in order over the top level,
 * the command line last; problems inside a block at their position; and
 * `--print-config`, which shows what a file gets.
 */
import { describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../rules/index.js';
import { cli, project } from '../testing/cli-project.js';
import { configForFile } from './config-for-file.js';
import { effectiveConfig } from './effective-config.js';
import { resolveConfig, type ResolvedConfig } from './resolve-config.js';

const NOW = new Date('2023-11-01T00:00:00Z');

function resolved(raw: unknown, cli: Parameters<typeof resolveConfig>[1] = {}): ResolvedConfig {
  const { config, problems, overrideProblems } = resolveConfig(raw, cli, ALL_RULES, NOW);
  expect([...problems.map((p) => p.message), ...overrideProblems]).toEqual([]);
  return config!;
}

const severity = (config: { rules: readonly { rule: { meta: { id: string } }; severity: string; options: unknown }[] }, id: string): [string, unknown] | 'off' => {
  const r = config.rules.find((c) => c.rule.meta.id === id);
  return r ? [r.severity, r.options] : 'off';
};

describe('overrides', () => {
  const raw = {
    rules: { 'logpush/filter-limits': ['error', { maxOperators: 30 }], 'managed/core-ruleset-summary': 'off' },
    tier: 'pro',
    lists: { office: 'ip' },
    overrides: [
      { files: ['legacy/**'], rules: { 'logpush/filter-limits': 'warn', 'esc/removal-deadline': 'off' }, removalDate: '2025-01-01', lists: { partners: 'ip' } },
      { files: ['legacy/**'], ignores: ['legacy/keep/**'], tier: 'enterprise', now: '2024-06-01' },
      { files: ['**/*.json'], rules: { 'logpush/filter-limits': ['error', { maxOperators: 5 }] } },
    ],
  };

  it('applies the blocks that match, in order, over the top level', () => {
    const config = resolved(raw);
    const top = configForFile(config, 'edge/zone.yaml', '/p');
    expect(top.overrides).toEqual([]);
    expect(severity(top, 'esc/removal-deadline')).toEqual(['error', {}]);
    expect(top.settings).toMatchObject({ tier: 'pro', removalDate: '2024-01-01', lists: { office: 'ip' } });

    const legacy = configForFile(config, '/p/legacy/zone.yaml', '/p');
    expect(legacy.overrides).toEqual([0, 1]);
    // A severity alone keeps the options an earlier layer gave.
    expect(severity(legacy, 'logpush/filter-limits')).toEqual(['warn', expect.objectContaining({ maxOperators: 30 })]);
    expect(severity(legacy, 'esc/removal-deadline')).toBe('off');
    expect(severity(legacy, 'managed/core-ruleset-summary')).toBe('off');
    expect(legacy.settings).toMatchObject({ tier: 'enterprise', removalDate: '2025-01-01', lists: { office: 'ip', partners: 'ip' } });
    expect(legacy.settings.now.toISOString().slice(0, 10)).toBe('2024-06-01');

    // `ignores` takes a file out of its block only.
    expect(configForFile(config, 'legacy/keep/zone.yaml', '/p').overrides).toEqual([0]);
    // Options given again replace the earlier ones.
    expect(severity(configForFile(config, 'legacy/jobs.json', '/p'), 'logpush/filter-limits')).toEqual(['error', expect.objectContaining({ maxOperators: 5 })]);
  });

  it('lets the command line win over every block', () => {
    const config = resolved(raw, { rules: ['esc/removal-deadline:warn'], removalDate: '2026-01-01', tier: 'business' });
    const legacy = configForFile(config, 'legacy/zone.yaml', '/p');
    expect(severity(legacy, 'esc/removal-deadline')).toEqual(['warn', {}]);
    expect(legacy.settings).toMatchObject({ tier: 'business', removalDate: '2026-01-01' });
    expect(config.removalDateSource).toBe('--removal-date');
  });

  it('folds each combination of blocks once', () => {
    const config = resolved(raw);
    expect(configForFile(config, 'legacy/a.yaml', '/p')).toBe(configForFile(config, 'legacy/b/c.yaml', '/p'));
    expect(configForFile(config, 'x.yaml', '/p').rules).toBe(config.rules);
  });

  it('matches nothing outside the working folder', () => {
    expect(configForFile(resolved(raw), '/elsewhere/legacy/zone.yaml', '/p').overrides).toEqual([]);
  });

  it('sets the severity of document/unused-directive with reportUnusedDisableDirectives, per block', () => {
    const config = resolved({ reportUnusedDisableDirectives: 'error', overrides: [{ files: ['generated/**'], reportUnusedDisableDirectives: false }] });
    expect(severity(configForFile(config, 'edge/a.yaml', '/p'), 'document/unused-directive')).toEqual(['error', undefined]);
    expect(severity(configForFile(config, 'generated/a.yaml', '/p'), 'document/unused-directive')).toBe('off');
    expect(severity(resolved({ reportUnusedDisableDirectives: true, rules: { 'document/unused-directive': 'info' } }), 'document/unused-directive')).toEqual(['info', undefined]);
  });

  it('prints what a file gets (--print-config)', () => {
    const printed = effectiveConfig(resolved(raw), 'legacy/zone.yaml', '/p');
    expect(printed).toMatchObject({ file: 'legacy/zone.yaml', overrides: [0, 1], now: '2024-06-01', removalDate: '2025-01-01', tier: 'enterprise', lists: { office: 'ip', partners: 'ip' } });
    expect(printed.rules['esc/removal-deadline']).toBe('off');
    expect(printed.rules['logpush/filter-limits']).toEqual(['warn', expect.objectContaining({ maxOperators: 30 })]);
    expect(Object.keys(printed.rules)).toHaveLength(ALL_RULES.length);
  });
});

describe('problems in overrides are reported at their position', () => {
  it('unknown keys, rules, bad options, dates and a block without files', async () => {
    const dir = project({
      '.edgelintrc.yaml': [
        'overrides:',
        '  - files: ["legacy/**"]',
        '    rules:',
        '      esc/removal-dedline: off',
        '      logpush/filter-limits: [error, { maxOperator: 3 }]',
        '    removalDate: 2025-02-30',
        '    tyer: pro',
        '  - rules: {}',
        '',
      ].join('\n'),
      'edge/a.yaml': 'phase: magic_transit\nrules: []\n',
    });
    const out = await cli(['edge'], dir);
    expect(out.code).toBe(2);
    const lines = out.stderr.trim().split('\n').map((l) => l.replace(`${dir}/`, ''));
    expect(lines).toEqual([
      'edgelint: invalid configuration: .edgelintrc.yaml:4:7: unknown rule `esc/removal-dedline`; did you mean `esc/removal-deadline`?',
      'edgelint: invalid configuration: .edgelintrc.yaml:5:38: options of `logpush/filter-limits`: must NOT have additional properties',
      'edgelint: invalid configuration: .edgelintrc.yaml:6:18: `overrides.0.removalDate` must be a date written YYYY-MM-DD',
      'edgelint: invalid configuration: .edgelintrc.yaml:7:5: unknown key `tyer` in an override; did you mean `tier`?',
      'edgelint: invalid configuration: .edgelintrc.yaml:8:5: `overrides.1` needs `files`: the patterns of the files it applies to',
    ]);
  });
});

describe('edgelint --print-config', () => {
  it('prints the effective settings of a file as JSON and lints nothing', async () => {
    const dir = project({
      '.edgelintrc.yaml': 'removalDate: "2025-01-01"\noverrides:\n  - files: ["legacy/**"]\n    rules: { esc/removal-countdown: "off" }\n    tier: business\n',
    });
    const out = await cli(['--print-config', 'legacy/zone.yaml', '--now', '2024-03-01'], dir);
    expect(out.code).toBe(0);
    const printed = JSON.parse(out.stdout) as { overrides: number[]; now: string; removalDate: string; tier: string; rules: Record<string, unknown> };
    expect(printed).toMatchObject({ overrides: [0], now: '2024-03-01', removalDate: '2025-01-01', tier: 'business' });
    expect(printed.rules['esc/removal-countdown']).toBe('off');
    expect(printed.rules['esc/removal-deadline']).toEqual(['error', {}]);
  });
});
