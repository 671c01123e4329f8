/**
 * What the lint, plan and report commands share: the options that select the
 * configuration and the files, and loading both from a parsed command line.
 */
import { ALL_RULES } from '../../rules/index.js';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { findFiles, type FoundFiles } from '../files/find-files.js';
import { prepareFrontEnds } from '../load/source-file.js';
import { today } from '../text/calendar-date.js';
import type { CliIo } from './main.js';

/** `--config`, `--rule`, `--now`, `--tier`, `--format`, `--output`, `--help`, for `parseArgs`. */
export const COMMON_OPTIONS = {
  config: { type: 'string', short: 'c' },
  rule: { type: 'string', multiple: true },
  now: { type: 'string' },
  tier: { type: 'string' },
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The configuration (with the command line's overrides) and the files named by `positionals` or configured. */
export async function configAndFiles(values: Record<string, unknown>, positionals: readonly string[], io: CliIo): Promise<{ config: ResolvedConfig } & FoundFiles> {
  const config = await loadConfig({
    cwd: io.cwd,
    configPath: values['config'] as string | undefined,
    overrides: { rules: values['rule'] as string[] | undefined, now: values['now'] as string | undefined, tier: values['tier'] as string | undefined },
    registry: ALL_RULES,
    now: today(),
  });
  const found = await findFiles(positionals, { cwd: io.cwd, files: config.files, ignores: config.ignores });
  // Parsers that only some files need (HCL for `.tf`) are loaded now, once, and only then.
  await prepareFrontEnds(found.files);
  return { config, ...found };
}
