/**
 * Find and load the tool configuration with cosmiconfig (module name
 * `edgelint`: `package.json#edgelint`, `.edgelintrc[.json|.yaml|.yml]`,
 * `edgelint.config.{js,mjs,cjs}`, ...), searched from the working directory
 * upward to the project root (the first folder with a package.json), or
 * from `--config`. YAML and JSON configuration files are parsed by edgelint's
 * own loader — YAML 1.2, like the documents it lints, and with positions — so
 * that every configuration error is reported at its line and column.
 * JavaScript configurations run code; `allowCode: false` refuses them before
 * anything runs (`--no-code-config`, README "Security").
 */
import { resolve } from 'node:path';
import { cosmiconfig, getDefaultSearchPlaces } from 'cosmiconfig';
import { loadSource, type SourceFile } from '../load/source-file.js';
import type { AnyRule } from '../engine/rule.js';
import type { Path } from '../model/types.js';
import { ConfigError, resolveConfig, type CliOverrides, type ResolvedConfig } from './resolve-config.js';
import { importCodeConfig } from './code-config.js';
import { configFileProblems, importCycle, importProblems, IMPORT_KEY } from './config-file-checks.js';

export const MODULE_NAME = 'edgelint';

/** The files cosmiconfig looks for in each folder, in its order (`package.json` counts only with an `edgelint` member). */
export function configSearchPlaces(): readonly string[] {
  return getDefaultSearchPlaces(MODULE_NAME);
}

export interface FoundConfig {
  /** The configuration file, or `undefined` when none was found (defaults apply). */
  readonly filePath?: string;
  readonly raw: unknown;
}

/** In package.json the configuration is the `edgelint` member. */
function configPrefix(filePath: string): Path {
  return /(^|[\\/])package\.json$/.test(filePath) ? [MODULE_NAME] : [];
}

/**
 * Parse a YAML/JSON configuration file with positions; syntax errors, duplicate
 * keys, a second document and unreadable `$import`s are configuration errors.
 */
function parseConfigFile(filePath: string, text: string, sources: Map<string, SourceFile>, format: 'yaml' | 'json'): unknown {
  const file = loadSource(filePath, text, { format });
  sources.set(filePath, file);
  const fatal = file.problems.filter((p) => p.fatal);
  if (fatal.length) {
    throw new ConfigError(fatal.map((p) => ({ message: p.message, filePath, ...file.position(p.start) })));
  }
  const problems = configFileProblems(file, configPrefix(filePath));
  if (problems.length) throw new ConfigError(problems);
  return file.documents[0]?.value ?? null;
}

/** Load a configuration that is code: refused when code is not allowed, imported otherwise, its failure reported where it happened. */
async function loadCodeConfig(filePath: string, allowCode: boolean): Promise<unknown> {
  if (!allowCode) {
    throw new ConfigError([{ message: 'this configuration file runs code, and --no-code-config refuses such files; use a YAML or JSON configuration (--config .edgelintrc.yaml)', filePath }]);
  }
  if (filePath.endsWith('.ts')) {
    throw new ConfigError([{ message: 'TypeScript configuration files are not supported; write edgelint.config.mjs, or a YAML or JSON configuration', filePath }]);
  }
  const loaded = await importCodeConfig(filePath);
  if ('problem' in loaded) throw new ConfigError([loaded.problem]);
  // A code configuration's `$import`s are checked as a YAML file's are, without positions (see config-file-checks.ts).
  const problems = importProblems(filePath, loaded.config);
  if (problems.length) throw new ConfigError(problems.map(({ message }) => ({ message, filePath })));
  return loaded.config;
}

export async function findConfig(cwd: string, explicitPath: string | undefined, sources: Map<string, SourceFile>, options: { readonly allowCode?: boolean } = {}): Promise<FoundConfig> {
  const yamlLoader = (filePath: string, text: string): unknown => parseConfigFile(filePath, text, sources, 'yaml');
  const jsonLoader = (filePath: string, text: string): unknown => parseConfigFile(filePath, text, sources, 'json');
  const codeLoader = (filePath: string): Promise<unknown> => loadCodeConfig(filePath, options.allowCode !== false);
  const explorer = cosmiconfig(MODULE_NAME, {
    searchStrategy: 'project',
    loaders: { '.yaml': yamlLoader, '.yml': yamlLoader, '.json': jsonLoader, noExt: yamlLoader, '.js': codeLoader, '.mjs': codeLoader, '.cjs': codeLoader, '.ts': codeLoader },
  });
  try {
    const result = explicitPath ? await explorer.load(resolve(cwd, explicitPath)) : await explorer.search(cwd);
    if (!result) return { raw: undefined };
    return { filePath: result.filepath, raw: result.config };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const cycle = importCycle((error as Error).message, cwd);
    if (cycle) {
      const source = sources.get(cycle.filePath);
      const at = source?.documents[0]?.rangeOf([...configPrefix(cycle.filePath), IMPORT_KEY]);
      throw new ConfigError([{ message: cycle.message, filePath: cycle.filePath, ...(source && at ? source.position(at.start) : {}) }]);
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && explicitPath) throw new ConfigError([{ message: `configuration file not found: ${explicitPath}` }]);
    throw new ConfigError([{ message: `cannot load the configuration: ${(error as Error).message.split('\n')[0]}`, ...(explicitPath ? { filePath: resolve(cwd, explicitPath) } : {}) }]);
  }
}

/** Find, load and resolve the configuration; throws `ConfigError` (exit code 2) with positions. */
export async function loadConfig(options: {
  cwd: string;
  configPath?: string;
  overrides: CliOverrides;
  registry: readonly AnyRule[];
  now: Date;
  /** `false`: refuse a configuration file that runs code (`--no-code-config`). Default `true`. */
  allowCode?: boolean;
}): Promise<ResolvedConfig & { filePath?: string }> {
  const sources = new Map<string, SourceFile>();
  const found = await findConfig(options.cwd, options.configPath, sources, { ...(options.allowCode !== undefined ? { allowCode: options.allowCode } : {}) });
  const { config, problems, overrideProblems } = resolveConfig(found.raw, options.overrides, options.registry, options.now);
  if (config) return { ...config, ...(found.filePath ? { filePath: found.filePath } : {}) };
  const source = found.filePath ? sources.get(found.filePath) : undefined;
  const prefix: Path = found.filePath ? configPrefix(found.filePath) : [];
  const positioned = problems.map((p): { message: string; filePath?: string; line?: number; column?: number } => {
    const doc = source?.documents[0];
    if (!source || !doc) return { message: p.message, ...(found.filePath ? { filePath: found.filePath } : {}) };
    const range = doc.rangeOf([...prefix, ...p.path], p.target);
    return { message: p.message, filePath: found.filePath, ...source.position(range.start) };
  });
  // In the order they appear in the file, as a user reads it.
  positioned.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  throw new ConfigError([...positioned, ...overrideProblems.map((message) => ({ message }))]);
}
