/**
 * The folder a configuration's patterns are relative to — `files`,
 * `ignores`, and each `overrides` block's `files` and `ignores` — ESLint's
 * flat-config "base path" (`ConfigLoader.locateConfigFileToUse`, ESLint
 * 9.39): the folder of the configuration file found by searching upward from
 * the working folder (`.edgelintrc*`, `edgelint.config.*`, the package.json
 * whose `edgelint` member it is), so a run from any subfolder matches the
 * same files as a run beside the file. Patterns of a `$import`ed file are
 * merged into the importing configuration and so are relative to its folder,
 * as an imported flat-config object's patterns are relative to the config
 * file that uses it. A file named with `--config` (ESLint's `-c`: a shared
 * file kept elsewhere), a configuration given as an object, or none at all:
 * the working folder.
 *
 * The base is decided here only; every matcher takes it from
 * `ProjectConfig.basePath`.
 */
import { dirname } from 'node:path';

export function configBasePath(cwd: string, config: { readonly filePath?: string; readonly named: boolean }): string {
  return config.filePath !== undefined && !config.named ? dirname(config.filePath) : cwd;
}
