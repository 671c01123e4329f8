/**
 * Whether terminal formats colour their output. The command line wins
 * (`--color`, `--no-color`), then the environment — `FORCE_COLOR` (unless
 * `0` or `false`) before `NO_COLOR` (any non-empty value, no-color.org), the
 * order Node's own `hasColors()` uses — then `TERM=dumb`, and otherwise
 * colour only when standard output is a terminal. A report written with
 * `--output` is a file, never a terminal: it gets colour only from `--color`.
 */
import type { CliIo } from './io.js';

export function useColor(flags: { color?: boolean; noColor?: boolean }, io: Pick<CliIo, 'env' | 'stdoutIsTTY'>, toFile: boolean): boolean {
  if (flags.noColor) return false;
  if (flags.color) return true;
  if (toFile) return false;
  const force = io.env['FORCE_COLOR'];
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (io.env['NO_COLOR']) return false;
  if (io.env['TERM'] === 'dumb') return false;
  return io.stdoutIsTTY?.() === true;
}
