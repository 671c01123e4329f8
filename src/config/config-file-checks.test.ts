/**
 * A configuration file that says a thing twice, holds data JSON cannot, or
 * `$import`s what cannot be read stops the run at its position (exit 2): a
 * CI lint that went on with defaults would pass what the configuration was
 * written to fail. Each invalid case checks every problem's exact place.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../rules/index.js';
import { TEST_NOW } from '../testing/rule-tester.js';
import { tempProject } from '../testing/temp-project.js';
import { loadConfig } from './load-config.js';
import { ConfigError } from './resolve-config.js';

async function problemsOf(cwd: string, configPath?: string): Promise<ConfigError['problems']> {
  try {
    await loadConfig({ cwd, overrides: {}, registry: ALL_RULES, now: TEST_NOW, ...(configPath ? { configPath } : {}) });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const severityOf = async (cwd: string, id: string): Promise<string | undefined> =>
  (await loadConfig({ cwd, overrides: {}, registry: ALL_RULES, now: TEST_NOW })).rules.find((r) => r.rule.meta.id === id)?.severity;

interface InvalidCase {
  readonly name: string;
  readonly files: Record<string, string>;
  /** Passed as `--config`. */
  readonly configPath?: string;
  /** [file, line, column, message]. */
  readonly problems: readonly (readonly [string, number, number, string])[];
}

const INVALID: readonly InvalidCase[] = [
  {
    name: 'a missing $import (found by search: it used to mean "no configuration here")',
    files: { '.edgelintrc.yaml': '$import: shared.yaml\nrules: {esc/removal-deadline: error}\n' },
    problems: [['.edgelintrc.yaml', 1, 10, '`$import` names a file that does not exist: shared.yaml; fix the path or create the file']],
  },
  {
    name: 'a missing $import with --config names the file that imports it',
    files: { 'conf/edge.yaml': 'rules: {}\n$import:\n  - base.yaml\n  - ./missing.yaml\n', 'conf/base.yaml': 'rules: {}\n' },
    configPath: 'conf/edge.yaml',
    problems: [['conf/edge.yaml', 4, 5, '`$import` names a file that does not exist: ./missing.yaml; fix the path or create the file']],
  },
  {
    name: 'a missing $import in an imported file',
    files: { '.edgelintrc.json': '{"$import": "base.json"}\n', 'base.json': '{\n  "$import": ["gone.json"]\n}\n' },
    problems: [['base.json', 2, 15, '`$import` names a file that does not exist: gone.json; fix the path or create the file']],
  },
  {
    name: 'an $import of a folder, and one that is not a path',
    files: { '.edgelintrc.yaml': '$import: [shared, 42]\n', 'shared/x.yaml': 'rules: {}\n' },
    problems: [
      ['.edgelintrc.yaml', 1, 11, '`$import` names a folder, not a file: shared'],
      ['.edgelintrc.yaml', 1, 19, '`$import` takes a file path or a list of file paths'],
    ],
  },
  {
    name: 'an $import cycle is named file by file, at the import that closes it',
    files: { '.edgelintrc.yaml': '$import: b.yaml\n', 'b.yaml': 'rules: {}\n$import: .edgelintrc.yaml\n' },
    problems: [['b.yaml', 2, 10, '`$import` makes a cycle: .edgelintrc.yaml → b.yaml → .edgelintrc.yaml; remove one import']],
  },
  {
    name: 'a file that imports itself',
    files: { '.edgelintrc.yaml': 'rules: {}\n$import: ./.edgelintrc.yaml\n' },
    problems: [['.edgelintrc.yaml', 2, 10, '`$import` names the file it is written in; remove that entry']],
  },
  {
    name: 'a duplicate top-level key (the first `rules` was dropped without a word)',
    files: { '.edgelintrc.yaml': 'rules: {esc/removal-deadline: error}\nrules: {}\n' },
    problems: [['.edgelintrc.yaml', 2, 1, 'Duplicate key `rules`; line 1 has it too; write each setting once']],
  },
  {
    name: 'a duplicate rule in JSON',
    files: { '.edgelintrc.json': '{"rules": {\n  "esc/removal-deadline": "error",\n  "esc/removal-deadline": "off"\n}}\n' },
    problems: [['.edgelintrc.json', 3, 3, 'Duplicate key `esc/removal-deadline`; line 2 has it too; write each setting once']],
  },
  {
    name: 'a duplicate key in package.json#edgelint (and not outside it)',
    files: { 'package.json': '{"name": "p", "private": true, "private": true,\n "edgelint": {"tier": "pro", "tier": "free"}}\n' },
    problems: [['package.json', 2, 30, 'Duplicate key `tier`; line 2 has it too; write each setting once']],
  },
  {
    name: 'a second YAML document, at its `---`',
    files: { '.edgelintrc.yaml': 'rules: {}\n---\nrules: {esc/removal-deadline: error}\n' },
    problems: [['.edgelintrc.yaml', 2, 1, 'a configuration file holds one YAML document; remove this second one or move it to its own file']],
  },
  {
    name: 'binary data where a mapping belongs (was about 100 messages at 1:1)',
    files: { '.edgelintrc.yaml': 'rules: !!binary aGVsbG8=\n' },
    problems: [['.edgelintrc.yaml', 1, 17, 'binary data is not a configuration value; write a string, number, boolean, list or mapping']],
  },
  {
    name: 'a timestamp where a date string belongs',
    files: { '.edgelintrc.yaml': 'tier: pro\nnow: !!timestamp 2024-01-01\n' },
    problems: [['.edgelintrc.yaml', 2, 18, 'a timestamp is not a configuration value; write a string, number, boolean, list or mapping']],
  },
];

