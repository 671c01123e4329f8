/**
 * One removal date: the configuration's `removalDate` (or `--removal-date`
 * on lint, plan and report alike) moves every ESC deadline finding and the
 * migration report together; a rule's own `removalDate` option narrows it
 * for that rule only.
 */
import { describe, expect, it } from 'vitest';
import { cli, project } from '../testing/cli-project.js';

const ZONE = `zones:
  - id: 023e105f4ecef8ad9ca31a8372d0c353
    name: example.com
    esc:
      behaviours:
        - use_case: rewrite_sni
          sni: origin.example.net
`;

interface Result {
  messages: { ruleId: string; message: string }[];
}

async function deadlineFindings(dir: string, args: string[] = []): Promise<string[]> {
  const out = await cli(['-f', 'json', ...args], dir);
  return (JSON.parse(out.stdout) as Result[]).flatMap((r) => r.messages.filter((m) => m.ruleId.startsWith('esc/removal-')).map((m) => `${m.ruleId}: ${m.message}`));
}

async function reportDate(dir: string, args: string[] = []): Promise<{ removal_date: string; removed: boolean; days_left: number; removal_date_source: string }> {
  return JSON.parse((await cli(['report', '-f', 'json', ...args], dir)).stdout) as { removal_date: string; removed: boolean; days_left: number; removal_date_source: string };
}

describe('the removal date', () => {
  it('is the spec date when nothing sets it: the deadline has passed', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, '.edgelintrc.yaml': 'now: 2024-06-01\n' });
    expect(await deadlineFindings(dir)).toEqual(['esc/removal-deadline: ESC was removed on 2024-01-01; replace this behaviour with origin rules.']);
    expect(await reportDate(dir)).toMatchObject({ removal_date: '2024-01-01', removed: true, removal_date_source: 'the spec (1.1, 8, 9.4)' });
    expect((await cli(['plan'], dir)).code).toBe(1); // the deadline error blocks the plan
  });

  it('set once in the configuration, moves the deadline rules and the report together', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, '.edgelintrc.yaml': 'now: 2024-06-01\nremovalDate: "2025-01-01"\n' });
    expect(await deadlineFindings(dir)).toEqual(['esc/removal-countdown: ESC is removed on 2025-01-01, in 214 days; replace it with origin rules.']);
    expect(await reportDate(dir)).toMatchObject({ removal_date: '2025-01-01', removed: false, days_left: 214, removal_date_source: 'the configuration (`removalDate`)' });
    expect((await cli(['plan'], dir)).code).toBe(0);
  });

  it('--removal-date does the same on lint, plan and report', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, '.edgelintrc.yaml': 'now: 2024-06-01\n' });
    const flag = ['--removal-date', '2025-01-01'];
    expect(await deadlineFindings(dir, flag)).toEqual(['esc/removal-countdown: ESC is removed on 2025-01-01, in 214 days; replace it with origin rules.']);
    expect(await reportDate(dir, flag)).toMatchObject({ removal_date: '2025-01-01', removed: false, removal_date_source: '--removal-date' });
    expect((await cli(['plan', ...flag], dir)).code).toBe(0);
    expect((await cli(['plan', '--removal-date', '2025-02-30'], dir)).stderr).toBe('edgelint: invalid configuration: --removal-date must be a date written YYYY-MM-DD, not "2025-02-30"\n');
  });

  it('a rule option narrows the date for that rule only', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, '.edgelintrc.yaml': 'now: 2024-06-01\nremovalDate: "2025-01-01"\nrules:\n  esc/removal-deadline: [error, { removalDate: "2024-03-01" }]\n' });
    expect(await deadlineFindings(dir)).toEqual([
      'esc/removal-countdown: ESC is removed on 2025-01-01, in 214 days; replace it with origin rules.',
      'esc/removal-deadline: ESC was removed on 2024-03-01; replace this behaviour with origin rules.',
    ]);
    expect(await reportDate(dir)).toMatchObject({ removal_date: '2025-01-01' });
  });

  it('differs per folder through overrides', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, 'legacy/zone.edge.yaml': ZONE, '.edgelintrc.yaml': 'now: 2024-06-01\noverrides:\n  - files: ["legacy/**"]\n    removalDate: "2025-01-01"\n' });
    expect(await deadlineFindings(dir, ['edge/zone.yaml', 'legacy/zone.edge.yaml'])).toEqual([
      'esc/removal-deadline: ESC was removed on 2024-01-01; replace this behaviour with origin rules.',
      'esc/removal-countdown: ESC is removed on 2025-01-01, in 214 days; replace it with origin rules.',
    ]);
  });
});
