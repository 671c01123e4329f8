/**
 * The library's configuration and single-text entry points with their
 * defaults: `resolveConfig` (a configuration object in, the resolved
 * configuration out, or a `ConfigError`) and `lintText` (one text, linted
 * with the settings of its file — every rule at its default severity when no
 * configuration is given).
 */
import { ALL_RULES } from '../../rules/index.js';
import { configForFile } from '../config/config-for-file.js';
import { ConfigError, resolveConfig as resolveLayers, type CliOverrides, type ResolvedConfig } from '../config/resolve-config.js';
import { lintText as lintOneText, type LintConfig, type LintOptions } from '../engine/linter.js';
import type { LintResult } from '../engine/lint-result.js';
import type { AnyRule } from '../engine/rule.js';
import { today } from '../text/calendar-date.js';
import type { EdgelintConfig } from './project.js';

/** What `resolveConfig` resolves against: command-line changes, the rules, the default date. */
export interface ResolveOptions {
  /** What the command line changes (`--rule`, `--now`, `--tier`, `--removal-date`). Default: nothing. */
  readonly overrides?: CliOverrides;
  /** The rules. Default: every edgelint rule. */
  readonly rules?: readonly AnyRule[];
  /** The date when the configuration sets none. Default: today. */
  readonly now?: Date;
}

/**
 * Resolve a configuration object (the keys of `.edgelintrc.yaml`): the rules
 * with their severity and options, the settings, the `overrides` blocks.
 * Throws `ConfigError`, each problem naming its key, when it cannot be used.
 */
export function resolveConfig(config: EdgelintConfig = {}, options: ResolveOptions = {}): ResolvedConfig {
  const { config: resolved, problems, overrideProblems } = resolveLayers(config, options.overrides ?? {}, options.rules ?? ALL_RULES, options.now ?? today());
  if (resolved) return resolved;
  throw new ConfigError([...problems.map((p) => ({ message: p.path.length ? `\`${p.path.join('.')}\`: ${p.message}` : p.message })), ...overrideProblems.map((message) => ({ message }))]);
}

/**
 * Lint one file's text (or bytes: UTF-8, or UTF-16 with a byte-order mark).
 * With a resolved configuration, the file gets the `overrides` that match its
 * path (relative to the configuration's `basePath`, else the process's folder); with a
 * plain `LintConfig`, exactly those rules. Default: every rule at its default
 * severity, today's date. Pure apart from the default date. A `.tf` file needs
 * its parser loaded first: `await prepareFrontEnds([filePath])`.
 */
export function lintText(filePath: string, source: string | Uint8Array, config: LintConfig = resolveConfig(), options: LintOptions = {}): LintResult {
  // A resolved configuration (a `LintConfig` too) knows its `overrides`: the file gets those that match it.
  if (!isResolved(config)) return lintOneText(filePath, source, config, options);
  const cwd = 'cwd' in config && typeof config.cwd === 'string' ? config.cwd : process.cwd();
  // A project's configuration (`loadConfig`) knows the folder its patterns are relative to.
  const base = 'basePath' in config && typeof config.basePath === 'string' ? config.basePath : cwd;
  const limits = 'limits' in config ? config.limits : undefined;
  return lintOneText(filePath, source, { ...configForFile(config, filePath, cwd, base), registry: config.registry, ...(limits ? { limits } : {}) }, options);
}

function isResolved(config: LintConfig): config is ResolvedConfig {
  return 'layers' in config && 'overrides' in config;
}
