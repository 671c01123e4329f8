/**
 * `edgelint plan [paths...]`: lint the configuration, then print the API
 * calls that bring the account and zones to the state it describes — in
 * order, with the lookups the spec's procedures need. With `--current` the
 * plan holds only the changes ("No changes" when there are none). A
 * configuration with lint errors yields no plan unless `--force` — errors the
 * suppressions file hides from `edgelint` included, which it then names.
 *
 * Exit codes: 0 a plan (or no changes), 1 lint errors or unreadable files
 * (no plan), 2 usage, configuration or current-state error.
 */
import { relative } from 'node:path';
import { CurrentFilesError, plan } from '../api/plan.js';
import { toPosix } from '../files/project-path.js';
import type { LintResult } from '../engine/lint-result.js';
import { PLAN_FORMATS, type PlanFormat } from '../plan/format/index.js';
import { currentProblemText, renderPlan, type AuthChoice } from '../plan/index.js';
import { configOptions, formatOption, outputOption, noticeLines, projectOptions, resultLines, safetyOptions } from './config-and-files.js';
import { EXIT, writeOutput, type CliIo, type CliOption, type Command } from './io.js';
import { readOptions } from './options.js';
import { UsageError } from './usage-error.js';
import { counted } from '../text/counted.js';

const AUTH_CHOICES: readonly AuthChoice[] = ['spec', 'key', 'token'];

/** The options of `edgelint plan`. */
export const PLAN_OPTIONS: readonly CliOption[] = [
  formatOption(PLAN_FORMATS, 'md', 'edgelint plan edge/ --format curl --output apply.sh'),
  outputOption('edgelint plan --format json --output plan/calls.json'),
  {
    name: 'current',
    type: 'string',
    multiple: true,
    arg: 'file|dir',
    defaultText: 'none: every call is planned',
    description: 'exported GET responses of the current state; only the changes are planned',
    example: 'edgelint plan edge/ --current exports/',
  },
  { name: 'force', type: 'boolean', description: 'plan even when the configuration has lint errors', example: 'edgelint plan --force' },
  {
    name: 'auth',
    type: 'string',
    arg: 'scheme',
    choices: AUTH_CHOICES,
    default: 'spec',
    description: 'how the calls authenticate: spec uses the scheme the spec shows for each call, key an API key and token an API token for every call',
    example: 'edgelint plan --format curl --auth token',
  },
  ...configOptions('plan'),
  ...safetyOptions('plan'),
];

function lintErrorLines(results: readonly LintResult[]): string {
  const lines: string[] = [];
  for (const result of results) {
    for (const m of result.messages) {
      if (m.severity !== 2) continue;
      lines.push(`${result.filePath}:${m.line}:${m.column}  error  ${m.message}${m.ruleId ? `  ${m.ruleId}` : ''}`);
    }
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

export async function planCommand(input: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
  const values = readOptions(PLAN_OPTIONS, input);
  const format = values['format'] as PlanFormat;
  const auth = values['auth'] as AuthChoice;

  let outcome;
  try {
    outcome = await plan({
      ...projectOptions(values, io),
      patterns: positionals,
      current: (values['current'] as string[] | undefined) ?? [],
      auth,
      force: values['force'] === true,
    });
  } catch (error) {
    if (error instanceof CurrentFilesError) throw new UsageError(`--current: ${error.message}`);
    throw error;
  }
  for (const file of outcome.ignored) io.writeErr(`edgelint: ${toPosix(relative(io.cwd, file))} is ignored by the configuration and not planned\n`);
  io.writeErr(noticeLines(outcome.notices, io.cwd));
  // A file that cannot be read is an error of the configuration, as a lint error is: no plan without --force.
  io.writeErr(resultLines(outcome.unreadable, io.cwd));
  if (outcome.currentProblems.length) {
    for (const problem of outcome.currentProblems) io.writeErr(`edgelint: --current: ${currentProblemText(problem)}\n`);
    io.writeErr('edgelint: no plan: the current state could not be read completely, and a plan made without it would be wrong\n');
    return EXIT.fatal;
  }
  if (!outcome.plan) {
    io.writeErr(lintErrorLines(outcome.lintResults));
    // `edgelint` passes while the plan refuses: say why (README "edgelint plan").
    const bulk = outcome.suppressedInBulk;
    if (bulk) {
      const these = bulk.count === outcome.errorCount ? (bulk.count === 1 ? 'this error' : `these ${bulk.count} errors`) : `${bulk.count} of these errors`;
      io.writeErr(`edgelint: ${bulk.file} records ${these}, so \`edgelint\` does not report ${bulk.count === 1 ? 'it' : 'them'}; a plan sends the configuration as it is, suppressed errors included\n`);
    }
    for (const value of outcome.applyTimeValues ?? []) {
      io.writeErr(`${value.file}:${value.line}:${value.column}  ${value.resource ? `${value.resource}: ` : ''}${value.message}\n`);
    }
    io.writeErr(`edgelint: ${outcome.blockedReason ?? 'no plan'}\n`);
    return EXIT.problems;
  }
  const text = renderPlan(outcome.plan, format);
  const outputPath = values['output'] as string | undefined;
  if (outputPath) writeOutput(io, outputPath, text, format === 'curl' ? { mode: 0o755 } : {}); // a curl plan is a script to run
  else io.writeOut(text);
  if (outcome.plan.forced) {
    io.writeErr(lintErrorLines(outcome.lintResults));
    io.writeErr(`edgelint: planned with --force despite ${counted(outcome.errorCount, 'lint error')}; the API may reject some calls\n`);
  }
  const warnings = outcome.plan.notes.filter((n) => n.level === 'warning').length;
  if (warnings) io.writeErr(`edgelint: the plan has ${counted(warnings, 'warning')}; see its notes\n`);
  return EXIT.ok;
}

export const command: Command = {
  name: 'plan',
  summary: 'print the API calls that bring the account and zones to the configured state',
  operands: '[paths...]',
  description:
    'Lints the configuration, then prints the API calls that bring the account and zones to the state it describes, in prerequisite order, with the lookups the procedures need; a value known only from an earlier response is a placeholder naming that call and field. A configuration with lint errors gets no plan (exit 1) unless --force, errors recorded in the suppressions file included (they are put off, not fixed). A --current file that is not an exported GET response edgelint reads is reported at its position, and no plan is made (exit 2). Secrets are never printed.',
  options: PLAN_OPTIONS,
  examples: ['edgelint plan edge/', 'edgelint plan edge/ --current exports/ --format curl --output apply.sh'],
  run: planCommand,
};
