/**
 * `edgelint [lint] [paths...]`: the main job, a thin shell over the
 * library's `lint` (`src/api/lint.ts`: configuration, files, per-file
 * lint, bulk suppressions). Here: the flags, standard input, writing fixes
 * and the suppressions file, `--quiet`, the format, and the exit code the
 * way ESLint decides it (1 for errors or more warnings than
 * --max-warnings; 2 for usage and configuration errors, and for recorded
 * suppressions that no longer occur).
 */
import { lint, writeFixes, type LintProjectOptions, type SuppressionsOptions, type SuppressionsOutcome } from '../api/lint.js';
import type { Concurrency } from '../api/concurrency.js';
import { formatResults } from '../api/format.js';
import { projectPath } from '../files/project-path.js';
import { cacheLocationProblem, cachePath, DEFAULT_CACHE_FILE, type CacheStrategy } from '../api/cache-location.js';
import { loadConfig } from '../api/project.js';
import { effectiveConfig } from '../config/effective-config.js';
import { makeResult, type LintResult } from '../engine/lint-result.js';
import { FORMAT_NAMES, formatShowsCode } from '../formatters/formatter.js';
import { writeSuppressionsFile } from '../suppressions/suppressions-file.js';
import { maskSecretsInText } from '../text/secrets.js';
import { secretRanges } from '../formatters/secret-ranges.js';
import { didYouMeanSuffix } from '../text/did-you-mean.js';
import { useColor } from './color.js';
import { configOptions, formatOption, outputOption, projectOptions, safetyOptions } from './config-and-files.js';
import { EXIT, writeError, writeOutput, type CliIo, type CliOption, type Command } from './io.js';
import { readOptions } from './options.js';
import { counted } from '../text/counted.js';
import { UsageError } from './usage-error.js';

const OPTIONS: readonly CliOption[] = [
  ...configOptions('lint'),
  ...safetyOptions('lint'),
  formatOption(FORMAT_NAMES, 'pretty', 'edgelint --format sarif --output edgelint.sarif'),
  outputOption('edgelint --format junit --output reports/edgelint.xml'),
  {
    name: 'max-warnings',
    type: 'string',
    arg: 'n',
    defaultText: 'no limit (-1, as in ESLint)',
    description: 'exit 1 when there are more than n warnings',
    example: 'edgelint --max-warnings 0',
  },
  { name: 'quiet', short: 'q', type: 'boolean', description: 'report errors only', example: 'edgelint --quiet' },
  { name: 'fix', type: 'boolean', description: 'apply automatic fixes to the files, then report what is left', example: 'edgelint --fix edge/' },
  {
    name: 'fix-dry-run',
    type: 'boolean',
    description: 'compute automatic fixes without writing them; the json format shows the fixed text as `output` (unless it holds a secret: then each message has its `fix`)',
    example: 'edgelint --stdin --stdin-filename edge/zone.yaml --fix-dry-run --format json',
  },
  { name: 'stdin', type: 'boolean', description: 'lint the text on standard input instead of files', example: 'edgelint --stdin --stdin-filename edge/zone.yaml < edge/zone.yaml' },
  {
    name: 'stdin-filename',
    type: 'string',
    arg: 'path',
    defaultText: 'none: the text is linted with the top-level settings, as `<text>`',
    description: 'the file standard input stands for: its configuration, `files` and `ignores` patterns and the path in the results',
    example: 'edgelint --stdin --stdin-filename edge/zone.yaml --format json',
  },
  { name: 'no-warn-ignored', type: 'boolean', description: 'say nothing about files named on the command line that the configuration ignores', example: 'edgelint legacy/zone.yaml --no-warn-ignored' },
  {
    name: 'print-config',
    type: 'string',
    arg: 'file',
    description: 'print the settings the file is linted with (rules, dates, tier, lists, the overrides that apply) as JSON, and lint nothing',
    example: 'edgelint --print-config edge/zones/shop.yaml',
  },
  {
    name: 'suppress-all',
    type: 'boolean',
    description: 'record every error of this run in the suppressions file, so later runs report only new ones',
    example: 'edgelint --fix --suppress-all',
  },
  {
    name: 'suppress-rule',
    type: 'string',
    multiple: true,
    arg: 'id',
    description: "record this rule's errors of this run in the suppressions file",
    example: 'edgelint --suppress-rule esc/removal-deadline',
  },
  {
    name: 'prune-suppressions',
    type: 'boolean',
    description: 'lower the counts in the suppressions file to the errors this run still finds',
    example: 'edgelint --prune-suppressions',
  },
  {
    name: 'suppressions-location',
    type: 'string',
    arg: 'file',
    default: 'edgelint-suppressions.json',
    description: 'the suppressions file, relative to the working folder',
    example: 'edgelint --suppressions-location ci/edgelint-suppressions.json',
  },
  {
    name: 'pass-on-unpruned-suppressions',
    type: 'boolean',
    description: 'do not fail when the suppressions file records errors that no longer occur',
    example: 'edgelint --pass-on-unpruned-suppressions',
  },
  {
    name: 'concurrency',
    type: 'string',
    arg: 'n|auto|off',
    default: 'auto',
    description: 'lint files on n threads (this one and n-1 workers); auto: one per two cores when the files are enough to pay for the workers; off (or 1): this thread only. The output is the same',
    example: 'edgelint --concurrency 4',
  },
  { name: 'cache', type: 'boolean', description: 'reuse the results of files unchanged since the last run (same content, configuration and edgelint version) and save this run\'s', example: 'edgelint --cache' },
  {
    name: 'cache-location',
    type: 'string',
    arg: 'path',
    default: DEFAULT_CACHE_FILE,
    description: 'the cache file, relative to the working folder; a folder (existing, or ending with /) holds it as .edgelintcache. A device, a FIFO or a file that is not a cache is refused, never overwritten',
    example: 'edgelint --cache --cache-location node_modules/.cache/edgelint/',
  },
  {
    name: 'cache-strategy',
    type: 'string',
    arg: 'strategy',
    choices: ['content', 'metadata'],
    default: 'content',
    description: 'how the cache tells a file unchanged: by a hash of its content, or by its size and modification time',
    example: 'edgelint --cache --cache-strategy metadata',
  },
  {
    name: 'color',
    type: 'boolean',
    defaultText: 'on for a terminal, unless NO_COLOR is set; FORCE_COLOR forces it',
    description: 'colour the pretty and codeframe formats, also in pipes and files',
    example: 'edgelint --color | less -R',
  },
  { name: 'no-color', type: 'boolean', description: 'never colour the output', example: 'edgelint --no-color' },
];

