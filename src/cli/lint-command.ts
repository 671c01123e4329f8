/**
 * `edgelint [lint] [paths...]`: the main job. Loads the configuration, finds
 * the files, keeps the edge files among them (`src/files/edge-files.ts`),
 * lints each, formats the results and decides the exit code the way ESLint
 * does (1 for errors or more warnings than --max-warnings).
 */
import { writeFileSync } from 'node:fs';
import { ALL_RULES } from '../../rules/index.js';
import { lintLoaded, lintText } from '../engine/linter.js';
import { makeResult, type LintResult } from '../engine/lint-result.js';
import { configuredFilesMatcher, holdsEdgeDocument } from '../files/edge-files.js';
import { findProjectRoot } from '../files/project-path.js';
import { FORMAT_NAMES, loadFormatter, type RulesMetaEntry } from '../formatters/formatter.js';
import { loadSourceBytes } from '../load/source-file.js';
import { packageVersion } from '../package-info.js';
import { useColor } from './color.js';
import { configAndFiles, configOptions, formatOption, noticeResult, outputOption, readFiles, safetyOptions } from './config-and-files.js';
import { EXIT, writeOutput, type CliIo, type CliOption, type Command } from './io.js';
import { readOptions } from './options.js';
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
    defaultText: 'no limit',
    description: 'exit 1 when there are more than n warnings',
    example: 'edgelint --max-warnings 0',
  },
  { name: 'quiet', short: 'q', type: 'boolean', description: 'report errors only', example: 'edgelint --quiet' },
  { name: 'fix', type: 'boolean', description: 'apply automatic fixes to the files, then report what is left', example: 'edgelint --fix edge/' },
  {
    name: 'color',
    type: 'boolean',
    defaultText: 'on for a terminal, unless NO_COLOR is set; FORCE_COLOR forces it',
    description: 'colour the pretty and codeframe formats, also in pipes and files',
    example: 'edgelint --color | less -R',
  },
  { name: 'no-color', type: 'boolean', description: 'never colour the output', example: 'edgelint --no-color' },
];

async function lintCommand(input: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
  const values = readOptions(OPTIONS, input);
  const formatName = values['format'] as string;
  const maxWarningsText = values['max-warnings'] as string | undefined;
  const maxWarnings = maxWarningsText === undefined ? -1 : Number(maxWarningsText);
  if (!Number.isInteger(maxWarnings) || (maxWarningsText !== undefined && maxWarnings < 0)) {
    throw new UsageError(`--max-warnings must be a whole number, not "${maxWarningsText}"`);
  }
  const quiet = values['quiet'] === true;

  const { config, files, ignored, notices } = await configAndFiles(values, positionals, io);
  const configured = configuredFilesMatcher(io.cwd, config.files);

  // A file that cannot be read is an error of that file; links, special files and unreadable folders passed over are warnings.
  const { read, unreadable } = readFiles(files);
  const results: LintResult[] = [...unreadable, ...(quiet ? [] : notices.map(noticeResult))];
  for (const { path: filePath, bytes } of read) {
    const file = loadSourceBytes(filePath, bytes);
    if (!configured(filePath) && !holdsEdgeDocument(file)) continue;
    // Fixed text is written back as UTF-8, so files in another encoding are linted but not fixed.
    const fix = values['fix'] === true && file.encoding === 'utf-8';
    const result = fix ? lintText(filePath, bytes, config, { fix }) : lintLoaded(file, config);
    if (result.output !== undefined) writeFileSync(filePath, result.output);
    results.push(quiet ? onlyErrors(result) : result);
  }
  for (const filePath of ignored) {
    // ESLint's notice for a file named explicitly but ignored by configuration.
    results.push(
      makeResult(filePath, [{ ruleId: null, severity: 1, message: 'File ignored because of a matching ignore pattern in the configuration.', line: 1, column: 1, endLine: 1, endColumn: 1 }]),
    );
  }
  results.sort((a, b) => a.filePath.localeCompare(b.filePath));

  const errorCount = results.reduce((n, r) => n + r.errorCount, 0);
  const warningCount = results.reduce((n, r) => n + r.warningCount, 0);
  const tooManyWarnings = maxWarnings >= 0 && warningCount > maxWarnings;
  // A clean run prints nothing in the terminal formats, so their formatter (and its dependencies) need not be
  // loaded: pre-commit on clean files pays the least.
  const silent = (formatName === 'pretty' || formatName === 'codeframe') && results.every((r) => r.messages.length === 0);
  const formatter = silent ? undefined : await loadFormatter(formatName);
  const rulesMeta: Record<string, RulesMetaEntry> = {};
  for (const rule of ALL_RULES) rulesMeta[rule.meta.id] = { type: rule.meta.type, docs: rule.meta.docs };
  const outputPath = values['output'] as string | undefined;
  const output = !formatter
    ? ''
    : formatter(results, {
        cwd: io.cwd,
        projectRoot: findProjectRoot(io.cwd),
        color: useColor({ color: values['color'] === true, noColor: values['no-color'] === true }, io, outputPath !== undefined),
        rulesMeta,
        toolVersion: packageVersion(),
        ...(tooManyWarnings ? { maxWarningsExceeded: { maxWarnings, foundWarnings: warningCount } } : {}),
      });
  if (outputPath) writeOutput(io, outputPath, output);
  else io.writeOut(output);
  if (tooManyWarnings) io.writeErr(`edgelint found too many warnings (maximum: ${maxWarnings}).\n`);
  return errorCount > 0 || tooManyWarnings ? EXIT.problems : EXIT.ok;
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
    'Lints the named files, the YAML and JSON files below named folders, and files matching globs; with no paths, the files the configuration\'s `files` patterns match. A file outside those patterns is linted only when it holds an edge document (a manifest or an API object), so hooks and globs can pass every YAML and JSON file. Exit code 0 when there are no errors (and no more warnings than --max-warnings), 1 otherwise, 2 for usage and configuration errors.',
  options: OPTIONS,
  examples: ['edgelint', 'edgelint edge/ --format codeframe', 'edgelint "**/*.edge.yaml" --max-warnings 0', 'edgelint --format gitlab --output gl-code-quality-report.json'],
  run: lintCommand,
};
