/**
 * What every high-level call (`lint`, `plan`, `report`, `importState`)
 * starts from: a working folder and its configuration — found from the
 * folder upward, named by path, or given as an object — with the changes
 * the command line makes. The CLI passes its flags here, so a library
 * caller and the CLI resolve the same configuration from the same inputs.
 *
 * This folder is the library's composition layer, as `src/cli/` is the
 * command line's: the only part of `src/` besides those two that knows the
 * rule catalogue (`rules/index.ts`), as the default of `rules`.
 */
import { ALL_RULES } from '../../rules/index.js';
import { configBasePath } from '../config/base-path.js';
import { configForFile, type FileConfig } from '../config/config-for-file.js';
import { loadConfig as findAndResolveConfig } from '../config/load-config.js';
import { ConfigError, resolveConfig, type CliOverrides, type ResolvedConfig } from '../config/resolve-config.js';
import { DEFAULT_LIMITS, type LintConfig, type LintLimits } from '../engine/linter.js';
import type { AnyRule, Severity } from '../engine/rule.js';
import { today } from '../text/calendar-date.js';

/** A rule's setting in a configuration: a severity, or `[severity, options]`. */
export type RuleSetting = Severity | readonly [Severity] | readonly [Severity, Readonly<Record<string, unknown>>];

/** Settings for the files `files` matches; the keys of an `overrides` block (`schemas/edgelint-config.json`). */
export interface EdgelintOverride {
  readonly files: readonly string[];
  readonly ignores?: readonly string[];
  readonly rules?: Readonly<Record<string, RuleSetting>>;
  readonly now?: string;
  readonly tier?: 'free' | 'pro' | 'business' | 'enterprise';
  readonly lists?: Readonly<Record<string, 'ip' | 'hostname' | 'asn' | 'redirect'>>;
  readonly removalDate?: string;
  readonly reportUnusedDisableDirectives?: Severity | boolean;
}

/** The configuration as an object: the keys of `.edgelintrc.yaml` (`schemas/edgelint-config.json`). */
export interface EdgelintConfig extends Partial<Omit<EdgelintOverride, 'files'>> {
  readonly files?: readonly string[];
  readonly overrides?: readonly EdgelintOverride[];
}

/** The project every high-level function works on: a working folder, its configuration, and what the command line changes. */
export interface ProjectOptions {
  /**
   * The working folder: configuration is searched from it upward, paths given and results' paths are relative to it,
   * and so are the configuration's patterns when no file was found (a file found: its folder, `ProjectConfig.basePath`).
   * Default: `process.cwd()`.
   */
  readonly cwd?: string;
  /**
   * The configuration: a file's path (relative to `cwd`; its patterns are
   * relative to `cwd` too, ESLint's `--config`), or the
   * configuration itself as an object. Default: searched from `cwd` upward
   * (`.edgelintrc*`, `edgelint.config.*`, `package.json#edgelint`), the
   * defaults when there is none.
   */
  readonly config?: string | EdgelintConfig;
  /** What the command line changes, over every layer of the configuration (`--rule`, `--now`, `--tier`, `--removal-date`). Default: nothing. */
  readonly overrides?: CliOverrides;
  /** The rules the configuration enables among. Default: every edgelint rule (`ALL_RULES`). */
  readonly rules?: readonly AnyRule[];
  /** The date deadline rules compare against when neither the configuration nor `overrides.now` sets one. Default: today. */
  readonly now?: Date;
  /**
   * Load a configuration file that runs code (`edgelint.config.{js,mjs,cjs}`,
   * `.edgelintrc.{js,cjs}`). `false` refuses such a file before anything runs
   * (`--no-code-config`), for changes that are not trusted. Default: true.
   */
  readonly allowCodeConfig?: boolean;
  /** Follow symbolic links found in folders and patterns (those inside the project). `false` follows none, each link a notice (`--no-follow-symlinks`). Default: true. */
  readonly followSymlinks?: boolean;
  /** Let symbolic links and configured `files` patterns reach files outside `cwd` (`--allow-outside-project`). Default: false: such links are notices, such patterns an error. */
  readonly allowOutsideProject?: boolean;
  /** How many findings of one kind and syntax errors a file lists before one message counts the rest. Default: 100 and 10 (`DEFAULT_LIMITS`). */
  readonly limits?: LintLimits;
}

/** A resolved configuration, with the working folder it was resolved for and the run's file policy and caps. */
export interface ProjectConfig extends ResolvedConfig {
  readonly cwd: string;
  /** The configuration file, when one was found or named. */
  readonly filePath?: string;
  /**
   * The folder the configuration's `files`, `ignores` and `overrides` patterns are relative to (ESLint's base path,
   * config/base-path.ts): the found configuration file's folder, else `cwd`.
   */
  readonly basePath: string;
  /** How files are found (`ProjectOptions.followSymlinks`, `allowOutsideProject`). */
  readonly walk: { readonly followSymlinks: boolean; readonly allowOutsideProject: boolean };
  readonly limits: Required<LintLimits>;
}

/** Resolve the configuration of a working folder; throws `ConfigError` (each problem with its position) when it cannot be used. */
export async function loadConfig(options: ProjectOptions = {}): Promise<ProjectConfig> {
  const cwd = options.cwd ?? process.cwd();
  const registry = options.rules ?? ALL_RULES;
  const now = options.now ?? today();
  const overrides = options.overrides ?? {};
  const run = { cwd, walk: { followSymlinks: options.followSymlinks !== false, allowOutsideProject: options.allowOutsideProject === true }, limits: limitsOf(options.limits) };
  if (typeof options.config === 'object') {
    const { config, problems, overrideProblems } = resolveConfig(options.config, overrides, registry, now);
    if (config) return { ...config, ...run, basePath: configBasePath(cwd, { named: true }) };
    // An object has no positions: the problem names its key instead.
    throw new ConfigError([...problems.map((p) => ({ message: p.path.length ? `\`${p.path.join('.')}\`: ${p.message}` : p.message })), ...overrideProblems.map((message) => ({ message }))]);
  }
  const config = await findAndResolveConfig({
    cwd,
    ...(options.config !== undefined ? { configPath: options.config } : {}),
    overrides,
    registry,
    now,
    allowCode: options.allowCodeConfig !== false,
  });
  return { ...config, ...run, basePath: configBasePath(cwd, { ...(config.filePath !== undefined ? { filePath: config.filePath } : {}), named: options.config !== undefined }) };
}

function limitsOf(limits: LintLimits = {}): Required<LintLimits> {
  const merged = { ...DEFAULT_LIMITS, ...limits };
  for (const [key, value] of Object.entries(merged)) {
    if (!Number.isInteger(value) || value < 1) throw new ConfigError([{ message: `\`limits.${key}\` must be a whole number of at least 1, not ${String(value)}` }]);
  }
  return merged;
}

const lintConfigs = new WeakMap<FileConfig, LintConfig>();

/**
 * What one file of the project is linted with: its configuration (with the
 * `overrides` that match it), the rules known, the caps. Files the same
 * `overrides` apply to get the same object.
 */
export function fileLintConfig(config: ProjectConfig, filePath: string): LintConfig {
  const folded = configForFile(config, filePath, config.cwd, config.basePath);
  let lintConfig = lintConfigs.get(folded);
  if (!lintConfig) lintConfigs.set(folded, (lintConfig = { ...folded, registry: config.registry, limits: config.limits }));
  return lintConfig;
}
