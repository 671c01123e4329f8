/**
 * Help and options: `edgelint --help` lists every command, `help <command>`
 * and `<command> --help` explain every option with its default and an
 * example that parses, one wording for bad choices, `--output` into new
 * folders, and README "Commands" generated from the same option tables.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cli as runCli, project as makeProject, type CliOutcome } from '../testing/cli-project.js';
import { expectReadmeSection } from '../testing/readme-section.js';
import type { Command } from './io.js';
import { COMMAND_NAMES, loadCommand } from './main.js';
import { defaultOf, optionSignature, optionsOf, parseArgsOptions, usageLine } from './options.js';

const cli = (args: string[], cwd = tmpdir()): Promise<CliOutcome> => runCli(args, cwd);

/** Split a command line the way a POSIX shell does for the quoting the examples use ('…' and "…"). */
function shellWords(line: string): string[] {
  const words: string[] = [];
  const re = /'([^']*)'|"((?:[^"\\]|\\.)*)"|(\S+)/g;
  let word = '';
  let last = 0;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    if (m.index > last && /\s/.test(line.slice(last, m.index)) && word) {
      words.push(word);
      word = '';
    }
    word += m[1] ?? m[2]?.replace(/\\(.)/g, '$1') ?? m[3];
    last = re.lastIndex;
  }
  if (word) words.push(word);
  return words;
}

const commands: Command[] = await Promise.all(COMMAND_NAMES.map(loadCommand));

