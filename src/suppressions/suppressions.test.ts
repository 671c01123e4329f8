/**
 * Bulk suppressions end to end, as ESLint 9 has them: record every error
 * (or one rule's), later runs report only what exceeds the counts and say
 * how many were suppressed, pruning lowers the counts, a file of no use
 * fails the run, JSON files are suppressed like YAML ones, and a rule that
 * declares itself not suppressible in bulk is always reported.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, project } from '../testing/cli-project.js';
import { applySuppressions, pruneSuppressions, recordSuppressions } from './suppressions.js';
import { makeResult, type LintMessage } from '../engine/lint-result.js';

const at = (ruleId: string | null, line: number, severity: 0 | 1 | 2 = 2): LintMessage => ({ ruleId, severity, message: 'M.', line, column: 1, endLine: line, endColumn: 2 });

describe('the counts (pure)', () => {
  const results = [makeResult('/p/a.yaml', [at('r/one', 1), at('r/one', 2), at('r/two', 3), at('r/two', 4, 1), at(null, 5)]), makeResult('/p/b.json', [])];

  it('records errors per file and rule: not warnings, not syntax errors, not rules that refuse it', () => {
    expect(recordSuppressions(results, {}, { cwd: '/p' })).toEqual({ 'a.yaml': { 'r/one': { count: 2 }, 'r/two': { count: 1 } } });
    expect(recordSuppressions(results, {}, { cwd: '/p', bulkSuppressible: (id) => id !== 'r/one' })).toEqual({ 'a.yaml': { 'r/two': { count: 1 } } });
    expect(recordSuppressions(results, { 'c.yaml': { 'r/one': { count: 1 } } }, { cwd: '/p', rules: ['r/two'] })).toEqual({ 'a.yaml': { 'r/two': { count: 1 } }, 'c.yaml': { 'r/one': { count: 1 } } });
  });

  it('suppresses up to the count; above it, every error of the rule is reported', () => {
    const applied = applySuppressions(results, { 'a.yaml': { 'r/one': { count: 1 }, 'r/two': { count: 3 } } }, { cwd: '/p' });
    expect(applied.results[0]!.messages.map((m) => m.ruleId)).toEqual(['r/one', 'r/one', 'r/two', null]);
    expect(applied.results[0]!.suppressedMessages.map((m) => [m.ruleId, m.suppressions])).toEqual([['r/two', [{ kind: 'bulk', justification: 'edgelint-suppressions.json' }]]]);
    expect(applied.suppressedCount).toBe(1);
    expect(applied.exceeded).toEqual([{ file: 'a.yaml', ruleId: 'r/one', recorded: 1, found: 2 }]);
    expect(applied.unused).toEqual([{ file: 'a.yaml', ruleId: 'r/two', recorded: 3, found: 1 }]);
    expect(applied.results[0]!.errorCount).toBe(3);
  });

  it('prunes counts to what is found and drops files that are gone', () => {
    const counts = { 'a.yaml': { 'r/one': { count: 5 }, 'r/gone': { count: 1 } }, 'b.json': { 'r/one': { count: 1 } }, 'deleted.yaml': { 'r/one': { count: 1 } } };
    expect(pruneSuppressions(results, counts, { cwd: '/p', exists: (f) => f !== 'deleted.yaml' })).toEqual({ 'a.yaml': { 'r/one': { count: 2 } } });
  });
});

/** A zone past the removal date: three esc/removal-deadline errors (one ESC setting, two behaviours). */
const ZONE = `zones:
  - id: 023e105f4ecef8ad9ca31a8372d0c353
    name: example.com
    esc:
      disable: { always: true }
      behaviours:
        - use_case: rewrite_sni
          sni: origin.example.net
        - use_case: resolve_override
          origin_host: origin.example.net
`;
const BEHAVIOUR = '        - use_case: rewrite_uri\n          path: /new\n';
/** A raw ESC setting in JSON, past the removal date: one error, and JSON has no comments for directives. */
const SETTING = '{"always": true}\n';

