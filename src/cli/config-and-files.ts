/**
 * What the lint, plan and report commands share: the options that select the
 * configuration and the files, loading both from a parsed command line, and
 * reading the files (an unreadable one is reported, never fatal to the run).
 */
import { ALL_RULES } from '../../rules/index.js';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { TIERS } from '../data/plans.js';
import { relative } from 'node:path';
import { makeResult, type LintResult } from '../engine/lint-result.js';
import { findFiles, type FileNotice, type FoundFiles } from '../files/find-files.js';
import { toPosix } from '../files/project-path.js';
import { readSourceFile } from '../files/read-source-file.js';
import { prepareFrontEnds } from '../load/source-file.js';
import { today } from '../text/calendar-date.js';
import type { CliIo, CliOption } from './io.js';

/** `--config`, `--rule`, `--now`, `--tier`: the configuration and what the command line changes in it; examples for `command`. */
export function configOptions(command: 'lint' | 'plan' | 'report' | 'test'): readonly CliOption[] {
  const edgelint = command === 'lint' ? 'edgelint' : `edgelint ${command}`;
  return [
    {
      name: 'config',
      short: 'c',
      type: 'string',
      arg: 'file',
      defaultText: 'searched from the working folder upward: `.edgelintrc*`, `edgelint.config.*`, `package.json#edgelint`',
      description: 'use this configuration file instead of searching for one',
      example: `${edgelint} --config ci/edgelint.yaml`,
    },
    {
      name: 'rule',
      type: 'string',
      multiple: true,
      arg: 'id:severity',
      defaultText: 'the configuration\'s rules',
      description: 'set a rule\'s severity (off, info, warn, error); id:severity:{json} also sets its options',
      example: `${edgelint} --rule managed/core-ruleset-summary:off --rule 'logpush/filter-limits:error:{"maxOperators":20}'`,
    },
    {
      name: 'now',
      type: 'string',
      arg: 'YYYY-MM-DD',
      defaultText: 'the configuration\'s `now`, else today',
      description: 'the date deadline rules compare against',
      example: `${edgelint} --now 2023-11-01`,
    },
    {
      name: 'tier',
      type: 'string',
      arg: 'plan',
      choices: TIERS,
      defaultText: 'the configuration\'s `tier`, else no plan checks',
      description: 'the account\'s plan, for plan-gated checks',
      example: `${edgelint} --tier enterprise`,
    },
  ];
}

/** `-f, --format <name>` with the command's formats. */
export function formatOption(choices: readonly string[], defaultFormat: string, example: string): CliOption {
  return { name: 'format', short: 'f', type: 'string', arg: 'name', choices, default: defaultFormat, description: 'the output format', example };
}

/** `-o, --output <file>`. */
export function outputOption(example: string): CliOption {
  return {
    name: 'output',
    short: 'o',
    type: 'string',
    arg: 'file',
    defaultText: 'standard output',
    description: 'write the output to this file, creating missing folders',
    example,
  };
}

/** The switches for linting changes that are not trusted (README "Security"): no code configuration, no links, no files outside the project. */
export function safetyOptions(command: 'lint' | 'plan' | 'report'): readonly CliOption[] {
  const edgelint = command === 'lint' ? 'edgelint' : `edgelint ${command}`;
  return [
    {
      name: 'no-code-config',
      type: 'boolean',
      description: 'refuse configuration files that run code (edgelint.config.js and the like), for changes not trusted',
      example: `${edgelint} --no-code-config --config ci/edgelint.yaml`,
    },
    { name: 'no-follow-symlinks', type: 'boolean', defaultText: 'links inside the project are followed', description: 'follow no symbolic link in folders and patterns', example: `${edgelint} --no-follow-symlinks edge/` },
    {
      name: 'allow-outside-project',
      type: 'boolean',
      description: 'let symbolic links and configured `files` patterns reach files outside the project folder',
      example: `${edgelint} --allow-outside-project`,
    },
  ];
}

/** The configuration (with the command line's overrides) and the files named by `positionals` or configured. */
export async function configAndFiles(values: Record<string, unknown>, positionals: readonly string[], io: CliIo): Promise<{ config: ResolvedConfig } & FoundFiles> {
  const config = await loadConfig({
    cwd: io.cwd,
    configPath: values['config'] as string | undefined,
    overrides: { rules: values['rule'] as string[] | undefined, now: values['now'] as string | undefined, tier: values['tier'] as string | undefined },
    registry: ALL_RULES,
    now: today(),
    allowCode: values['no-code-config'] !== true,
  });
  const found = await findFiles(positionals, {
    cwd: io.cwd,
    files: config.files,
    ignores: config.ignores,
    followSymlinks: values['no-follow-symlinks'] !== true,
    allowOutside: values['allow-outside-project'] === true,
  });
  // Parsers that only some files need (HCL for `.tf`) are loaded now, once, and only then.
  await prepareFrontEnds(found.files);
  return { config, ...found };
}

export interface ReadFiles {
  /** The files read, with their bytes. */
  readonly read: { readonly path: string; readonly bytes: Uint8Array }[];
  /** One result per file that could not be read: a fatal error at its start. */
  readonly unreadable: LintResult[];
}

/** Read each file; one that cannot be read is a positioned finding of its own while the others are read. */
export function readFiles(paths: readonly string[]): ReadFiles {
  const read: ReadFiles['read'] = [];
  const unreadable: LintResult[] = [];
  for (const path of paths) {
    const outcome = readSourceFile(path);
    if ('bytes' in outcome) read.push({ path, bytes: outcome.bytes });
    else unreadable.push(makeResult(path, [{ ruleId: null, severity: 2, fatal: true, message: outcome.problem, line: 1, column: 1, endLine: 1, endColumn: 1 }]));
  }
  return { read, unreadable };
}

/** A notice as the lint result of its path: one warning at its start (as ESLint warns about an ignored file). */
export function noticeResult(notice: FileNotice): LintResult {
  return makeResult(notice.path, [{ ruleId: null, severity: 1, message: notice.message, line: 1, column: 1, endLine: 1, endColumn: 1 }]);
}

/** `path:1:1  error  message` lines for stderr (plan and report). */
export function resultLines(results: readonly LintResult[], cwd: string): string {
  const lines: string[] = [];
  for (const result of results) {
    for (const m of result.messages) lines.push(`${toPosix(relative(cwd, result.filePath)) || result.filePath}:${m.line}:${m.column}  ${m.severity === 2 ? 'error' : 'warning'}  ${m.message}`);
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}