describe('configuration files: invalid', () => {
  for (const c of INVALID) {
    it(c.name, async () => {
      const dir = tempProject(c.files);
      const problems = await problemsOf(dir, c.configPath);
      expect(problems).toEqual(c.problems.map(([file, line, column, message]) => ({ message, filePath: join(dir, file), line, column })));
    });
  }
});

describe('configuration files: valid', () => {
  it('an $import is merged under the file that names it', async () => {
    const dir = tempProject({ '.edgelintrc.yaml': '$import: [conf/base.yaml]\nrules: {esc/removal-deadline: warn}\n', 'conf/base.yaml': 'rules: {esc/removal-deadline: error, esc/disable-secret: off}\n' });
    expect(await severityOf(dir, 'esc/removal-deadline')).toBe('warn');
    expect(await severityOf(dir, 'esc/disable-secret')).toBeUndefined();
  });

  it('a package.json with duplicate keys outside `edgelint`, or without it, is not a configuration problem', async () => {
    expect(await problemsOf(tempProject({ 'package.json': '{"name": "p", "name": "q", "edgelint": {"tier": "pro"}}\n' }))).toEqual([]);
    expect(await problemsOf(tempProject({ 'package.json': '{"name": "p", "name": "q"}\n' }))).toEqual([]);
  });

  it('a merge key is not a duplicate', async () => {
    const dir = tempProject({ '.edgelintrc.yaml': 'x-base: &base {esc/removal-deadline: error}\nrules:\n  <<: *base\n  esc/removal-deadline: warn\n' });
    const problems = await problemsOf(dir);
    expect(problems.map((p) => p.message).filter((m) => m.startsWith('Duplicate'))).toEqual([]);
  });
});

describe('a code configuration', () => {
  it('its missing $import is reported, not taken for "no configuration"', async () => {
    const dir = tempProject({ 'edgelint.config.mjs': 'export default { $import: "base.yaml", rules: {} };\n' }, { packageJson: '{"name": "p", "private": true, "type": "module"}\n' });
    expect(await problemsOf(dir)).toEqual([{ message: '`$import` names a file that does not exist: base.yaml; fix the path or create the file', filePath: join(dir, 'edgelint.config.mjs') }]);
  });
});

describe('a code configuration that shares or cycles its objects', () => {
  it('is walked once per object: a cycle is one unknown key, not a run that never ends', async () => {
    const text = 'const c = { rules: {} };\nc.self = c;\nlet x = {};\nfor (let i = 0; i < 40; i++) x = { a: x, b: x };\nc.x = x;\nexport default c;\n';
    const dir = tempProject({ 'edgelint.config.mjs': text }, { packageJson: '{"name": "p", "private": true, "type": "module"}\n' });
    expect((await problemsOf(dir)).map((p) => p.message)).toEqual(['unknown configuration key `self`', 'unknown configuration key `x`']);
  });
});
