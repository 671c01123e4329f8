/**
 * What the lint, plan and report commands share: the options that select the
 * configuration and the files, loading both from a parsed command line, and
 * reading the files (an unreadable one is reported, never fatal to the run).
 */
import { relative } from 'node:path';
import { ALL_RULES } from '../../rules/index.js';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { makeResult, type LintResult } from '../engine/lint-result.js';
import { findFiles, toPosix, type FileNotice, type FoundFiles } from '../files/find-files.js';
import { readSourceFile } from '../files/read-source-file.js';
import { today } from '../text/calendar-date.js';
import type { CliIo } from './main.js';

/** `--config`, `--rule`, `--now`, `--tier`, `--format`, `--output`, `--help`, and the safety switches, for `parseArgs`. */
export const COMMON_OPTIONS = {
  config: { type: 'string', short: 'c' },
  rule: { type: 'string', multiple: true },
  now: { type: 'string' },
  tier: { type: 'string' },
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
  'no-code-config': { type: 'boolean' },
  'no-follow-symlinks': { type: 'boolean' },
  'allow-outside-project': { type: 'boolean' },
} as const;

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