describe('edgelint --suppress-all, then later runs', () => {
  it('records, suppresses, reports only what exceeds the counts, and prunes', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, 'edge/setting.json': SETTING, '.edgelintrc.yaml': 'now: 2024-06-01\n' });
    const before = await cli(['-f', 'json'], dir);
    expect(before.code).toBe(1);

    const record = await cli(['--suppress-all', '-f', 'json'], dir);
    expect(record.code).toBe(0);
    const file = JSON.parse(readFileSync(join(dir, 'edgelint-suppressions.json'), 'utf8')) as Record<string, Record<string, { count: number }>>;
    expect(file).toEqual({ 'edge/setting.json': { 'esc/removal-deadline': { count: 1 } }, 'edge/zone.yaml': { 'esc/removal-deadline': { count: 3 } } });
    expect(record.stderr).toBe('edgelint: wrote edgelint-suppressions.json: 4 errors recorded\nedgelint: 4 errors suppressed by edgelint-suppressions.json\n');

    const later = await cli(['--quiet'], dir);
    expect(later).toEqual({ code: 0, stdout: '', stderr: 'edgelint: 4 errors suppressed by edgelint-suppressions.json\n' });
    const json = JSON.parse((await cli(['-f', 'json'], dir)).stdout) as { filePath: string; errorCount: number; suppressedMessages: { ruleId: string; suppressions: { kind: string }[] }[] }[];
    expect(json.map((r) => [r.filePath.slice(dir.length + 1), r.errorCount, r.suppressedMessages.length])).toEqual([['edge/setting.json', 0, 1], ['edge/zone.yaml', 0, 3]]);

    // A fourth behaviour: more than recorded, so every error of the rule in the file is shown.
    writeFileSync(join(dir, 'edge/zone.yaml'), ZONE + BEHAVIOUR);
    const grown = await cli(['-f', 'json'], dir);
    expect(grown.code).toBe(1);
    expect((JSON.parse(grown.stdout) as { errorCount: number }[]).map((r) => r.errorCount)).toEqual([0, 4]);
    expect(grown.stderr).toContain('edgelint: edge/zone.yaml has 4 esc/removal-deadline errors where edgelint-suppressions.json records 3; all are shown\n');

    // One behaviour fixed: the count no longer occurs, and the run fails until it is pruned (ESLint).
    writeFileSync(join(dir, 'edge/zone.yaml'), ZONE.split('        - use_case: resolve_override')[0]!);
    const stale = await cli([], dir);
    expect(stale.code).toBe(2);
    expect(stale.stderr).toContain('edgelint-suppressions.json records 1 count above what this run found; lower them with --prune-suppressions');
    expect((await cli(['--pass-on-unpruned-suppressions'], dir)).code).toBe(0);
    expect((await cli(['--prune-suppressions'], dir)).code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'edgelint-suppressions.json'), 'utf8'))).toEqual({ 'edge/setting.json': { 'esc/removal-deadline': { count: 1 } }, 'edge/zone.yaml': { 'esc/removal-deadline': { count: 2 } } });
    expect((await cli([], dir)).code).toBe(0);
  });

  it('--suppress-rule records one rule; --suppressions-location moves the file', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, '.edgelintrc.yaml': 'now: 2024-06-01\nrules:\n  esc/uncovered-behaviour: error\n' });
    const out = await cli(['--suppress-rule', 'esc/uncovered-behaviour', '--suppressions-location', 'ci/suppressions.json', '-f', 'json'], dir);
    expect(JSON.parse(readFileSync(join(dir, 'ci/suppressions.json'), 'utf8'))).toEqual({ 'edge/zone.yaml': { 'esc/uncovered-behaviour': { count: 2 } } });
    expect(out.code).toBe(1); // the deadline errors are still there
    expect((await cli(['--suppressions-location', 'ci/suppressions.json', '-f', 'json'], dir)).stderr).toContain('2 errors suppressed by ci/suppressions.json');
  });

  it('says why the suppressions file cannot be written, as a usage error', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, ci: 'a file, not a folder\n' });
    const out = await cli(['--suppress-all', '--suppressions-location', 'ci/suppressions.json'], dir);
    expect([out.code, out.stderr]).toEqual([2, 'edgelint: cannot write the suppressions file ci/suppressions.json: a file stands where a folder of the path should be\n']);
  });

  it('never suppresses a secret in clear text', async () => {
    const dir = project({ 'edge/zone.yaml': 'zones:\n  - id: z1\n    esc:\n      disable: { with_secret: hunter2hunter2 }\n' });
    await cli(['--suppress-all'], dir);
    const out = await cli(['-f', 'json'], dir);
    expect((JSON.parse(out.stdout) as { messages: { ruleId: string }[] }[])[0]!.messages.map((m) => m.ruleId)).toContain('esc/disable-secret');
  });

  it('refuses combinations that make no sense, an unknown rule, and a broken file', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE });
    expect((await cli(['--suppress-all', '--prune-suppressions'], dir)).stderr).toBe('edgelint: --suppress-all and --prune-suppressions cannot be used together\n');
    expect((await cli(['--suppress-rule', 'esc/removal-dedline'], dir)).stderr).toBe('edgelint: --suppress-rule: unknown rule `esc/removal-dedline`; did you mean `esc/removal-deadline`?\n');
    writeFileSync(join(dir, 'edgelint-suppressions.json'), '{\n  "edge/zone.yaml": { "esc/removal-deadline": { "count": 0 } }\n}\n');
    const broken = await cli([], dir);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toBe(`edgelint: invalid configuration: ${join(dir, 'edgelint-suppressions.json')}:2:58: \`esc/removal-deadline\` of \`edge/zone.yaml\` must be { "count": n } with a whole number n of at least 1\n`);
  });

  it('refuses a file or rule written twice (one count would be dropped without a word)', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE });
    writeFileSync(join(dir, 'edgelint-suppressions.json'), '{\n  "edge/zone.yaml": { "esc/removal-deadline": { "count": 1 }, "esc/removal-deadline": { "count": 9 } },\n  "edge/zone.yaml": {}\n}\n');
    const twice = await cli([], dir);
    expect(twice.code).toBe(2);
    const file = join(dir, 'edgelint-suppressions.json');
    expect(twice.stderr).toBe(
      `edgelint: invalid configuration: ${file}:2:63: Duplicate key \`esc/removal-deadline\`; line 2 has it too; write each setting once\n` +
        `edgelint: invalid configuration: ${file}:3:3: Duplicate key \`edge/zone.yaml\`; line 2 has it too; write each setting once\n`,
    );
  });
});
