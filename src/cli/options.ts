/**
 * One option table per command, ESLint style (lib/options.js feeds both
 * parsing and `generateHelp()`): from the same rows come the `parseArgs`
 * configuration, the usage line, `edgelint help <command>`, the defaults and
 * the check of every option that takes one of a fixed set of values — so
 * they cannot drift apart. README "Commands" is generated from them too
 * (`src/cli/help.test.ts` keeps it in step).
 */
import type { ParseArgsConfig } from 'node:util';
import { didYouMeanSuffix } from '../text/did-you-mean.js';
import type { CliOption, Command } from './io.js';
import { UsageError } from './usage-error.js';

/** The command's options with `--help`, which every command takes, last. */
export function optionsOf(command: Pick<Command, 'name' | 'options'>): readonly CliOption[] {
  const help: CliOption = { name: 'help', short: 'h', type: 'boolean', description: 'show this help', example: `edgelint ${command.name} --help` };
  return [...command.options, help];
}

/** The `parseArgs` options of a command. */
export function parseArgsOptions(options: readonly CliOption[]): NonNullable<ParseArgsConfig['options']> {
  const out: NonNullable<ParseArgsConfig['options']> = {};
  for (const o of options) {
    out[o.name] = { type: o.type, ...(o.short ? { short: o.short } : {}), ...(o.multiple ? { multiple: true } : {}) };
  }
  return out;
}

/**
 * The arguments with a negative number joined to the option before it that
 * takes a value (`--max-warnings -1` → `--max-warnings=-1`, as ESLint reads it):
 * `parseArgs` refuses a value that starts with `-` as ambiguous. Arguments after
 * `--` are left as they are.
 */
export function joinNegativeNumbers(args: readonly string[], options: readonly CliOption[]): string[] {
  const takesValue = new Set(options.filter((o) => o.type === 'string').flatMap((o) => [`--${o.name}`, ...(o.short ? [`-${o.short}`] : [])]));
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') return [...out, ...args.slice(i)];
    const next = args[i + 1];
    if (takesValue.has(arg) && next !== undefined && /^-\d+$/.test(next)) {
      out.push(arg.startsWith('--') ? `${arg}=${next}` : `${arg}${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/**
 * A value that must be one of `choices`; throws the one wording every
 * command uses: `--format must be one of md, json, curl, http, not "x"`.
 * Long lists are shortened and a close match is offered.
 */
export function checkChoice(name: string, value: string, choices: readonly string[]): void {
  if (choices.includes(value)) return;
  const shown = choices.length <= 10 ? choices.join(', ') : `${choices.slice(0, 3).join(', ')}, … (${choices.length} values; see --help)`;
  throw new UsageError(`--${name} must be one of ${shown}, not "${value}"${didYouMeanSuffix(value, choices)}`);
}

/**
 * The command's values with the table's defaults filled in and every choice
 * checked. Commands call it first, so a command function run directly (as
 * tests do) behaves as it does from the command line.
 */
export function readOptions(options: readonly CliOption[], values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const o of options) {
    if (out[o.name] === undefined && o.default !== undefined) out[o.name] = o.default;
    const value = out[o.name];
    if (!o.choices || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) checkChoice(o.name, String(item), o.choices);
  }
  return out;
}

/** `-f, --format <name>` */
export function optionSignature(o: CliOption): string {
  const long = `--${o.name}${o.type === 'string' ? ` <${o.arg ?? 'value'}>` : ''}`;
  return o.short ? `-${o.short}, ${long}` : `    ${long}`;
}

/** The option's default as help states it. */
export function defaultOf(o: CliOption): string {
  if (o.defaultText) return o.defaultText;
  if (o.default !== undefined) return o.default;
  return o.type === 'boolean' ? 'off' : 'none';
}

/** `edgelint plan [paths...] [options]` */
export function usageLine(command: Pick<Command, 'name' | 'operands'>): string {
  const name = command.name === 'lint' ? '[lint]' : command.name;
  return ['edgelint', name, command.operands, '[options]'].filter(Boolean).join(' ');
}

/** `edgelint help <command>` and `edgelint <command> --help`: every option with its values, default and an example. */
export function commandHelp(command: Command): string {
  const options = optionsOf(command);
  const width = Math.max(...options.map((o) => optionSignature(o).length)) + 2;
  const indent = ' '.repeat(2 + width);
  const lines = [...wrap(`edgelint ${command.name}: ${command.summary}`, HELP_WIDTH), '', `Usage: ${usageLine(command)}`, '', ...wrap(command.description, HELP_WIDTH), '', 'Options:'];
  for (const o of options) {
    const values = o.choices ? `: ${o.choices.join(', ')}` : '';
    const described = wrap(`${o.description}${values}${o.multiple ? ' (repeatable)' : ''}`, HELP_WIDTH - indent.length);
    lines.push(`  ${optionSignature(o).padEnd(width)}${described[0] ?? ''}`, ...described.slice(1).map((l) => indent + l));
    lines.push(...wrap(`default: ${defaultOf(o)}`, HELP_WIDTH - indent.length).map((l) => indent + l));
    // An example is a command line: never broken, so it can be copied.
    lines.push(`${indent}example: ${o.example}`);
  }
  if (command.examples.length) lines.push('', 'Examples:', ...command.examples.map((e) => `  ${e}`));
  return `${lines.join('\n')}\n`;
}

/** Help is written for an 80-column terminal. */
const HELP_WIDTH = 80;

/** Greedy word wrap for help text (a word longer than the width gets a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
