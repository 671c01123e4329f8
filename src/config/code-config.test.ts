/**
 * JavaScript configurations: a configuration that throws or does not parse
 * is reported as itself, at its line and column; `allowCode: false` refuses
 * every configuration that is code before any of it runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../rules/index.js';
import { packageRoot } from '../package-info.js';
import { TEST_NOW } from '../testing/rule-tester.js';
import { tempProject } from '../testing/temp-project.js';
import { loadConfig } from './load-config.js';
import { ConfigError } from './resolve-config.js';

const project = (files: Record<string, string>): string => tempProject(files, { packageJson: '{"name": "p", "private": true, "type": "module"}\n' });

async function problemsOf(cwd: string, allowCode = true): Promise<ConfigError['problems']> {
  try {
    await loadConfig({ cwd, overrides: {}, registry: ALL_RULES, now: TEST_NOW, allowCode });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('JavaScript configuration errors are shown as they are, where they happen', () => {
  it('a configuration that throws', async () => {
    const dir = project({ 'edgelint.config.mjs': 'const a = 1;\nthrow new TypeError("no rules today");\n' });
    expect(await problemsOf(dir)).toEqual([
      { message: 'the configuration file failed to load: TypeError: no rules today', filePath: join(dir, 'edgelint.config.mjs'), line: 2, column: 7 },
    ]);
  });

  // A syntax error is reported by Node's own module loader, which only the built CLI uses (vitest loads modules itself).
  for (const [name, text] of [
    ['edgelint.config.mjs', 'export default {\n  rules: {} ;\n};\n'],
    ['.edgelintrc.cjs', 'module.exports = {\n  rules: {} ;\n};\n'],
  ] as const) {
    it(`a syntax error in ${name} (the built CLI)`, () => {
      const dir = project({ [name]: text, 'edge/a.yaml': 'phase: magic_transit\nrules: []\n' });
      const result = spawnSync(process.execPath, [join(packageRoot(), 'dist/bin.js'), 'edge'], { cwd: dir, encoding: 'utf8' });
      expect(result.status).toBe(2);
      expect(result.stderr).toBe(`edgelint: invalid configuration: ${join(dir, name)}:2:13: the configuration file failed to load: SyntaxError: Unexpected token ';'\n`);
    });
  }

  it('loads a valid one (both module kinds)', async () => {
    for (const [name, text] of [
      ['edgelint.config.mjs', 'export default { rules: { "esc/removal-deadline": "warn" } };\n'],
      ['.config/edgelintrc.cjs', 'module.exports = { rules: { "esc/removal-deadline": "warn" } };\n'],
    ] as const) {
      const config = await loadConfig({ cwd: project({ [name]: text }), overrides: {}, registry: ALL_RULES, now: TEST_NOW });
      expect(config.rules.find((r) => r.rule.meta.id === 'esc/removal-deadline')?.severity).toBe('warn');
    }
  });
});

describe('allowCode: false (--no-code-config)', () => {
  for (const name of ['edgelint.config.js', 'edgelint.config.mjs', '.edgelintrc.cjs', '.config/edgelintrc.mjs']) {
    it(`refuses ${name} before it runs`, async () => {
      const dir = project({ [name]: `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(join(tmpdir(), 'never'))} + process.pid, 'ran');\nexport default {};\n` });
      const problems = await problemsOf(dir, false);
      expect(problems).toEqual([{ message: expect.stringContaining('--no-code-config refuses such files') as string, filePath: join(dir, name) }]);
      expect(existsSync(join(tmpdir(), `never${process.pid}`))).toBe(false);
    });
  }

  it('still reads YAML and JSON configurations', async () => {
    const config = await loadConfig({ cwd: project({ '.edgelintrc.yaml': 'rules:\n  esc/removal-deadline: warn\n' }), overrides: {}, registry: ALL_RULES, now: TEST_NOW, allowCode: false });
    expect(config.rules.find((r) => r.rule.meta.id === 'esc/removal-deadline')?.severity).toBe('warn');
  });
});
