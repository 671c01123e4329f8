/**
 * What the lint, plan and report commands share: the options that select the
 * configuration and the files, the project options (`src/api/project.ts`)
 * they make, and the lines plan and report write about files on stderr.
 */
import { resolve } from 'node:path';
import type { ProjectOptions } from '../api/project.js';
import type { CliOverrides } from '../config/resolve-config.js';
import { TIERS } from '../data/plans.js';
import type { LintResult } from '../engine/lint-result.js';
import type { FileNotice } from '../files/find-files.js';
import { projectPath } from '../files/project-path.js';
import type { CliIo, CliOption } from './io.js';

/** `--config`, `--rule`, `--now`, `--removal-date`, `--tier`: the configuration and what the command line changes in it; examples for `command`. */
export function configOptions(command: 'lint' | 'plan' | 'report' | 'test'): readonly CliOption[] {
  const edgelint = command === 'lint' ? 'edgelint' : `edgelint ${command}`;
  const removalDate: CliOption = {
    name: 'removal-date',
    type: 'string',
    arg: 'YYYY-MM-DD',
    defaultText: "the configuration's `removalDate`, else the spec's 2024-01-01",
    description: 'the date ESC stops working, for every ESC rule, the deadline and the days left',
    example: `${edgelint} --removal-date 2025-06-30`,
  };
  return [
    {
      name: 'config',
      short: 'c',
      type: 'string',
      arg: 'file',
      defaultText: 'searched from the working folder upward: `.edgelintrc*`, `edgelint.config.*`, `package.json#edgelint`',
      description: 'use this configuration file instead of searching for one; its patterns are relative to the working folder (ESLint\'s --config)',
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
    ...(command === 'test' ? [] : [removalDate]),
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
    ...linkOptions(edgelint, 'edge/', 'symbolic links and configured `files` patterns'),
  ];
}

/** `--no-follow-symlinks` and `--allow-outside-project`: how far a walk of folders may go (`walk` of `src/files/find-files.ts`). */
export function linkOptions(edgelint: string, folder: string, what: string): readonly CliOption[] {
  return [
    { name: 'no-follow-symlinks', type: 'boolean', defaultText: 'links inside the project are followed', description: 'follow no symbolic link in folders and patterns', example: `${edgelint} --no-follow-symlinks ${folder}` },
    {
      name: 'allow-outside-project',
      type: 'boolean',
      description: `let ${what} reach files outside the project folder`,
      example: `${edgelint} --allow-outside-project ${folder}`,
    },
  ];
}

/** The library's walk options from the command line (`--no-follow-symlinks`, `--allow-outside-project`). */
export function linkSettings(values: Record<string, unknown>): { followSymlinks: boolean; allowOutsideProject: boolean } {
  return { followSymlinks: values['no-follow-symlinks'] !== true, allowOutsideProject: values['allow-outside-project'] === true };
}

/** The project options the command line gives: the working folder, `--config`, what the flags change, and the safety switches. */
export function projectOptions(values: Record<string, unknown>, io: CliIo): ProjectOptions {
  const overrides: CliOverrides = {
    rules: values['rule'] as string[] | undefined,
    now: values['now'] as string | undefined,
    tier: values['tier'] as string | undefined,
    removalDate: values['removal-date'] as string | undefined,
  };
  const config = values['config'] as string | undefined;
  return {
    cwd: io.cwd,
    overrides,
    ...(config !== undefined ? { config } : {}),
    allowCodeConfig: values['no-code-config'] !== true,
    ...linkSettings(values),
  };
}

/** `path:1:1  error  message` lines for stderr (plan and report). */
export function resultLines(results: readonly LintResult[], cwd: string): string {
  const lines: string[] = [];
  for (const result of results) {
    for (const m of result.messages) lines.push(`${projectPath(resolve(cwd, result.filePath), cwd)}:${m.line}:${m.column}  ${m.severity === 2 ? 'error' : 'warning'}  ${m.message}`);
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** `edgelint: path: message` lines for stderr, one per file passed over (plan and report). */
export function noticeLines(notices: readonly FileNotice[], cwd: string): string {
  return notices.map((n) => `edgelint: ${projectPath(n.path, cwd)}: ${n.message}\n`).join('');
}
