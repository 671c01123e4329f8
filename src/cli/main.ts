/**
 * The command line: parse arguments, dispatch to a command, return an exit
 * code (0 clean, 1 lint errors or too many warnings, 2 usage, configuration
 * or internal error). Only `bin.ts` touches the process; everything here
 * writes through `io`, so tests run the CLI in-process too.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError } from '../config/resolve-config.js';
import { NoFilesError } from '../files/find-files.js';
import { RuleCrash } from '../engine/run-rules.js';
import { packageVersion } from '../package-info.js';
import { UsageError } from './usage-error.js';
import { maskSecretsInText } from '../text/secrets.js';
import { COMMON_OPTIONS } from './config-and-files.js';

export interface CliIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  writeOut(text: string): void;
  writeErr(text: string): void;
}

export const EXIT = { ok: 0, problems: 1, fatal: 2 } as const;

interface Command {
  readonly summary: string;
  readonly options: NonNullable<ParseArgsConfig['options']>;
  readonly usage: string;
  run(values: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number>;
}


const COMMANDS: Record<string, () => Promise<Command>> = {
  lint: async () => ({
    summary: 'lint files, folders or globs (the default command)',
    usage: 'edgelint [lint] [paths...] [--config file] [--rule id:severity] [--now YYYY-MM-DD] [--tier plan] [--format pretty|json|sarif|github] [--output file] [--max-warnings N] [--quiet] [--fix]',
    options: {
      ...COMMON_OPTIONS,
      'max-warnings': { type: 'string' },
      quiet: { type: 'boolean', short: 'q' },
      fix: { type: 'boolean' },
    },
    run: (await import('./lint-command.js')).lintCommand,
  }),
  explain: async () => {
    const { EXPLAIN_OPTIONS, EXPLAIN_USAGE, explainCommand } = await import('./explain-command.js');
    return { summary: 'explain a Rules-language expression: normalised form, typed tree, problems', usage: EXPLAIN_USAGE, options: EXPLAIN_OPTIONS, run: explainCommand };
  },
  plan: async () => {
    const m = await import('./plan-command.js');
    return { summary: m.PLAN_SUMMARY, usage: m.PLAN_USAGE, options: m.PLAN_OPTIONS, run: m.planCommand };
  },
  report: async () => {
    const [m, { planScope }] = await Promise.all([import('./report-command.js'), import('../plan/index.js')]);
    // The migration report lists each scope's planned calls (issue 7 item 8).
    const run = m.createReportCommand({ planCalls: ({ document, filePath, scope }) => planScope(document, scope, { filePath }) });
    return { summary: m.REPORT_SUMMARY, usage: m.REPORT_USAGE, options: m.REPORT_OPTIONS, run };
  },
  test: async () => {
    const m = await import('./test-command.js');
    return { summary: m.TEST_SUMMARY, usage: m.TEST_USAGE, options: m.TEST_OPTIONS, run: m.testCommand };
  },
  rules: async () => ({
    summary: 'list the rules with their default severity and description',
    usage: 'edgelint rules [--format text|json]',
    options: { format: COMMON_OPTIONS.format, help: COMMON_OPTIONS.help },
    run: (await import('./rules-command.js')).rulesCommand,
  }),
};

function helpText(): string {
  return [
    'edgelint — lint edge configuration (ESC, rulesets and expressions, managed rulesets, log push jobs)',
    '',
    'Usage: edgelint [command] [options] [paths...]',
    '',
    'Commands:',
    '  lint      lint files, folders or globs (default)',
    '  rules     list the rules',
    '  explain   explain a Rules-language expression: normalised form, typed tree, problems',
    '  plan      print the API calls that bring the account and zones to the described state',
    '  report    write the ESC migration report (md, json, html)',
    '  test      run the *.edgetest.yaml tests: evaluate the configuration on sample requests',
    '',
    'Lint options:',
    '  -c, --config <file>     use this configuration file instead of searching for one',
    '      --rule <id:sev>     set a rule\'s severity (off|info|warn|error), repeatable; id:sev:{json} adds options',
    '      --now <YYYY-MM-DD>  the date deadline rules compare against (default: today)',
    '      --tier <plan>       the account\'s plan: free|pro|business|enterprise',
    '  -f, --format <name>     pretty (default), json, sarif, github',
    '  -o, --output <file>     write the report to a file',
    '      --max-warnings <n>  exit 1 when there are more warnings than n',
    '  -q, --quiet             report errors only',
    '      --fix               apply automatic fixes to the files',
    '      --no-code-config    refuse configuration files that run code (for untrusted changes)',
    '      --no-follow-symlinks  follow no symbolic link when expanding folders and patterns',
    '      --allow-outside-project  let links and configured `files` patterns reach outside the project',
    '  -h, --help              show help for a command',
    '  -v, --version           print the version',
    '',
    'Exit codes: 0 no errors (and warnings within --max-warnings), 1 lint errors or too many warnings, 2 usage, configuration or internal error.',
    '',
  ].join('\n');
}

export async function run(argv: readonly string[], given: CliIo): Promise<number> {
  // Whatever a command prints goes through the secret mask last (README "Security").
  const io: CliIo = { ...given, writeOut: (text) => given.writeOut(maskSecretsInText(text)), writeErr: (text) => given.writeErr(maskSecretsInText(text)) };
  try {
    if (argv[0] === '--version' || argv[0] === '-v') {
      io.writeOut(`${packageVersion()}\n`);
      return EXIT.ok;
    }
    if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h')) {
      io.writeOut(helpText());
      return EXIT.ok;
    }
    const first = argv[0];
    const name = first !== undefined && Object.hasOwn(COMMANDS, first) ? first : 'lint';
    const rest = name === first ? argv.slice(1) : argv;
    const command = await COMMANDS[name]!();
    let parsed;
    try {
      parsed = parseArgs({ args: [...rest], options: command.options, allowPositionals: true, strict: true });
    } catch (error) {
      throw new UsageError(`${(error as Error).message.replace(/\. To specify a positional argument.*$/s, '')}\nusage: ${command.usage}`);
    }
    if (parsed.values['help']) {
      io.writeOut(`${command.summary}\n\nusage: ${command.usage}\n`);
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
  if (error instanceof UsageError || error instanceof NoFilesError) {
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
