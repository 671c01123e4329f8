/** The CLI run in-process (`run()` with a recording `CliIo`): its exit code and everything it printed. */
import { run, type CliIo } from '../cli/main.js';

export interface CliOutcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function runCli(args: readonly string[], cwd: string, env: Readonly<Record<string, string | undefined>> = {}): Promise<CliOutcome> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { cwd, env, writeOut: (t) => (stdout += t), writeErr: (t) => (stderr += t) };
  const code = await run([...args], io);
  return { code, stdout, stderr };
}
