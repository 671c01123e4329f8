/**
 * Start-up stays lean (issue 15): the worker pool and the cache are
 * imported on demand, so a run that uses neither — a clean run on one small
 * file — never loads them, nor `node:worker_threads`, nor `node:v8`. Checked on the static
 * import graph of the sources (the lint command's and the library's), which
 * holds whatever way the build bundles them.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The modules `file` imports for their values (not `import type`, not `await import()`). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)) {
    if (match[1]) continue;
    const spec = match[2]!;
    found.push(spec.startsWith('.') ? resolve(dirname(file), spec.replace(/\.js$/, '.ts')) : spec);
  }
  return found;
}

/** Every module reached from `entry` by static imports. */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [join(ROOT, entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.startsWith(ROOT)) queue.push(...staticImports(file));
  }
  return seen;
}

describe.each(['src/cli/lint-command.ts', 'src/index.ts'])('%s', (entry) => {
  const modules = reached(entry);

  it('reaches the lint pipeline (the graph is read right)', () => {
    expect(modules).toContain(join(ROOT, 'src/api/lint.ts'));
    expect(modules).toContain(join(ROOT, 'src/api/lint-file.ts'));
  });

  it('loads the worker pool, the cache and node:worker_threads only on demand', () => {
    for (const lazy of ['src/api/lint-workers.ts', 'src/api/lint-cache.ts', 'src/api/lint-worker.ts']) expect(modules).not.toContain(join(ROOT, lazy));
    expect(modules).not.toContain('node:worker_threads');
  });

  it('loads node:v8 only for a run that switches the optimising compiler off (optimiser-deferral.ts; about 2 ms to load)', () => {
    expect(modules).toContain(join(ROOT, 'src/api/optimiser-deferral.ts'));
    expect(modules).not.toContain('node:v8');
  });
});
