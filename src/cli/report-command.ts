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
import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { ESC_REMOVAL_DATE } from '../data/esc-limits.js';
import { parseCalendarDate } from '../text/calendar-date.js';
import { isObject } from '../model/build.js';
import { buildMigrationReport, isReportFormat, renderReport, REPORT_FORMATS, type PlanCallsProvider, type ReportSource } from '../report/index.js';
import { EXIT, type CliIo } from './main.js';
import { COMMON_OPTIONS, configAndFiles, readFiles, resultLines } from './config-and-files.js';
import { UsageError } from './usage-error.js';

/** The options of `edgelint report`, for `parseArgs` (main.ts registers them). */
export const REPORT_OPTIONS = {
  ...COMMON_OPTIONS,
  'removal-date': { type: 'string' },
} as const;

export const REPORT_SUMMARY = 'write the ESC migration report (md, json or html)';

export const REPORT_USAGE =
  'edgelint report [paths...] [--format md|json|html] [--output file] [--now YYYY-MM-DD] [--removal-date YYYY-MM-DD] [--config file] [--rule id:severity] [--tier plan]';

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
  return async function reportCommand(values: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
    const format = (values['format'] as string | undefined) ?? 'md';
    if (!isReportFormat(format)) throw new UsageError(`unknown report format "${format}"; use one of ${REPORT_FORMATS.join(', ')}`);
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
    if (outputPath) writeFileSync(resolve(io.cwd, outputPath), output);
    else io.writeOut(output);
    return unreadable.length ? EXIT.problems : EXIT.ok;
  };
}

export const reportCommand = createReportCommand();
