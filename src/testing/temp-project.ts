/**
 * A throw-away project folder for tests that touch the file system: a
 * `package.json` marks its root (so configuration search stops there, not in
 * the real home folder), and the given files are written below it. The path
 * is the real path (`/tmp` may be a link), so it compares equal to what the
 * CLI reports.
 */
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface TempProjectOptions {
  /** The folder name's prefix in the system's temporary folder. */
  readonly prefix?: string;
  /** The `package.json` text, or `false` for none. */
  readonly packageJson?: string | false;
}

export function tempProject(files: Readonly<Record<string, string>>, options: TempProjectOptions | string = {}): string {
  const { prefix = 'edgelint-', packageJson } = typeof options === 'string' ? { prefix: options } : options;
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  if (packageJson !== false) writeFileSync(join(dir, 'package.json'), packageJson ?? '{"name": "fixture-project", "private": true}\n');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
