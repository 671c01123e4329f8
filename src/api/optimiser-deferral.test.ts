/**
 * The optimising compiler's deferral (optimiser-deferral.ts): only when the
 * process allowed it, only for runs between the two thresholds, always set
 * back. V8's flags are the process's: `node:v8` is mocked here, and the
 * command's own runs are in code-cache.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const setFlagsFromString = vi.fn();
vi.mock('node:v8', () => ({ setFlagsFromString }));

const { allowOptimiserDeferral, withOptimiserDeferred, DEFER_OPTIMISER_BELOW_BYTES, DEFER_OPTIMISER_FROM_BYTES } = await import('./optimiser-deferral.js');

afterEach(() => {
  setFlagsFromString.mockClear();
  allowOptimiserDeferral('0.0.0');
});

describe('withOptimiserDeferred', () => {
  it('does nothing, and asks no sizes, unless the process allowed it', async () => {
    const bytes = vi.fn(() => DEFER_OPTIMISER_FROM_BYTES);
    expect(await withOptimiserDeferred(bytes, () => 'ran')).toBe('ran');
    expect(bytes).not.toHaveBeenCalled();
    expect(setFlagsFromString).not.toHaveBeenCalled();
  });

  it('does nothing on another Node.js major version than the one measured', async () => {
    allowOptimiserDeferral('22.11.0');
    await withOptimiserDeferred(() => DEFER_OPTIMISER_FROM_BYTES, () => undefined);
    expect(setFlagsFromString).not.toHaveBeenCalled();
  });

  it.each([
    ['a run below the lower threshold', DEFER_OPTIMISER_FROM_BYTES - 1, []],
    ['a run at the lower threshold', DEFER_OPTIMISER_FROM_BYTES, ['--no-turbofan', '--turbofan']],
    ['a run just below the upper threshold', DEFER_OPTIMISER_BELOW_BYTES - 1, ['--no-turbofan', '--turbofan']],
    ['a run at the upper threshold', DEFER_OPTIMISER_BELOW_BYTES, []],
  ])('%s: switched off, then on again when the run ends, or left alone', async (_name, size, flags) => {
    allowOptimiserDeferral('20.20.2');
    const during = await withOptimiserDeferred(
      () => size,
      () => setFlagsFromString.mock.calls.map(([flag]) => flag),
    );
    expect(during).toEqual(flags.slice(0, 1));
    expect(setFlagsFromString.mock.calls.map(([flag]) => flag)).toEqual(flags);
  });

  it('switches it on again when the run fails, and passes the failure on', async () => {
    allowOptimiserDeferral('20.20.2');
    const failing = (): Promise<never> => Promise.reject(new Error('lint failed'));
    await expect(withOptimiserDeferred(() => DEFER_OPTIMISER_FROM_BYTES, failing)).rejects.toThrow('lint failed');
    expect(setFlagsFromString.mock.calls.map(([flag]) => flag)).toEqual(['--no-turbofan', '--turbofan']);
  });
});
