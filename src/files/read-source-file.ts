/**
 * Read one file to lint, or say why it cannot be read — never throw, never
 * hang: a file that turned into a FIFO or a device after it was found is
 * refused (opened without blocking, checked on the open descriptor), a file
 * larger than `MAX_FILE_BYTES` is not read, and a read error (permission
 * denied, …) becomes a message the caller reports as a finding of that file
 * while the run goes on.
 */
import * as fs from 'node:fs';
import { MAX_FILE_BYTES } from '../load/limits.js';
import { groupedDigits } from '../text/grouped-digits.js';

export type ReadOutcome = { readonly bytes: Uint8Array } | { readonly problem: string };

/** Words for a file-system error: `permission denied (EACCES)`. */
export function describeFileError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOENT: 'it does not exist (any more)',
    EISDIR: 'it is a folder',
    ELOOP: 'too many levels of symbolic links',
    EMFILE: 'too many open files',
    EIO: 'input/output error',
    EFBIG: 'it grew past the size limit while being read',
  };
  if (code && words[code]) return `${words[code]} (${code})`;
  if (code) return code;
  return error instanceof Error ? error.message : String(error);
}

export function readSourceFile(path: string): ReadOutcome {
  let fd: number | undefined;
  try {
    fd = fs.openSync(path, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) return { problem: `Not read: it is not a regular file (a device, FIFO or socket).` };
    if (stat.size > MAX_FILE_BYTES) return { problem: `Not read: the file has ${groupedDigits(stat.size)} bytes, more than the ${groupedDigits(MAX_FILE_BYTES)} edgelint reads.` };
    return { bytes: readAtMost(fd, MAX_FILE_BYTES) };
  } catch (error) {
    return { problem: `Cannot read the file: ${describeFileError(error)}.` };
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** The file's bytes, up to `limit` (a file that grows while read, as some in /proc do, is cut there). */
function readAtMost(fd: number, limit: number): Uint8Array {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.min(64 * 1024, limit + 1 - total));
    const n = fs.readSync(fd, chunk, 0, chunk.length, null);
    if (n === 0) break;
    chunks.push(chunk.subarray(0, n));
    total += n;
    if (total > limit) throw Object.assign(new Error('the file grew past the size limit while read'), { code: 'EFBIG' });
  }
  return Buffer.concat(chunks, total);
}
