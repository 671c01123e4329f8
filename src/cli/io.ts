/**
 * What every command shares with `main.ts` without importing it (so no
 * command module imports the dispatcher that loads it): the process seam
 * `CliIo`, the exit codes, the `Command` shape, and writing `--output`.
 *
 * `writeOutput` follows ESLint's `printResults` (lib/cli.js): the path is
 * resolved against the working directory, missing folders are created, and a
 * folder or an unwritable path is a one-line usage error (exit 2), never an
 * internal error with a stack trace.
 */
import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { maskSecretsInText } from '../text/secrets.js';
import { UsageError } from './usage-error.js';

/** The process as the CLI sees it; tests pass an in-memory one. */
export interface CliIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * Whether standard output is a terminal: colour is on by default only then. Asked only when
   * there is something to print, since finding out builds the process's output stream.
   */
  stdoutIsTTY?(): boolean;
  writeOut(text: string): void;
  writeErr(text: string): void;
  /** All of standard input, for `--stdin`; absent where there is none to read. */
  readStdin?(): Promise<string | Uint8Array>;
}

/** ESLint's exit codes: 0 clean, 1 lint errors (or too many warnings), 2 usage, configuration or internal error. */
export const EXIT = { ok: 0, problems: 1, fatal: 2 } as const;

/** One row of a command's option table (see `options.ts`). */
export interface CliOption {
  /** The long name, without `--`. */
  readonly name: string;
  readonly short?: string;
  readonly type: 'string' | 'boolean';
  /** Repeatable: the values are collected into an array. */
  readonly multiple?: boolean;
  /** The value's placeholder in usage and help, without brackets: `file`. */
  readonly arg?: string;
  /** The only values accepted; anything else is a usage error worded by `checkChoice`. */
  readonly choices?: readonly string[];
  /** The value used when the option is not given. */
  readonly default?: string;
  /** What help says when the option is not given and there is no plain default value ("today"). */
  readonly defaultText?: string;
  /** What the option does: lower case, no period. */
  readonly description: string;
  /** A whole command line that uses the option. */
  readonly example: string;
}

/** One command: its option table derives the `parseArgs` configuration, the usage line and the help (see `options.ts`). */
export interface Command {
  readonly name: string;
  /** One line for `edgelint --help`: lower case, no period. */
  readonly summary: string;
  /** What follows the command name besides options, as in the usage line: `[paths...]`, `'<expression>'`. */
  readonly operands: string;
  /** A short paragraph for `edgelint help <command>`. */
  readonly description: string;
  readonly options: readonly CliOption[];
  /** Whole command lines, shown under "Examples". */
  readonly examples: readonly string[];
  run(values: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number>;
}

/** What the file system's refusals mean for a file edgelint writes (anything else is shown by its code). */
const WRITE_ERRORS: Readonly<Record<string, string>> = {
  EEXIST: 'a file stands where a folder of the path should be',
  ENOTDIR: 'a file stands where a folder of the path should be',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
};

/**
 * Write a command's output to `path` (relative to `io.cwd`), creating missing
 * folders; `mode` sets the file's permissions (a plan written as a script).
 */
export function writeOutput(io: CliIo, path: string, text: string, options: { mode?: number } = {}): void {
  const target = resolve(io.cwd, path);
  let isFolder = false;
  try {
    isFolder = statSync(target).isDirectory();
  } catch {
    // Absent: written below.
  }
  if (isFolder) throw new UsageError(`--output ${path} is a folder; name a file`);
  try {
    mkdirSync(dirname(target), { recursive: true });
    // The secret mask is the last thing every output passes (README "Security").
    writeFileSync(target, maskSecretsInText(text));
    if (options.mode !== undefined) chmodSync(target, options.mode);
  } catch (error) {
    throw writeError(error, `--output ${path}`);
  }
}

/**
 * A file system's refusal to write `what` (`--output out.json`, an imported
 * manifest, the suppressions file) as a usage error that says what it means —
 * a file where a folder should be, a folder where the file should be — rather
 * than an internal error.
 */
export function writeError(error: unknown, what: string): UsageError {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return new UsageError(`cannot write ${what}: ${WRITE_ERRORS[code] ?? (code || String(error).split('\n')[0])}`);
}
