/**
 * `edgelint test [paths...]`: runs the `*.edgetest.yaml` test files found
 * the way lint finds files (named files, folders, globs; with no paths, every
 * test file below the working directory), each against the documents it
 * names or the configured files. Exit code 0 when every test passes, 1 when
 * one fails or is undecided, 2 for a test file that is wrong (its problems
 * are printed with their positions, like lint findings) or a usage error.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { pathInside } from '../files/project-path.js';
import { shortened } from '../text/headline.js';
import { loadConfig } from '../api/project.js';
import { findFiles, NoFilesError, realpathOr, TEST_FILE_PATTERNS } from '../files/find-files.js';
import { readSourceFile } from '../files/read-source-file.js';
import { formatJson, formatProblems, formatText } from '../edgetest/format-results.js';
import { runTests } from '../edgetest/run-tests.js';
import { configOptions, formatOption, linkOptions, outputOption } from './config-and-files.js';
import { EXIT, writeOutput, type CliIo, type CliOption, type Command } from './io.js';
import { readOptions } from './options.js';

/** The options of `edgelint test`: the configuration's file and plan, the format and the output. */
export const TEST_OPTIONS: readonly CliOption[] = [
  formatOption(['text', 'json'], 'text', 'edgelint test tests/ --format json'),
  outputOption('edgelint test --format json --output reports/edgetest.json'),
  ...configOptions('test').filter((o) => o.name === 'config' || o.name === 'tier'),
  ...linkOptions('edgelint test', 'tests/', 'the documents test files name').filter((o) => o.name === 'allow-outside-project'),
];

export async function testCommand(input: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
  const values = readOptions(TEST_OPTIONS, input);
  const format = values['format'] as string;
  const configPath = values['config'] as string | undefined;
  const config = await loadConfig({ cwd: io.cwd, ...(configPath !== undefined ? { config: configPath } : {}), overrides: { tier: values['tier'] as string | undefined } });
  // The test file patterns match at any depth, from the configuration's folder as from the working folder.
  const found = await findFiles(positionals, { cwd: io.cwd, base: config.basePath, files: TEST_FILE_PATTERNS, ignores: config.ignores, folderPatterns: TEST_FILE_PATTERNS }).catch((error: unknown) => {
    // The test file pattern is no configured `files` pattern: say what is looked for.
    if (error instanceof NoFilesError && error.unmatchedFiles) throw new NoFilesError(`no test files (${TEST_FILE_PATTERNS.join(', ')}) below the working folder; name test files or folders`);
    throw error;
  });
  let defaultDocuments: string[] = [];
  try {
    // The project's documents, wherever the tests are: found from the configuration's folder, whose `files` they are.
    defaultDocuments = (await findFiles([], { cwd: config.basePath, files: config.files, ignores: config.ignores })).files;
  } catch (error) {
    // Test files that name their documents need no configured files.
    if (!(error instanceof NoFilesError)) throw error;
  }
  const display = (path: string): string => relative(io.cwd, path) || path;
  const project = realpathOr(io.cwd);
  const run = runTests({
    files: found.files.map((absolutePath) => ({ path: display(absolutePath), absolutePath, text: readFileSync(absolutePath, 'utf8') })),
    defaultDocuments,
    // A test file names its documents: a FIFO or a device there is refused, never read (README "Security").
    readDocument(path) {
      const read = readSourceFile(path);
      return 'bytes' in read ? read.bytes : undefined;
    },
    display,
    // The project is the working folder and the test file's own (a file named on the command line is asked for), as for lint.
    ...(values['allow-outside-project'] === true
      ? {}
      : {
          refuseDocument(path: string, testFile: string): string | undefined {
            const roots = [project, realpathOr(dirname(testFile))];
            const real = realpathOr(path);
            if (roots.some((root) => pathInside(root, real) !== undefined)) return undefined;
            return `The document \`${shortened(display(path))}\` leads outside the project; name documents inside it (--allow-outside-project reads it).`;
          },
        }),
    ...(config.settings.tier !== undefined ? { tier: config.settings.tier } : {}),
    configLists: config.settings.lists,
  });
  const output = format === 'json' ? formatJson(run) : formatText(run);
  const outputPath = values['output'] as string | undefined;
  if (outputPath) writeOutput(io, outputPath, output);
  else io.writeOut(output);
  if (run.problems.length > 0) {
    io.writeErr(formatProblems(run.problems));
    return EXIT.fatal;
  }
  return run.failed + run.undecided > 0 ? EXIT.problems : EXIT.ok;
}

export const command: Command = {
  name: 'test',
  summary: 'run the `*.edgetest.yaml` tests: evaluate the configuration on sample requests',
  operands: '[paths...]',
  description:
    'Runs the `*.edgetest.yaml` test files found the way lint finds files (named files, folders, globs; with no paths, every test file below the working folder), each against the documents it names or the configured files. Exit code 0 when every test passes, 1 when one fails or is undecided, 2 for a test file that is wrong (its problems are printed with their positions) or a usage error.',
  options: TEST_OPTIONS,
  examples: ['edgelint test', 'edgelint test fixtures/examples --format json'],
  run: testCommand,
};