/** The flags that combine only in some ways, checked before anything is read. */
function checkCombinations(values: Record<string, unknown>, positionals: readonly string[]): void {
  const stdin = values['stdin'] === true;
  if (values['stdin-filename'] !== undefined && !stdin) throw new UsageError('--stdin-filename names the file standard input stands for; add --stdin');
  if (stdin && positionals.length) throw new UsageError(`--stdin lints standard input, not files; remove ${positionals.join(' ')}`);
  if (stdin && values['fix'] === true) throw new UsageError('--fix cannot write standard input back; use --fix-dry-run and read `output` in --format json');
  if (values['fix'] === true && values['fix-dry-run'] === true) throw new UsageError('--fix writes the fixes and --fix-dry-run does not; use one of them');
  const recording = [values['suppress-all'] === true && '--suppress-all', (values['suppress-rule'] as string[] | undefined)?.length && '--suppress-rule', values['prune-suppressions'] === true && '--prune-suppressions'].filter(Boolean);
  if (recording.length > 1) throw new UsageError(`${recording.join(' and ')} cannot be used together`);
}

/** `--concurrency`: a whole number of at least 1, `auto` or `off`. */
function concurrencyOption(text: string): Concurrency {
  if (text === 'auto' || text === 'off') return text;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1) throw new UsageError(`--concurrency must be a whole number of at least 1, auto or off, not "${text}"`);
  return n;
}

function suppressionOptions(values: Record<string, unknown>): SuppressionsOptions {
  const location = values['suppressions-location'] as string;
  const rules = (values['suppress-rule'] as string[] | undefined) ?? [];
  if (values['suppress-all'] === true) return { location, mode: 'record' };
  if (rules.length) return { location, mode: 'record', rules };
  if (values['prune-suppressions'] === true) return { location, mode: 'prune' };
  return { location };
}

