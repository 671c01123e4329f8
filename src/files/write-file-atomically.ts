/**
 * Writing a cache file that other runs read while it may be rewritten (the
 * lint cache, the code cache): whole or not at all. Not for the user's own
 * files (fixes, the suppressions file): a rename replaces a link with a plain
 * file and gives the file new permissions.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Write `data` to `path` through a temporary file beside it, renamed over it,
 * so that a reader — another run, a worker thread — never sees half a file.
 * The temporary name holds the process id and a random part (threads of one
 * process may write the same file at once), and it is removed when the write
 * fails (a full disk, a folder in the way), so no megabytes are left behind.
 * Throws what the write threw.
 */
export function writeFileAtomically(path: string, data: string | Uint8Array, mode?: number): void {
  const temporary = `${path}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  try {
    writeFileSync(temporary, data, mode === undefined ? {} : { mode });
    renameSync(temporary, path);
  } catch (error) {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // There was none (no folder to write it in).
    }
    throw error;
  }
}
