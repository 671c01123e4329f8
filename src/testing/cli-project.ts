/**
 * Shared by the CLI tests: a throw-away project folder (`temp-project.ts`),
 * and the CLI run in-process through `run()` with an in-memory `io`.
 */
import type { CliIo } from '../cli/io.js';
import { run } from '../cli/main.js';

export { tempProject as project } from './temp-project.js';

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** `edgelint <args>` in `cwd`, in-process; `stdin` is what standard input holds (none when absent). */
export async function cli(args: readonly string[], cwd: string, io: Partial<Pick<CliIo, 'env'>> & { stdoutIsTTY?: boolean; stdin?: string } = {}): Promise<CliOutcome> {
  let stdout = '';
  let stderr = '';
  const stdin = io.stdin;
  const code = await run(args, {
    cwd,
    env: io.env ?? {},
    ...(io.stdoutIsTTY === undefined ? {} : { stdoutIsTTY: () => io.stdoutIsTTY === true }),
    writeOut: (t) => (stdout += t),
    writeErr: (t) => (stderr += t),
    ...(stdin === undefined ? {} : { readStdin: async () => stdin }),
  });
  return { code, stdout, stderr };
}