async function lintCommand(input: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
  const values = readOptions(OPTIONS, input);
  checkCombinations(values, positionals);
  const formatName = values['format'] as string;
  const maxWarningsText = values['max-warnings'] as string | undefined;
  const maxWarnings = maxWarningsText === undefined ? -1 : Number(maxWarningsText);
  // ESLint's default, -1, is accepted as no limit.
  if ((maxWarningsText !== undefined && !/^(?:-1|\d+)$/.test(maxWarningsText)) || !Number.isSafeInteger(maxWarnings)) {
    throw new UsageError(`--max-warnings must be a whole number (or -1: no limit), not "${maxWarningsText}"`);
  }
  const project = projectOptions(values, io);
  const concurrency = concurrencyOption(values['concurrency'] as string);

  const printConfig = values['print-config'] as string | undefined;
  if (printConfig !== undefined) {
    const config = await loadConfig(project);
    io.writeOut(`${JSON.stringify(effectiveConfig(config, printConfig, config.cwd, config.basePath), null, 2)}\n`);
    return EXIT.ok;
  }

  let text: string | Uint8Array | undefined;
  if (values['stdin'] === true) {
    if (!io.readStdin) throw new UsageError('--stdin: there is no standard input to read here');
    text = await io.readStdin();
  }
  if (values['cache'] === true) {
    const problem = cacheLocationProblem(cachePath(io.cwd, values['cache-location'] as string));
    if (problem) throw new UsageError(`--cache-location: ${problem}`);
  }
  const options: LintProjectOptions = {
    ...project,
    patterns: positionals,
    fix: values['fix'] === true || values['fix-dry-run'] === true,
    // Only a format that shows code reads the files' texts; the others' runs need not hold them.
    keepSource: formatShowsCode(formatName),
    warnIgnored: values['no-warn-ignored'] !== true,
    suppressions: suppressionOptions(values),
    concurrency,
    cache: values['cache'] === true,
    cacheLocation: values['cache-location'] as string,
    cacheStrategy: values['cache-strategy'] as CacheStrategy,
    ...(text !== undefined ? { text, ...(values['stdin-filename'] !== undefined ? { filePath: values['stdin-filename'] as string } : {}) } : {}),
  };
  const run = await lint(options);
  const { config } = run;
  if (run.cache?.problem) io.writeErr(`edgelint: ${run.cache.problem}; the results are not cached\n`);
  const known = config.registry.map((r) => r.meta.id);
  // Checked before anything is written: a typo must not record or fix half a run.
  for (const id of options.suppressions?.rules ?? []) if (!known.includes(id)) throw new UsageError(`--suppress-rule: unknown rule \`${id}\`${didYouMeanSuffix(id, known)}`);
  if (values['fix'] === true) writeFixes(run.results);
  if (run.suppressions.updated) {
    try {
      writeSuppressionsFile(run.suppressions.path, run.suppressions.updated);
    } catch (error) {
      throw writeError(error, `the suppressions file ${projectPath(run.suppressions.path, io.cwd)}`);
    }
  }
  // With --fix the files are written already: a fixed text holding a secret is simply not repeated in `output`.
  const shown =
    values['fix-dry-run'] === true ? await withoutSecretOutputs(run.results, options, io) : values['fix'] === true ? run.results.map((r) => (outputHoldsSecret(r) ? withoutOutput(r) : r)) : run.results;
  const results = values['quiet'] === true ? shown.map(onlyErrors) : shown;

  const errorCount = results.reduce((n, r) => n + r.errorCount, 0);
  const warningCount = results.reduce((n, r) => n + r.warningCount, 0);
  const tooManyWarnings = maxWarnings >= 0 && warningCount > maxWarnings;
  const outputPath = values['output'] as string | undefined;
  // Colour shows only in findings (the terminal formats print nothing for a clean run), and whether standard output
  // is a terminal is asked only then: finding out builds the process's output stream (a few ms of a clean pre-commit run).
  const anyMessages = results.some((r) => r.messages.length > 0);
  const output = await formatResults(results, {
    format: formatName,
    cwd: io.cwd,
    color: anyMessages && useColor({ color: values['color'] === true, noColor: values['no-color'] === true }, io, outputPath !== undefined),
    rules: config.registry,
    ...(tooManyWarnings ? { maxWarningsExceeded: { maxWarnings, foundWarnings: warningCount } } : {}),
  });
  if (outputPath) writeOutput(io, outputPath, output);
  else io.writeOut(output);
  if (tooManyWarnings) io.writeErr(`edgelint found too many warnings (maximum: ${maxWarnings}).\n`);
  const unpruned = reportSuppressions(run.suppressions, io);
  if (unpruned && values['pass-on-unpruned-suppressions'] !== true && !run.suppressions.updated) return EXIT.fatal;
  return errorCount > 0 || tooManyWarnings ? EXIT.problems : EXIT.ok;
}

