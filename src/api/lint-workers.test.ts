/**
 * `concurrency` (issue 15): files linted on worker threads give the results
 * of a single-thread run, byte for byte once formatted — with fixes,
 * directives, bulk suppressions, per-file overrides, `--rule`, `--now`,
 * `--tier`, a code configuration and the Terraform front end — and `auto`
 * starts workers only when the files pay for them. The workers run the built
 * `dist/lint-worker.cjs` (`npm test` builds first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../rules/index.js';
import { ConfigError } from '../config/resolve-config.js';
import { defineRule } from '../engine/rule.js';
import { AUTO_BYTES_PER_THREAD, checkConcurrency, threadCount } from './concurrency.js';
import { formatResults } from './format.js';
import { lint, type LintProjectOptions } from './lint.js';
import { cli, project } from '../testing/cli-project.js';

const FIXTURES = join(import.meta.dirname, '../../fixtures');

/** The fixture inputs of several kinds (ESC, expressions, logpush, managed, rulesets, secrets, Terraform) as one project's files. */
function fixtureFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const folder of ['esc', 'examples', 'expression', 'logpush', 'managed', 'ruleset', 'secrets', 'terraform']) {
    for (const name of readdirSync(join(FIXTURES, folder))) {
      if (/\.(ya?ml|json|tf)$/.test(name)) files[`edge/${folder}/${name}`] = readFileSync(join(FIXTURES, folder, name), 'utf8');
    }
  }
  return files;
}

const CODE_CONFIG = `export default {
  files: ['edge/**/*.{yaml,yml,json,tf}'],
  tier: 'pro',
  lists: { blocked_ips: 'ip' },
  rules: { 'esc/removal-countdown': 'error' },
  overrides: [
    { files: ['edge/expression/**'], tier: 'free', rules: { 'expression/plan-feature': 'warn' } },
    { files: ['edge/esc/**'], now: '2023-06-01', removalDate: '2024-03-01' },
  ],
};
`;

const DIRECTIVES = `phase: http_request_firewall_custom
rules:
  # edgelint-disable-next-item ruleset/known-action -- kept while the rollout lasts
  - action: blok
    expression: http.host eq "a.example.com"
  - action: block
    expression: "ip.src eq 1.2.3.400 and http.hots eq \\"x\\"" # edgelint-disable-line expression/invalid-ip -- a test address
`;

async function bothWays(dir: string, options: LintProjectOptions): Promise<void> {
  const single = await lint({ cwd: dir, ...options, concurrency: 'off' });
  const threaded = await lint({ cwd: dir, ...options, concurrency: 2 });
  expect(single.results.length).toBeGreaterThan(20);
  expect(threaded.results).toEqual(single.results);
  expect(threaded.suppressions).toEqual(single.suppressions);
  for (const format of ['json', 'codeframe', 'sarif']) {
    expect(await formatResults(threaded.results, { format, cwd: dir })).toBe(await formatResults(single.results, { format, cwd: dir }));
  }
}

