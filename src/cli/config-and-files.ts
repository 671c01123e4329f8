/**
 * What the lint, plan and report commands share: the options that select the
 * configuration and the files, and loading both from a parsed command line.
 */
import { ALL_RULES } from '../../rules/index.js';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { TIERS } from '../data/plans.js';
import { findFiles, type FoundFiles } from '../files/find-files.js';
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