/**
 * What the suppressions file did, on standard error (machine formats on
 * standard output stay clean); whether it records errors that no longer
 * occur (ESLint then fails the run, so a fixed error's count cannot hide a new one).
 */
function reportSuppressions(outcome: SuppressionsOutcome, io: CliIo): boolean {
  const file = projectPath(outcome.path, io.cwd);
  if (outcome.updated) io.writeErr(`edgelint: wrote ${file}: ${counted(Object.values(outcome.updated).reduce((n, rules) => n + Object.values(rules).reduce((m, r) => m + r.count, 0), 0), 'error')} recorded\n`);
  if (outcome.suppressedCount) io.writeErr(`edgelint: ${counted(outcome.suppressedCount, 'error')} suppressed by ${file}\n`);
  for (const e of outcome.exceeded) io.writeErr(`edgelint: ${e.file} has ${counted(e.found, `${e.ruleId} error`)} where ${file} records ${e.recorded}; all are shown\n`);
  if (outcome.unused.length === 0 || outcome.updated) return false;
  io.writeErr(`edgelint: ${file} records ${counted(outcome.unused.length, 'count')} above what this run found; lower them with --prune-suppressions\n`);
  return true;
}

/**
 * `--fix-dry-run`: the fixed text (`output`) is the whole file, which an
 * editor writes back. When the output guard would mask a secret in it, the
 * file written back would lose the secret (and `with_secret: ***` is a YAML
 * alias). Such a file is shown as linted without fixes instead — its
 * messages carry their `fix` edits, which an editor applies itself — so a
 * secret is never printed and a text never corrupted; standard error says so.
 */
async function withoutSecretOutputs(results: readonly LintResult[], options: LintProjectOptions, io: CliIo): Promise<readonly LintResult[]> {
  const holding = results.filter(outputHoldsSecret);
  if (holding.length === 0) return results;
  for (const r of holding) io.writeErr(`edgelint: the fixed text of ${projectPath(r.filePath, io.cwd)} holds a secret; shown without \`output\`, with each fix\n`);
  // The whole run again without fixes (not those files alone: what other files declare, lists, counts in their findings).
  const { cache: _cache, ...rest } = options;
  const unfixed = await lint({
    ...rest,
    fix: false,
    // Suppressions are applied as in the first run, never recorded twice.
    suppressions: { ...(options.suppressions?.location !== undefined ? { location: options.suppressions.location } : {}) },
  });
  const byPath = new Map(unfixed.results.map((r) => [r.filePath, r]));
  return results.map((r) => (holding.includes(r) ? (byPath.get(r.filePath) ?? withoutOutput(r)) : r));
}

/** Whether a result's fixed text holds a secret: one the output guard would mask, or one the file's structure shows (a credential header). */
function outputHoldsSecret(result: LintResult): boolean {
  if (result.output === undefined) return false;
  const json = JSON.stringify(result.output);
  return maskSecretsInText(json) !== json || secretRanges(result.filePath, result.output).length > 0;
}

function withoutOutput(result: LintResult): LintResult {
  const { output: _left, ...rest } = result;
  return rest;
}

/** `--quiet`: errors only (ESLint). */
function onlyErrors(result: LintResult): LintResult {
  if (result.warningCount === 0 && result.infoCount === 0) return result;
  const kept = makeResult(
    result.filePath,
    result.messages.filter((m) => m.severity === 2),
    [...result.suppressedMessages],
    result.source,
  );
  return result.output === undefined ? kept : { ...kept, output: result.output };
}

export const command: Command = {
  name: 'lint',
  summary: 'lint files, folders or globs (the default command)',
  operands: '[paths...]',
  description:
    'Lints the named files, the YAML and JSON files below named folders, and files matching globs; with no paths, the files the configuration\'s `files` patterns match; with --stdin, standard input as the file --stdin-filename names. A file outside those patterns is linted only when it holds an edge document (a manifest or an API object), so hooks and globs can pass every YAML and JSON file. Errors recorded in the suppressions file are not reported. Exit code 0 when there are no errors (and no more warnings than --max-warnings), 1 otherwise, 2 for usage and configuration errors and for recorded suppressions that no longer occur.',
  options: OPTIONS,
  examples: [
    'edgelint',
    'edgelint edge/ --format codeframe',
    'edgelint "**/*.edge.yaml" --max-warnings 0',
    'edgelint --format gitlab --output gl-code-quality-report.json',
    'edgelint --suppress-all',
    'edgelint --print-config edge/zones/shop.yaml',
  ],
  run: lintCommand,
};
