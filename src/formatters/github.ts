/**
 * GitHub Actions workflow commands (`::error file=…::message`). GitHub shows
 * at most 10 errors and 10 warnings per step and 50 per job and drops the
 * rest silently (actions/toolkit docs/problem-matchers.md), so errors come
 * first and a final notice says how many were not shown; use SARIF upload
 * for large reports.
 */
import { relative } from 'node:path';
import { findProjectRoot, pathInside, toPosix } from '../files/project-path.js';
import { terminalSafe } from './terminal-text.js';
import { ruleName } from './rule-name.js';
import type { Formatter } from './types.js';

/** Annotations GitHub shows per step and severity (actions/toolkit, "Limitations"). */
export const ANNOTATIONS_PER_STEP = 10;

const COMMAND = { 2: 'error', 1: 'warning', 0: 'notice' } as const;

/** The runner's log is a terminal: text from the linted files is made terminal-safe first (`terminal-text.ts`). */
function escapeData(text: string): string {
  return terminalSafe(text).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

const github: Formatter = (results, context) => {
  const lines: { severity: 0 | 1 | 2; text: string }[] = [];
  const root = context.projectRoot ?? findProjectRoot(context.cwd);
  for (const result of results) {
    // GitHub resolves `file=` against the repository's top folder, wherever the step ran.
    const file = pathInside(root, result.filePath) ?? toPosix(relative(context.cwd, result.filePath));
    for (const m of result.messages) {
      const properties = [
        `file=${escapeProperty(file)}`,
        `line=${m.line}`,
        `col=${m.column}`,
        `endLine=${m.endLine}`,
        `endColumn=${m.endColumn}`,
        `title=${escapeProperty(ruleName(m))}`,
      ].join(',');
      lines.push({ severity: m.severity, text: `::${COMMAND[m.severity]} ${properties}::${escapeData(m.message)}` });
    }
  }
  lines.sort((a, b) => b.severity - a.severity);
  const out = lines.map((l) => l.text);
  const hidden = ([2, 1, 0] as const).reduce<number>((n, s) => n + Math.max(0, lines.filter((l) => l.severity === s).length - ANNOTATIONS_PER_STEP), 0);
  if (hidden > 0) out.push(`::notice::edgelint: ${hidden} more annotations than GitHub shows per step; upload SARIF (--format sarif) to see all`);
  return out.join('\n') + (out.length ? '\n' : '');
};

export default github;
