/**
 * Test runner settings. Property tests and end-to-end CLI tests do real work
 * (thousands of generated inputs, child processes); on a loaded 2-core machine
 * vitest's 5 s default fails them for slowness, not for a defect. Speed is
 * measured by `npm run bench` as ratios, never by a test's wall time.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
