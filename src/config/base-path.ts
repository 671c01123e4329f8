/**
 * The folder a configuration's patterns are relative to — `files`,
 * `ignores`, and each `overrides` block's `files` and `ignores` — ESLint's
 * flat-config "base path" (`ConfigLoader.locateConfigFileToUse`, ESLint
 * 9.39): the folder in which the search upward from the working folder found
 * the configuration (`.edgelintrc*`, `edgelint.config.*`, the package.json
 * whose `edgelint` member it is; for `.config/edgelintrc*`, the folder that
 * holds `.config`), so a run from any subfolder matches the same files as a
 * run beside the file. cosmiconfig merges `$import`ed files (and theirs)
 * into the configuration found, so their patterns are relative to its
 * folder, as an imported flat-config object's patterns are relative to the
 * config file that uses it. A file named with `--config` (ESLint's `-c`: a shared file kept
 * elsewhere), a configuration given as an object, or none at all: the
 * working folder.
 *
 * The base is decided here only; every matcher takes it from
 * `ProjectConfig.basePath`.
 */
import { dirname, sep } from 'node:path';
import { configSearchPlaces } from './load-config.js';

export function configBasePath(cwd: string, config: { readonly filePath?: string; readonly named: boolean }): string {
  const { filePath } = config;
  if (filePath === undefined || config.named) return cwd;
  // The search place the file was found as (`.config/edgelintrc.yaml` is two segments): the folder searched is above it.
  const place = configSearchPlaces().find((p) => filePath.endsWith(sep + p.split('/').join(sep)));
  return place === undefined ? dirname(filePath) : filePath.slice(0, filePath.length - place.length - 1);
}
