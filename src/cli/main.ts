/**
 * The command line: parse arguments, dispatch to a command, return an exit
 * code (0 clean, 1 lint errors or too many warnings, 2 usage, configuration
 * or internal error). Only `bin.ts` touches the process; everything here
 * writes through `io`, so tests run the CLI in-process too.
 *
 * This module only maps command names to lazily imported command modules
 * (each exports one `command`, `io.ts`); a command's option table gives its
 * `parseArgs` configuration and its help (`options.ts`).
 */
import { parseArgs } from 'node:util';
import { ConfigError } from '../config/resolve-config.js';
import { NoFilesError } from '../files/find-files.js';
import { PlanRefusal } from '../plan/plan-refusal.js';
import { RuleCrash } from '../engine/run-rules.js';
import { packageVersion } from '../package-info.js';
import { didYouMeanSuffix } from '../text/did-you-mean.js';
import { maskSecretsInText } from '../text/secrets.js';
import { COMMAND_NAMES, commandOf, isCommandName, type CommandName } from './command-names.js';
import { EXIT, type CliIo, type Command } from './io.js';
import { commandHelp, joinNegativeNumbers, optionsOf, parseArgsOptions, usageLine } from './options.js';
import { UsageError } from './usage-error.js';

/** Every command (command-names.ts gives their order); `lint` is the default. */
const COMMANDS: Record<CommandName, () => Promise<{ command: Command }>> = {
  lint: () => import('./lint-command.js'),
  rules: () => import('./rules-command.js'),
  explain: () => import('./explain-command.js'),
  plan: () => import('./plan-command.js'),
  report: () => import('./report-command.js'),
  test: () => import('./test-command.js'),
  init: () => import('./init-command.js'),
  import: () => import('./import-command.js'),
};

export { COMMAND_NAMES };

export async function loadCommand(name: string): Promise<Command> {
  if (!isCommandName(name)) throw new UsageError(`no command "${name}"`);
  return (await COMMANDS[name]()).command;
}

/** `edgelint --help`: every command with its one-line summary. */
async function generalHelp(): Promise<string> {
  const commands = await Promise.all(COMMAND_NAMES.map(loadCommand));
  const width = Math.max(...commands.map((c) => c.name.length), 'help'.length) + 2;
  return [
    `edgelint ${packageVersion()}: lint edge configuration (ESC, rulesets and expressions, managed rulesets, log push jobs)`,
    '',
    'Usage: edgelint [command] [options] [paths...]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    `  ${'help'.padEnd(width)}show the options of a command: edgelint help <command>`,
    '',
    'Options of every command: -h, --help; edgelint -v, --version prints the version.',
    'Run `edgelint help <command>` or `edgelint <command> --help` for a command\'s options, with defaults and examples.',
    '',
    'Exit codes: 0 no errors (and warnings within --max-warnings), 1 lint errors or too many warnings, 2 usage, configuration or internal error.',
    '',
  ].join('\n');
}

/** The screens that run no command (`commandOf` says `help`): the version, `--help` alone, `help [command]`. */
async function helpScreen(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv[0] === '--version' || argv[0] === '-v') {
    io.writeOut(`${packageVersion()}\n`);
    return EXIT.ok;
  }
  if (argv[0] !== 'help') return await help(undefined, io);
  if (argv.length > 2) throw new UsageError('help takes one command name: edgelint help <command>');
  return await help(argv[1], io);
}

/** `edgelint help [command]`. */
async function help(topic: string | undefined, io: CliIo): Promise<number> {
  if (topic === undefined) {
    io.writeOut(await generalHelp());
    return EXIT.ok;
  }
  if (!isCommandName(topic)) {
    throw new UsageError(`no command "${topic}"${didYouMeanSuffix(topic, COMMAND_NAMES) || `; the commands are ${COMMAND_NAMES.join(', ')}`}`);
  }
  io.writeOut(commandHelp(await loadCommand(topic)));
  return EXIT.ok;
}

export async function run(argv: readonly string[], given: CliIo): Promise<number> {
  // Whatever a command prints goes through the secret mask last (README "Security").
  const io: CliIo = { ...given, writeOut: (text) => given.writeOut(maskSecretsInText(text)), writeErr: (text) => given.writeErr(maskSecretsInText(text)) };
  try {
    // The same reading of the arguments the launcher names its code cache by.
    const name = commandOf(argv);
    if (name === 'help') return await helpScreen(argv, io);
    const rest = name === argv[0] ? argv.slice(1) : argv;
    const command = await loadCommand(name);
    let parsed;
    const options = optionsOf(command);
    try {
      parsed = parseArgs({ args: joinNegativeNumbers(rest, options), options: parseArgsOptions(options), allowPositionals: true, strict: true });
    } catch (error) {
      const reason = (error as Error).message.replace(/\. To specify a positional argument.*$/s, '');
      // A misspelt option (`--formt`): name the closest one the command has.
      const unknown = /^Unknown option '(--[^']+)'$/.exec(reason)?.[1];
      const suggestion = unknown === undefined ? '' : didYouMeanSuffix(unknown, options.map((o) => `--${o.name}`));
      throw new UsageError(`${reason}${suggestion}\nusage: ${usageLine(command)} (edgelint help ${command.name} lists the options)`);
    }
    if (parsed.values['help']) {
      io.writeOut(commandHelp(command));
      return EXIT.ok;
    }
    return await command.run(parsed.values as Record<string, unknown>, parsed.positionals, io);
  } catch (error) {
    return reportFailure(error, io);
  }
}

function reportFailure(error: unknown, io: CliIo): number {
  if (error instanceof ConfigError) {
    for (const p of error.problems) {
      const where = p.filePath ? `${p.filePath}${p.line ? `:${p.line}:${p.column ?? 1}` : ''}: ` : '';
      io.writeErr(`edgelint: invalid configuration: ${where}${p.message}\n`);
    }
    return EXIT.fatal;
  }
  if (error instanceof UsageError || error instanceof NoFilesError || error instanceof PlanRefusal) {
    io.writeErr(`edgelint: ${error.message}\n`);
    return EXIT.fatal;
  }
  if (error instanceof RuleCrash) {
    io.writeErr(`edgelint: internal error: ${error.message}\n`);
    return EXIT.fatal;
  }
  // Anything else is a bug in edgelint: a short message, never a stack trace (set EDGELINT_DEBUG=1 to see it).
  const message = error instanceof Error ? error.message : String(error);
  io.writeErr(`edgelint: internal error: ${message.split('\n')[0]}\n`);
  if (io.env['EDGELINT_DEBUG'] && error instanceof Error && error.stack) io.writeErr(`${error.stack}\n`);
  return EXIT.fatal;
}
