/**
 * `edgelint test [paths...]`: runs the `*.edgetest.yaml` test files found
 * the way lint finds files (named files, folders, globs; with no paths, every
 * test file below the working directory), each against the documents it
 * names or the configured files. Exit code 0 when every test passes, 1 when
 * one fails or is undecided, 2 for a test file that is wrong (its problems
 * are printed with their positions, like lint findings) or a usage error.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { findFiles, NoFilesError, TEST_FILE_PATTERNS } from '../files/find-files.js';
import { ALL_RULES } from '../../rules/index.js';
import { today } from '../text/calendar-date.js';
import { formatJson, formatProblems, formatText } from '../edgetest/format-results.js';
import { runTests } from '../edgetest/run-tests.js';
import { COMMON_OPTIONS } from './config-and-files.js';
import { EXIT, type CliIo } from './main.js';
import { UsageError } from './usage-error.js';

export const TEST_SUMMARY = 'run the *.edgetest.yaml tests: evaluate the configuration on sample requests';

export const TEST_USAGE = 'edgelint test [paths...] [--format text|json] [--output file] [--config file] [--tier plan]';

export const TEST_OPTIONS = {
  config: COMMON_OPTIONS.config,
  tier: COMMON_OPTIONS.tier,
  format: COMMON_OPTIONS.format,
  output: COMMON_OPTIONS.output,
  help: COMMON_OPTIONS.help,
} as const;

const FORMATS = ['text', 'json'];

export async function testCommand(values: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
  const format = (values['format'] as string | undefined) ?? 'text';
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not "${format}"`);
  const config = await loadConfig({
    cwd: io.cwd,
    configPath: values['config'] as string | undefined,
    overrides: { tier: values['tier'] as string | undefined },
    registry: ALL_RULES,
    now: today(),
  });
  const found = await findFiles(positionals, { cwd: io.cwd, files: TEST_FILE_PATTERNS, ignores: config.ignores, folderPatterns: TEST_FILE_PATTERNS });
  let defaultDocuments: string[] = [];
  try {
    defaultDocuments = (await findFiles([], { cwd: io.cwd, files: config.files, ignores: config.ignores })).files;
  } catch (error) {
    // Test files that name their documents need no configured files.
    if (!(error instanceof NoFilesError)) throw error;
  }
  const display = (path: string): string => relative(io.cwd, path) || path;
  const run = runTests({
    files: found.files.map((absolutePath) => ({ path: display(absolutePath), absolutePath, text: readFileSync(absolutePath, 'utf8') })),
    defaultDocuments,
    readDocument(path) {
      try {
        return readFileSync(path);
      } catch {
        return undefined;
      }
    },
    display,
    ...(config.settings.tier !== undefined ? { tier: config.settings.tier } : {}),
    configLists: config.settings.lists,
  });
  const output = format === 'json' ? formatJson(run) : formatText(run);
  const outputPath = values['output'] as string | undefined;
  if (outputPath) writeFileSync(resolve(io.cwd, outputPath), output);
  else io.writeOut(output);
  if (run.problems.length > 0) {
    io.writeErr(formatProblems(run.problems));
    return EXIT.fatal;
  }
  return run.failed + run.undecided > 0 ? EXIT.problems : EXIT.ok;
}
