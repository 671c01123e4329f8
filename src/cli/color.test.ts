/** When the terminal formats colour their output: flags, then FORCE_COLOR, NO_COLOR, TERM=dumb, then a terminal on stdout. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, project } from '../testing/cli-project.js';
import { useColor } from './color.js';

const ANSI = /\u001b\[\d+m/;

describe('useColor', () => {
  const cases: [string, { color?: boolean; noColor?: boolean }, Record<string, string>, boolean, boolean, boolean][] = [
    ['a terminal', {}, {}, true, false, true],
    ['a pipe', {}, {}, false, false, false],
    ['a file, even from a terminal', {}, {}, true, true, false],
    ['NO_COLOR on a terminal', {}, { NO_COLOR: '1' }, true, false, false],
    ['an empty NO_COLOR is not set (no-color.org)', {}, { NO_COLOR: '' }, true, false, true],
    ['FORCE_COLOR in a pipe', {}, { FORCE_COLOR: '1' }, false, false, true],
    ['FORCE_COLOR= (empty) in a pipe', {}, { FORCE_COLOR: '' }, false, false, true],
    ['FORCE_COLOR=0 on a terminal', {}, { FORCE_COLOR: '0' }, true, false, false],
    ['FORCE_COLOR before NO_COLOR', {}, { FORCE_COLOR: '1', NO_COLOR: '1' }, false, false, true],
    ['TERM=dumb', {}, { TERM: 'dumb' }, true, false, false],
    ['--color into a pipe', { color: true }, {}, false, false, true],
    ['--color into a file', { color: true }, {}, false, true, true],
    ['--color over NO_COLOR', { color: true }, { NO_COLOR: '1' }, false, false, true],
    ['--no-color over FORCE_COLOR', { noColor: true }, { FORCE_COLOR: '3' }, true, false, false],
  ];
  it.each(cases)('%s', (_, flags, env, isTTY, toFile, expected) => {
    expect(useColor(flags, { env, stdoutIsTTY: () => isTTY }, toFile)).toBe(expected);
  });
});

describe('the lint command', () => {
  const dir = project({ 'e.yaml': 'phase: magic_transit\nrules:\n  - action: blok\n    expression: "true"\n' }, 'edgelint-color-');

  async function lint(args: string[], env: Record<string, string>, stdoutIsTTY: boolean): Promise<string> {
    const out = await cli(['e.yaml', ...args], dir, { env, stdoutIsTTY });
    expect(out.code).toBe(1);
    return out.stdout;
  }

  it('colours a terminal, not a pipe, a NO_COLOR terminal or --no-color', async () => {
    for (const format of ['pretty', 'codeframe']) {
      expect(await lint(['-f', format], {}, true)).toMatch(ANSI);
      expect(await lint(['-f', format], {}, false)).not.toMatch(ANSI);
      expect(await lint(['-f', format], { NO_COLOR: '1' }, true)).not.toMatch(ANSI);
      expect(await lint(['-f', format, '--no-color'], {}, true)).not.toMatch(ANSI);
      expect(await lint(['-f', format, '--color'], {}, false)).toMatch(ANSI);
    }
  }, 30_000);

  it('writes plain text to --output, unless --color', async () => {
    await lint(['-o', 'plain.txt'], { FORCE_COLOR: '1' }, true);
    expect(readFileSync(join(dir, 'plain.txt'), 'utf8')).not.toMatch(ANSI);
    await lint(['-o', 'colour.txt', '--color'], {}, false);
    expect(readFileSync(join(dir, 'colour.txt'), 'utf8')).toMatch(ANSI);
  });
});