describe('worker threads', () => {
  const dir = project({ ...fixtureFiles(), 'edge/directives.yaml': DIRECTIVES, 'edgelint.config.mjs': CODE_CONFIG });

  it('give the results of a single-thread run: fixes, directives, overrides, a code configuration, Terraform', async () => {
    await bothWays(dir, { fix: true });
    // What the comparison covers is there: fixed text, suppressed findings, the code configuration's severities and overrides, HCL.
    expect((await lint({ cwd: dir, fix: true, concurrency: 2 })).results.some((r) => r.output !== undefined)).toBe(true);
    const { results } = await lint({ cwd: dir, concurrency: 2 });
    const of = (name: string) => results.find((r) => r.filePath.endsWith(name))!;
    expect(of('directives.yaml').suppressedMessages.map((m) => m.ruleId)).toContain('ruleset/known-action');
    expect(results.flatMap((r) => r.messages).some((m) => m.ruleId === 'esc/removal-countdown' && m.severity === 2)).toBe(true);
    expect(of('expression/free-plan.yaml').messages.filter((m) => m.ruleId === 'expression/plan-feature').map((m) => m.severity)).toEqual([1, 1]);
    expect(results.filter((r) => r.filePath.endsWith('.tf')).flatMap((r) => r.suppressedMessages).length).toBeGreaterThan(0);
  });

  it('give them with --rule, --now, --tier and --removal-date over every layer', async () => {
    await bothWays(dir, { overrides: { rules: ['ruleset/known-action:warn', 'logpush/filter-limits:error:{"maxBytes": 40}'], now: '2023-12-20', tier: 'business', removalDate: '2024-02-01' } });
  });

  it('give them with bulk suppressions recorded, then applied', async () => {
    const recorded = await lint({ cwd: dir, concurrency: 2, suppressions: { mode: 'record' } });
    expect(recorded.suppressions.updated).toBeDefined();
    const { writeSuppressionsFile } = await import('../suppressions/suppressions-file.js');
    writeSuppressionsFile(recorded.suppressions.path, recorded.suppressions.updated!);
    await bothWays(dir, {});
    expect((await lint({ cwd: dir, concurrency: 2 })).suppressions.suppressedCount).toBeGreaterThan(0);
  });

  it('the CLI prints the same bytes with --concurrency 2 and off', async () => {
    const single = await cli(['--concurrency', 'off', '--format', 'json'], dir);
    const threaded = await cli(['--concurrency', '2', '--format', 'json'], dir);
    expect(threaded).toEqual(single);
  });

  it('runs whose rules are not all edgelint\'s lint on the calling thread, with the same results', async () => {
    // A worker has no such rule in its catalogue: sent there, the run would fail.
    const custom = defineRule({ id: 'custom/every-document', type: 'suggestion', defaultSeverity: 'info', description: 'A rule of the caller.', messages: { m: 'A document.' }, defaultOptions: undefined, create: (context) => ({ document: () => context.report({ path: [], messageId: 'm' }) }) });
    const rules = [...ALL_RULES, custom];
    const off = await lint({ cwd: dir, rules, concurrency: 'off' });
    expect(off.results.flatMap((r) => r.messages).some((m) => m.ruleId === 'custom/every-document')).toBe(true);
    expect((await lint({ cwd: dir, rules, concurrency: 2 })).results).toEqual(off.results);
  });
});

describe('how many threads', () => {
  it('off and 1 are the main thread; a number is that many workers, at most one per file', () => {
    expect(threadCount('off', 500, () => 1e9, 8)).toBe(1);
    expect(threadCount(1, 500, () => 1e9, 8)).toBe(1);
    expect(threadCount(3, 500, () => 0, 8)).toBe(3);
    expect(threadCount(4, 2, () => 0, 8)).toBe(2);
    expect(threadCount(4, 1, () => 0, 8)).toBe(1);
  });

  it('auto lints on one thread per AUTO_BYTES_PER_THREAD bytes, up to one per two cores, and on this one alone for one thread\'s worth', () => {
    expect(threadCount('auto', 1000, () => 2 * AUTO_BYTES_PER_THREAD - 1, 8)).toBe(1);
    expect(threadCount('auto', 1000, () => 2 * AUTO_BYTES_PER_THREAD, 8)).toBe(2);
    expect(threadCount('auto', 1000, () => 25 * AUTO_BYTES_PER_THREAD, 8)).toBe(4);
    expect(threadCount('auto', 1000, () => 25 * AUTO_BYTES_PER_THREAD, 9)).toBe(4);
    // Two cores (and one): the second core is V8's, compiling and collecting for the lint thread.
    expect(threadCount('auto', 1000, () => 25 * AUTO_BYTES_PER_THREAD, 2)).toBe(1);
    expect(threadCount('auto', 1000, () => 25 * AUTO_BYTES_PER_THREAD, 1)).toBe(1);
    expect(threadCount('auto', 3, () => 25 * AUTO_BYTES_PER_THREAD, 8)).toBe(3);
    expect(threadCount('auto', 1, () => 25 * AUTO_BYTES_PER_THREAD, 8)).toBe(1);
  });

  it('a concurrency that is not a whole number of at least 1, auto or off is refused', async () => {
    expect(() => checkConcurrency(0)).toThrow(new ConfigError([{ message: '`concurrency` must be a whole number of at least 1, "auto" or "off", not 0' }]));
    await expect(lint({ cwd: project({}), concurrency: -1 })).rejects.toThrow(ConfigError);
    expect(() => checkConcurrency('many')).toThrow('not "many"');
    expect(checkConcurrency(2)).toBe(2);
    const dir = project({});
    expect(await cli(['--concurrency', '0'], dir)).toMatchObject({ code: 2, stderr: expect.stringContaining('--concurrency must be a whole number of at least 1, auto or off, not "0"') });
    expect(await cli(['--concurrency', '1.5'], dir)).toMatchObject({ code: 2 });
  });
});
