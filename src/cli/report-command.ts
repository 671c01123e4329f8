/**
 * `edgelint report [paths...]`: the ESC migration report (issue 6) of the
 * manifests found, in `md` (default), `json` or `html`, on stdout or into
 * `--output`. A thin shell over `src/report` (pure): it reads the
 * configuration and the files, and decides the date and the removal date.
 *
 * The removal date is `--removal-date`, else the `removalDate` option of
 * `esc/removal-deadline` (or `esc/removal-countdown`) in the configuration,
 * else the spec's 2024-01-01. Exit code 0 when the report was written — a
 * report is not a lint run; uncovered behaviours are its content —, 1 when it
 * was written without a file that could not be read, and 2 for usage and
 * configuration errors.
 */
import { relative } from 'node:path';
import { ESC_REMOVAL_DATE } from '../data/esc-limits.js';
import { parseCalendarDate } from '../text/calendar-date.js';
import { isObject } from '../model/build.js';
import { buildMigrationReport, renderReport, REPORT_FORMATS, type PlanCallsProvider, type ReportFormat, type ReportSource } from '../report/index.js';
import { configAndFiles, configOptions, formatOption, outputOption, readFiles, resultLines, safetyOptions } from './config-and-files.js';
import { EXIT, writeOutput, type CliIo, type CliOption, type Command } from './io.js';
import { readOptions } from './options.js';
import { UsageError } from './usage-error.js';

/** The options of `edgelint report`. */
export const REPORT_OPTIONS: readonly CliOption[] = [
  formatOption(REPORT_FORMATS, 'md', 'edgelint report edge/ --format html --output esc-report.html'),
  outputOption('edgelint report --format json --output reports/esc.json'),
  {
    name: 'removal-date',
    type: 'string',
    arg: 'YYYY-MM-DD',
    defaultText: "the removalDate option of esc/removal-deadline, else the spec's 2024-01-01",
    description: 'the date ESC stops working, for the deadline and the days left',
    example: 'edgelint report --removal-date 2025-06-30',
  },
  ...configOptions('report'),
  ...safetyOptions('report'),
];

export interface ReportCommandDependencies {
  /** The planner seam: the planned calls of each scope (see `PlanCallsProvider`); without it the report says the planner is not connected. */
  readonly planCalls?: PlanCallsProvider;
}

const REMOVAL_RULES = ['esc/removal-deadline', 'esc/removal-countdown'] as const;

/** The removal date and where it comes from: the flag, a rule option, or the spec. */
function removalDateOf(flag: string | undefined, rules: readonly { rule: { meta: { id: string } }; options: unknown }[]): { date: string; source: string } {
  if (flag !== undefined) {
    if (!parseCalendarDate(flag)) throw new UsageError(`--removal-date must be a date written YYYY-MM-DD, not "${flag}"`);
    return { date: flag, source: '--removal-date' };
  }
  for (const id of REMOVAL_RULES) {
    const configured = rules.find((r) => r.rule.meta.id === id);
    const date = isObject(configured?.options) ? configured.options['removalDate'] : undefined;
    if (typeof date === 'string' && date !== ESC_REMOVAL_DATE) return { date, source: `the \`removalDate\` option of ${id}` };
  }
  return { date: ESC_REMOVAL_DATE, source: 'the spec (1.1, 8, 9.4)' };
}

/** The command with its dependencies; `reportCommand` is the one without a planner. */
export function createReportCommand(dependencies: ReportCommandDependencies = {}) {
  return async function reportCommand(input: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
    const values = readOptions(REPORT_OPTIONS, input);
    const format = values['format'] as ReportFormat;
    const { config, files, notices } = await configAndFiles(values, positionals, io);
    const removal = removalDateOf(values['removal-date'] as string | undefined, config.rules);
    for (const notice of notices) io.writeErr(`edgelint: ${relative(io.cwd, notice.path) || notice.path}: ${notice.message}\n`);
    const { read, unreadable } = readFiles(files);
    // A file that cannot be read is reported and left out; the report of the others is still written.
    io.writeErr(resultLines(unreadable, io.cwd));
    const sources: ReportSource[] = read.map(({ path, bytes }) => ({ filePath: relative(io.cwd, path) || path, text: bytes }));
    const report = buildMigrationReport({
      sources,
      now: config.settings.now,
      removalDate: removal.date,
      removalDateSource: removal.source,
      lint: { rules: config.rules, settings: config.settings },
      ...(dependencies.planCalls ? { planCalls: dependencies.planCalls } : {}),
    });
    const output = renderReport(report, format);
    const outputPath = values['output'] as string | undefined;
    if (outputPath) writeOutput(io, outputPath, output);
    else io.writeOut(output);
    return unreadable.length ? EXIT.problems : EXIT.ok;
  };
}

export const reportCommand = createReportCommand();

/** The command as main.ts runs it: with the planner connected, so the report lists each scope's planned calls. */
export const command: Command = {
  name: 'report',
  summary: 'write the ESC migration report (md, json or html)',
  operands: '[paths...]',
  description:
    'Writes the ESC migration report per account and zone: each behaviour with its replacement product, whether an enabled rule already covers it, the generated rule for those that are not, the deadline and days left, the test procedure and the planned calls. Exit code 0 when the report was written: uncovered behaviours are its content, not a failure.',
  options: REPORT_OPTIONS,
  examples: ['edgelint report edge/', 'edgelint report edge/ --format html --output esc-report.html --now 2023-11-01'],
  run: async (values, positionals, io) => {
    const { planScope } = await import('../plan/index.js');
    const run = createReportCommand({ planCalls: ({ document, filePath, scope }) => planScope(document, scope, { filePath }) });
    return run(values, positionals, io);
  },
};
