/**
 * Shared by the CLI tests: a throw-away project folder, and the CLI run
 * in-process through `run()` with an in-memory `io`.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CliIo } from '../cli/io.js';
import { run } from '../cli/main.js';

/** A temporary folder holding `files`, with a package.json so the configuration search stops there, not in the real home folder. */
export function project(files: Record<string, string>, prefix = 'edgelint-cli-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(dir, 'package.json'), '{"name": "fixture-project", "private": true}\n');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** `edgelint <args>` in `cwd`, in-process. */
export async function cli(args: readonly string[], cwd: string, io: Partial<Pick<CliIo, 'env' | 'stdoutIsTTY'>> = {}): Promise<CliOutcome> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, { cwd, env: io.env ?? {}, ...(io.stdoutIsTTY === undefined ? {} : { stdoutIsTTY: io.stdoutIsTTY }), writeOut: (t) => (stdout += t), writeErr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}
