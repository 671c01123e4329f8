/**
 * `keepSource`: a result carries its file's text (`source`) only when it has
 * messages (ESLint's rule) and the run keeps sources — the default, and what
 * the CLI asks for only for a format that shows code (`codeframe`). The same
 * on one thread, on workers and from the cache.
 */
import { describe, expect, it } from 'vitest';
import { cli, project } from '../testing/cli-project.js';
import { makeResult } from '../engine/lint-result.js';
import { formatShowsCode } from '../formatters/formatter.js';
import { lint, type LintProjectOptions } from './lint.js';

const BLOCKED = 'phase: http_request_firewall_custom\nrules:\n  - action: blok\n    expression: http.host eq "a.example.com"\n';
const CLEAN = 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: http.host eq "b.example.com"\n';

/** Which files' results carry a source, by file name, for a run with `options`. */
async function withSource(options: LintProjectOptions): Promise<Record<string, boolean>> {
  const dir = project({ 'edge/bad.yaml': BLOCKED, 'edge/clean.yaml': CLEAN, 'edge/bad-too.yaml': BLOCKED });
  const run = async () => (await lint({ cwd: dir, patterns: ['edge'], ...options })).results;
  let results = await run();
  // With the cache: its second run, every result from the cache.
  if (options.cache) results = await run();
  return Object.fromEntries(results.map((r) => [r.filePath.slice(dir.length + 1), r.source !== undefined]));
}

describe('keepSource', () => {
  it('makeResult keeps a source only for a result with messages', () => {
    expect(makeResult('a.yaml', [], [], 'text').source).toBeUndefined();
    expect(makeResult('a.yaml', [{ ruleId: 'r', severity: 1, message: 'm', line: 1, column: 1, endLine: 1, endColumn: 2 }], [], 'text').source).toBe('text');
  });

  it.each([
    ['one thread', { concurrency: 'off' }],
    ['workers', { concurrency: 2 }],
    ['the cache', { concurrency: 'off', cache: true }],
  ] as const)('on %s: sources of the files with messages by default, none without', async (_, options) => {
    expect(await withSource(options)).toEqual({ 'edge/bad-too.yaml': true, 'edge/bad.yaml': true, 'edge/clean.yaml': false });
    expect(await withSource({ ...options, keepSource: false })).toEqual({ 'edge/bad-too.yaml': false, 'edge/bad.yaml': false, 'edge/clean.yaml': false });
  });

  it('the CLI keeps sources for codeframe only, which still frames the code', async () => {
    expect(formatShowsCode('codeframe')).toBe(true);
    expect(['pretty', 'json', 'sarif', 'github', 'gitlab', 'junit', 'checkstyle'].filter(formatShowsCode)).toEqual([]);
    const dir = project({ 'edge/bad.yaml': BLOCKED });
    const out = await cli(['edge', '--format', 'codeframe'], dir);
    expect(out.stdout).toContain('> 3 |   - action: blok');
  });
});
