/**
 * `edgelint report [paths...]`: the ESC migration report of the manifests
 * found, in `md` (default), `json` or `html`, on stdout or into `--output`.
 * A thin shell over the library's `report` (`src/api/report.ts`).
 *
 * The removal date is the configuration's one date: `--removal-date`, else
 * the configuration's `removalDate`, else the spec's 2024-01-01 — the date
 * every ESC rule uses too. Exit code 0 when the report was written — a
 * report is not a lint run; uncovered behaviours are its content —, 1 when it
 * was written without a file that could not be read, and 2 for usage and
 * configuration errors.
 */
import { report } from '../api/report.js';
import { renderReport, REPORT_FORMATS, type PlanCallsProvider, type ReportFormat } from '../report/index.js';
import { configOptions, formatOption, noticeLines, outputOption, projectOptions, resultLines, safetyOptions } from './config-and-files.js';
import { EXIT, writeOutput, type CliIo, type CliOption, type Command } from './io.js';
import { readOptions } from './options.js';

/** The options of `edgelint report`. */
export const REPORT_OPTIONS: readonly CliOption[] = [
  formatOption(REPORT_FORMATS, 'md', 'edgelint report edge/ --format html --output esc-report.html'),
  outputOption('edgelint report --format json --output reports/esc.json'),
  ...configOptions('report'),
  ...safetyOptions('report'),
];

export interface ReportCommandDependencies {
  /** The planner seam: `true` for edgelint's planner, or the planned calls of each scope (see `PlanCallsProvider`); without it the report says the planner is not connected. */
  readonly planCalls?: PlanCallsProvider | boolean;
}

/** The command with its dependencies; `reportCommand` is the one without a planner. */
export function createReportCommand(dependencies: ReportCommandDependencies = {}) {
  return async function reportCommand(input: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
    const values = readOptions(REPORT_OPTIONS, input);
    const format = values['format'] as ReportFormat;
    const { report: migration, notices, unreadable } = await report({ ...projectOptions(values, io), patterns: positionals, planCalls: dependencies.planCalls ?? false });
    io.writeErr(noticeLines(notices, io.cwd));
    // A file that cannot be read is reported and left out; the report of the others is still written.
    io.writeErr(resultLines(unreadable, io.cwd));
    const output = renderReport(migration, format);
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
  run: createReportCommand({ planCalls: true }),
};
