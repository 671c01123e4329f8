/**
 * Which files a run lints, ESLint style: named files as they are (unless
 * ignored), folders expanded to the YAML, JSON and Terraform files below them, glob
 * patterns matched; with no arguments, the configuration's `files`
 * patterns. A pattern that matches nothing is a usage error, so a typo in a
 * CI step does not pass silently.
 */
import { statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import picomatch from 'picomatch';
import { glob, isDynamicPattern } from 'tinyglobby';
import { toPosix } from './project-path.js';

/** Never linted (ESLint's defaults, and the modules and providers `terraform init` downloads). */
export const DEFAULT_IGNORES: readonly string[] = ['**/node_modules/**', '**/.git/**', '**/.terraform/**'];

/** Inside a folder, files that are certainly not edge configuration: package and tool manifests, edgelint's own config. */
const FOLDER_SKIPS: readonly string[] = ['**/package.json', '**/package-lock.json', '**/tsconfig*.json', '**/.edgelintrc*', '**/edgelint.config.*'];

/** What a folder is expanded to (`.tf.json` is a `.json`). */
export const CONFIG_EXTENSIONS = '{yaml,yml,json,tf}';

/** `edgelint test` files: found by `edgelint test`, never linted as edge configuration when a folder or the configured patterns would take them in. */
export const TEST_FILE_PATTERNS: readonly string[] = ['**/*.edgetest.yaml'];

export interface FoundFiles {
  /** Absolute paths, sorted, without duplicates. */
  readonly files: string[];
  /** Named files skipped because an ignore pattern matches them (ESLint warns about these). */
  readonly ignored: string[];
}

export class NoFilesError extends Error {}

/**
 * The files a run lints: named files (unless ignored), the YAML and JSON
 * files below named folders, files matching glob patterns; with no `args`,
 * the files the `files` patterns match. Throws `NoFilesError` when an
 * argument or the patterns match nothing.
 */
export async function findFiles(
  args: readonly string[],
  options: {
    cwd: string;
    files: readonly string[];
    ignores: readonly string[];
    /** What a named folder expands to (default: every YAML and JSON file below it). */
    folderPatterns?: readonly string[];
  },
): Promise<FoundFiles> {
  const { cwd } = options;
  // Looking for configuration, test files are skipped (named ones are taken as named).
  const named = [...DEFAULT_IGNORES, ...options.ignores];
  const ignores = [...named, ...(options.folderPatterns === undefined ? TEST_FILE_PATTERNS : [])];
  const isIgnored = picomatch(named, { dot: true });
  const found = new Set<string>();
  const ignored: string[] = [];

  if (args.length === 0) {
    const matches = await glob([...options.files], { cwd, ignore: ignores, absolute: true, dot: true, onlyFiles: true });
    if (matches.length === 0) {
      throw new NoFilesError(`no files match the configured \`files\` patterns (${options.files.join(', ')}); name files or folders on the command line`);
    }
    matches.forEach((m) => found.add(resolve(m)));
    return { files: [...found].sort(), ignored };
  }

  for (const arg of args) {
    const absolute = resolve(cwd, arg);
    let stat;
    try {
      stat = statSync(absolute);
    } catch {
      stat = undefined;
    }
    if (stat?.isFile()) {
      if (isIgnored(toPosix(relative(cwd, absolute)))) ignored.push(absolute);
      else found.add(absolute);
      continue;
    }
    let matches: string[];
    if (stat?.isDirectory()) {
      matches = await glob([...(options.folderPatterns ?? [`**/*.${CONFIG_EXTENSIONS}`])], { cwd: absolute, ignore: [...ignores, ...FOLDER_SKIPS], absolute: true, dot: true, onlyFiles: true });
    } else if (isDynamicPattern(arg)) {
      matches = await glob([toPosix(arg)], { cwd, ignore: ignores, absolute: true, dot: true, onlyFiles: true });
    } else {
      throw new NoFilesError(`no such file or folder: ${arg}`);
    }
    if (matches.length === 0) throw new NoFilesError(`no files matching the pattern "${arg}" were found`);
    matches.forEach((m) => found.add(resolve(m)));
  }
  return { files: [...found].sort(), ignored };
}