describe('edgelint --help', () => {
  it('lists every command with its summary, and help itself', async () => {
    const out = await cli(['--help']);
    expect(out.code).toBe(0);
    for (const c of commands) expect(out.stdout).toMatch(new RegExp(`^  ${c.name} +${c.summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
    expect(out.stdout).toMatch(/^ {2}help +show the options of a command/m);
    expect((await cli(['help'])).stdout).toBe(out.stdout);
    expect((await cli(['-h'])).stdout).toBe(out.stdout);
  });

  it('names an unknown command with a suggestion, exit 2', async () => {
    expect(await cli(['help', 'plna'])).toEqual({ code: 2, stdout: '', stderr: 'edgelint: no command "plna"; did you mean `plan`?\n' });
    expect((await cli(['help', 'zzz'])).stderr).toBe(`edgelint: no command "zzz"; the commands are ${COMMAND_NAMES.join(', ')}\n`);
  });
});

describe.each(commands.map((c) => [c.name, c] as const))('edgelint help %s', (name, command) => {
  it('is the same as --help and explains every option with its default and an example', async () => {
    const help = await cli(['help', name]);
    expect(help.code).toBe(0);
    expect((await cli([name, '--help'])).stdout).toBe(help.stdout);
    expect(help.stdout).toContain(`Usage: ${usageLine(command)}`);
    for (const o of optionsOf(command)) {
      const at = help.stdout.indexOf(`  ${optionSignature(o)}  `);
      expect(at, `--${o.name}`).toBeGreaterThan(0);
      const block = help.stdout.slice(at, help.stdout.indexOf('example:', at));
      expect(block.replace(/\s+/g, ' ')).toContain(`default: ${defaultOf(o)}`);
      if (o.choices) expect(block.replace(/\s+/g, ' ')).toContain(o.choices.join(', '));
    }
    // Fits 80 columns, but for command lines, which are never broken so they can be copied.
    const options = help.stdout.slice(0, help.stdout.indexOf('\nExamples:'));
    expect(options.split('\n').filter((l) => l.length > 80 && !/^ +example: /.test(l))).toEqual([]);
  });

  it('has examples that name the command and parse with its options', () => {
    const prefix = name === 'lint' ? ['edgelint'] : ['edgelint', name];
    for (const example of [...optionsOf(command).map((o) => o.example), ...command.examples]) {
      // What follows a pipe is another program.
      const words = shellWords(example.split(' | ')[0]!);
      expect(words.slice(0, prefix.length), example).toEqual(prefix);
      // `edgelint help plan` style examples aside, every example is a valid command line.
      const args = words.slice(prefix.length);
      expect(() => parseArgs({ args, options: parseArgsOptions(optionsOf(command)), allowPositionals: true, strict: true }), example).not.toThrow();
    }
  });
});

describe('options', () => {
  it('checks every choice with one wording', async () => {
    const dir = makeProject({}, 'edgelint-help-');
    expect((await cli(['plan', '--format', 'pdf'], dir)).stderr).toBe('edgelint: --format must be one of json, curl, http, md, terraform, not "pdf"\n');
    expect((await cli(['plan', '--auth', 'basic'], dir)).stderr).toBe('edgelint: --auth must be one of spec, key, token, not "basic"\n');
    expect((await cli(['--tier', 'gold'], dir)).stderr).toBe('edgelint: --tier must be one of free, pro, business, enterprise, not "gold"\n');
    expect((await cli(['--tier', 'Pro'], dir)).stderr).toBe('edgelint: --tier must be one of free, pro, business, enterprise, not "Pro"; did you mean `pro`?\n');
    const phase = await cli(['explain', 'ssl', '--phase', 'http_request_firewall_custm'], dir);
    expect(phase.stderr).toMatch(/^edgelint: --phase must be one of http_request_sanitize, http_request_dynamic_redirect, http_request_transform, … \(\d+ values; see --help\), not "http_request_firewall_custm"; did you mean `http_request_firewall_custom`\?\n$/);
    expect((await cli(['rules', '-f', 'yaml'], dir)).code).toBe(2);
  });

  it('an unknown option shows the usage line and where the options are', async () => {
    const out = await cli(['report', '--frobnicate']);
    expect(out.code).toBe(2);
    expect(out.stderr).toBe("edgelint: Unknown option '--frobnicate'\nusage: edgelint report [paths...] [options] (edgelint help report lists the options)\n");
  });

  it.each([
    [['--formt', 'json'], "Unknown option '--formt'; did you mean `--format`?"],
    [['--max-warning', '0'], "Unknown option '--max-warning'; did you mean `--max-warnings`?"],
    [['--Cache'], "Unknown option '--Cache'; did you mean `--cache`?"],
  ])('a misspelt option %j names the closest one', async (args, message) => {
    const out = await cli(['lint', ...args]);
    expect(out.code).toBe(2);
    expect(out.stderr.split('\n')[0]).toBe(`edgelint: ${message}`);
  });
});

describe('--output', () => {
  const RULESET = 'phase: magic_transit\nrules:\n  - action: blok\n    expression: "true"\n';
  const project = (): string => makeProject({ 'edge/fw.yaml': RULESET }, 'edgelint-output-');

  it('creates missing folders, for lint, plan and report', async () => {
    const dir = project();
    expect((await cli(['edge', '-f', 'json', '-o', 'reports/lint/out.json'], dir)).code).toBe(1);
    expect(JSON.parse(readFileSync(join(dir, 'reports/lint/out.json'), 'utf8'))).toHaveLength(1);
    expect((await cli(['report', 'edge', '-o', 'reports/esc/report.md'], dir)).code).toBe(0);
    expect(readFileSync(join(dir, 'reports/esc/report.md'), 'utf8')).toMatch(/^# /);
    expect((await cli(['plan', 'edge', '--force', '-f', 'curl', '-o', 'plans/a/apply.sh'], dir)).code).toBe(0);
    expect(readFileSync(join(dir, 'plans/a/apply.sh'), 'utf8')).toMatch(/^#!/);
  });

  it('refuses a folder with one line, exit 2', async () => {
    const dir = project();
    mkdirSync(join(dir, 'out'));
    for (const args of [['edge', '-o', 'out'], ['report', 'edge', '-o', 'out'], ['plan', 'edge', '--force', '-o', 'out']]) {
      expect(await cli(args, dir)).toEqual({ code: 2, stdout: '', stderr: 'edgelint: --output out is a folder; name a file\n' });
    }
  });

  it('reports a path it cannot write (a file in the way of a folder) with one line, exit 2', async () => {
    const dir = project();
    writeFileSync(join(dir, 'blocker'), '');
    expect(await cli(['edge', '-o', 'blocker/out.txt'], dir)).toEqual({ code: 2, stdout: '', stderr: 'edgelint: cannot write --output blocker/out.txt: a file stands where a folder of the path should be\n' });
  });
});

/** README "Commands": every command's options, generated from the option tables. */
function optionsReference(): string {
  const sections = commands.map((c) => {
    const rows = optionsOf(c).map((o) => {
      const cell = (text: string): string => text.replace(/\|/g, '\\|');
      const values = o.choices ? ` (${o.choices.map((v) => `\`${v}\``).join(', ')})` : '';
      return `| \`${cell(optionSignature(o).trim())}\` | ${cell(o.description)}${values}${o.multiple ? ', repeatable' : ''} | ${cell(defaultOf(o))} | \`${cell(o.example)}\` |`;
    });
    return [`**\`${usageLine(c)}\`**: ${c.summary}.`, '', '| option | what it does | default | example |', '|---|---|---|---|', ...rows].join('\n');
  });
  return `\n${sections.join('\n\n')}\n`;
}

it('README "Commands" documents every option of every command (UPDATE_GOLDEN=1 regenerates it)', () => {
  expectReadmeSection('OPTIONS', optionsReference());
});
