/**
 * What the lint, plan and report commands share: the options that select the
 * configuration and the files, and loading both from a parsed command line.
 */
import { loadConfig, type ProjectConfig, type ProjectOptions } from '../api/project.js';
import type { CliOverrides } from '../config/resolve-config.js';
import { TIERS } from '../data/plans.js';
import { findFiles, type FoundFiles } from '../files/find-files.js';
import { prepareFrontEnds } from '../load/source-file.js';
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

/** The project options the command line gives: the working folder, `--config` and what the flags change. */
export function projectOptions(values: Record<string, unknown>, io: CliIo): ProjectOptions {
  const overrides: CliOverrides = {
    rules: values['rule'] as string[] | undefined,
    now: values['now'] as string | undefined,
    tier: values['tier'] as string | undefined,
    removalDate: values['removal-date'] as string | undefined,
  };
  const config = values['config'] as string | undefined;
  return { cwd: io.cwd, overrides, ...(config !== undefined ? { config } : {}) };
}

/** The configuration (with the command line's overrides) and the files named by `positionals` or configured. */
export async function configAndFiles(values: Record<string, unknown>, positionals: readonly string[], io: CliIo): Promise<{ config: ProjectConfig } & FoundFiles> {
  const config = await loadConfig(projectOptions(values, io));
  const found = await findFiles(positionals, { cwd: io.cwd, files: config.files, ignores: config.ignores });
  // Parsers that only some files need (HCL for `.tf`) are loaded now, once, and only then.
  await prepareFrontEnds(found.files);
  return { config, ...found };
}
