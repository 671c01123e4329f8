/**
 * What every input must satisfy, whatever it is: lint, plan (forced) and
 * report in every format finish without an exception; every message lies
 * inside the file; fixes applied with `--fix` leave a file that loads with no
 * new syntax error; and it all takes bounded CPU time for a small file (a
 * super-linear analysis shows as a slow input). The fuzzers and the replay of
 * saved regressions share it.
 */
import { expect } from 'vitest';
import { lintText } from '../engine/linter.js';
import { DEFAULT_CONFIG, runPipeline } from '../testing/pipeline.js';

/** CPU milliseconds one small input may take through everything (about 100 times what a fixture takes). */
const MAX_CPU_MS = 15_000;

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export function checkPipeline(path: string, text: string): void {
  const started = cpuMs();
  const outputs = runPipeline([{ filePath: path, text }]);
  const lines = text.split(/\r\n|\r|\n/);
  for (const m of [...outputs.lint.messages, ...outputs.lint.suppressedMessages]) {
    const where = `${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${m.ruleId ?? '(syntax)'} ${m.message}`;
    expect(m.line >= 1 && m.line <= lines.length + 1, where).toBe(true);
    expect(m.endLine >= m.line && m.endLine <= lines.length + 1, where).toBe(true);
    expect(m.column >= 1 && Number.isInteger(m.column) && Number.isInteger(m.endColumn), where).toBe(true);
    if (m.fix) expect(m.fix.range[0] >= 0 && m.fix.range[0] <= m.fix.range[1] && m.fix.range[1] <= text.length, where).toBe(true);
  }
  for (const [format, rendered] of Object.entries({ ...outputs.plans, ...outputs.reports })) expect(typeof rendered, format).toBe('string');
  const fixed = lintText(path, text, DEFAULT_CONFIG, { fix: true });
  if (fixed.output !== undefined) {
    const before = outputs.lint.fatalErrorCount;
    const after = lintText(path, fixed.output, DEFAULT_CONFIG).fatalErrorCount;
    expect(after, `--fix made the file unreadable:\n${fixed.output.slice(0, 2000)}`).toBeLessThanOrEqual(before);
  }
  const spent = cpuMs() - started;
  expect(spent, `${text.length} characters took ${spent.toFixed(0)} ms of CPU`).toBeLessThan(MAX_CPU_MS);
}
