/**
 * `edgelint test` output: `json` is the contract of issue 16 (`passed`,
 * `failed`, `undecided`, `tests[]` with `file`, `name`, `line`, `status`,
 * `failures`, `outcome`, `trace`); the default is a readable list with a
 * diff per failing expectation, and the reasons of undecided ones. Problems
 * in test files read like lint findings: `file:line:column`, message, id; a
 * test with one is not run, and the summary counts it as not run.
 */
import type { FileProblems, TestRun } from './run-tests.js';
import { terminalSafe } from '../formatters/terminal-text.js';
import { counted } from '../text/counted.js';

export function formatJson(run: TestRun): string {
  const tests = run.tests.map((t) => ({
    file: t.file,
    name: t.name,
    line: t.line,
    status: t.status,
    failures: t.failures.map((f) => ({ key: f.key, expected: f.expected, actual: f.actual })),
    outcome: t.outcome,
    trace: t.trace,
  }));
  return `${JSON.stringify({ passed: run.passed, failed: run.failed, undecided: run.undecided, tests }, null, 2)}\n`;
}

const MARK = { passed: '✓', failed: '✗', undecided: '?' } as const;

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function formatText(run: TestRun): string {
  const lines: string[] = [];
  let file: string | undefined;
  for (const t of run.tests) {
    if (t.file !== file) {
      if (file !== undefined) lines.push('');
      file = t.file;
      lines.push(file);
    }
    lines.push(`  ${MARK[t.status]} ${t.name}${t.status === 'passed' ? '' : `  (line ${t.line})`}`);
    for (const f of t.failures) {
      if (f.kind === 'undecided') {
        lines.push(`      ${f.key}: undecided${f.reason ? ` — ${f.reason}` : ''}`);
        lines.push(`        expected: ${show(f.expected)}`);
        continue;
      }
      // A reason on a difference: the outcome is undecided, but none of its possible values is the expected one.
      lines.push(`      ${f.key}${f.reason ? ` (each possible value differs; which one depends on this: ${f.reason})` : ''}`);
      lines.push(`        - expected: ${show(f.expected)}`);
      lines.push(`        + actual:   ${show(f.actual)}`);
    }
    if (t.status !== 'passed') {
      const decisive = t.trace.filter((item) => item.matched !== false);
      if (decisive.length > 0) {
        lines.push('      trace (rules that matched or may match):');
        for (const item of decisive) lines.push(`        ${item.phase}  ${item.ruleset}  ${item.rule}: ${item.matched === 'undecided' ? 'undecided' : 'matched'} — ${item.reason}`);
      }
    }
  }
  if (run.tests.length > 0) lines.push('');
  const notRun = run.notRun > 0 ? `; ${run.notRun} not run for ${run.notRun === 1 ? 'its errors' : 'their errors'} (listed with their positions)` : '';
  lines.push(`${counted(run.tests.length, 'test')}: ${run.passed} passed, ${run.failed} failed, ${run.undecided} undecided${notRun}`);
  // Test names, values and reasons come from the test files: shown to a terminal or a CI log, never driving it.
  return `${lines.map(terminalSafe).join('\n')}\n`;
}

/** Test-file problems, one per line, like lint findings: `file:line:column  error  message  edgetest/id`. */
export function formatProblems(problems: readonly FileProblems[]): string {
  const lines: string[] = [];
  for (const file of problems) {
    for (const p of file.problems) lines.push(`${file.file}:${p.line}:${p.column}  error  ${p.message}  edgetest/${p.id}`);
  }
  return lines.length ? `${lines.map(terminalSafe).join('\n')}\n` : '';
}
