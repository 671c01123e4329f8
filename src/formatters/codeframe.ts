/**
 * ESLint's `codeframe` format: each finding as a headline, then the source
 * lines around it with the offending range underlined — positions are what
 * edgelint is for, so this format shows them.
 *
 *   error: Unknown action `blok`. (ruleset/known-action) at edge/waf.yaml:3:13:
 *     2 | rules:
 *   > 3 |   - action: blok
 *       |             ^^^^
 *     4 |     expression: "true"
 *
 * Two lines of context above and below; a range over many lines is cut after
 * its first six. Columns are UTF-16 code units, as in every edgelint
 * position; tabs are kept in the underline so it stays aligned. Source text
 * is made terminal-safe and literal secrets are masked (`secret-ranges.ts`).
 * Linear in the size of the files shown.
 */
import { relative } from 'node:path';
import { Chalk, type ChalkInstance } from 'chalk';
import type { LintMessage, LintResult } from '../engine/lint-result.js';
import { secretRanges } from './secret-ranges.js';
import { terminalSafe } from './terminal-text.js';
import type { Formatter } from './types.js';
import { counted } from '../text/counted.js';

const CONTEXT_LINES = 2;
/** Lines of a long range shown before the frame is cut. */
const RANGE_LINES = 6;
const SEVERITY = { 2: 'error', 1: 'warning', 0: 'info' } as const;

function colorOf(c: ChalkInstance, severity: LintMessage['severity']): ChalkInstance {
  return severity === 2 ? c.red : severity === 1 ? c.yellow : c.blue;
}

/** The file's lines (without terminators) with its secrets replaced by `*`. */
function maskedLines(result: LintResult, source: string): string[] {
  let text = source;
  const ranges = secretRanges(result.filePath, source).sort((a, b) => a.start - b.start);
  if (ranges.length) {
    const parts: string[] = [];
    let at = 0;
    for (const r of ranges) {
      if (r.start < at) continue;
      // Same length, line breaks kept: the positions of every other finding stay true.
      parts.push(text.slice(at, r.start), text.slice(r.start, r.end).replace(/[^\r\n]/g, '*'));
      at = r.end;
    }
    parts.push(text.slice(at));
    text = parts.join('');
  }
  const lines = text.split(/\r\n|\r|\n/);
  // A final line break ends the last line; it does not start an empty one worth showing.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  if (lines[0]?.charCodeAt(0) === 0xfeff) lines[0] = lines[0].slice(1);
  return lines;
}

/** The underline of `[from, to)` (0-based code units) of `line`, as shown after `terminalSafe`. */
function underline(line: string, from: number, to: number): string {
  const before = terminalSafe(line.slice(0, from)).replace(/[^\t]/g, ' ');
  const width = Math.max(1, terminalSafe(line.slice(from, Math.max(from, to))).length);
  return `${before}${'^'.repeat(width)}`;
}

function frame(c: ChalkInstance, lines: readonly string[], m: LintMessage): string[] {
  const last = Math.min(m.endLine, m.line + RANGE_LINES - 1, lines.length);
  const first = Math.max(1, m.line - CONTEXT_LINES);
  const end = Math.min(lines.length, (m.endLine > last ? last : m.endLine) + CONTEXT_LINES);
  const gutter = String(end).length;
  const marked = colorOf(c, m.severity);
  const out: string[] = [];
  for (let n = first; n <= end; n++) {
    const text = lines[n - 1] ?? '';
    const inRange = n >= m.line && n <= last;
    out.push(`${inRange ? marked.bold('>') : ' '} ${c.dim(`${String(n).padStart(gutter)} |`)}${text ? ` ${terminalSafe(text)}` : ''}`);
    if (inRange) {
      const from = n === m.line ? m.column - 1 : 0;
      const to = n === m.endLine ? m.endColumn - 1 : text.length;
      out.push(`  ${c.dim(`${' '.repeat(gutter)} |`)} ${marked(underline(text, from, to))}`);
    }
    if (n === last && m.endLine > last) out.push(`  ${c.dim(`${' '.repeat(gutter)} |`)} ${c.dim(`… ${counted(m.endLine - last, 'more line')} of this range`)}`);
  }
  return out;
}

function summary(c: ChalkInstance, errors: number, warnings: number, infos: number, fixable: number): string {
  const parts = [counted(errors, 'error'), counted(warnings, 'warning'), ...(infos ? [`${infos} info`] : [])];
  const text = `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]} found.`;
  const color = errors ? c.red : warnings ? c.yellow : c.blue;
  const fix = fixable ? `\n${color.bold(`${fixable} of them potentially fixable with the \`--fix\` option.`)}` : '';
  return `${color.bold(text)}${fix}\n`;
}

const codeframe: Formatter = (results, context) => {
  // Its own chalk instance: the level is this call's, whatever the process's terminal is.
  const c = new Chalk({ level: context.color ? 1 : 0 });
  const blocks: string[] = [];
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  let fixable = 0;
  for (const result of results) {
    if (result.messages.length === 0) continue;
    errors += result.errorCount;
    warnings += result.warningCount;
    infos += result.infoCount;
    fixable += result.fixableErrorCount + result.fixableWarningCount;
    const shownPath = terminalSafe(relative(context.cwd, result.filePath) || result.filePath);
    const lines = result.source === undefined ? undefined : maskedLines(result, result.source);
    for (const m of result.messages) {
      const head = `${colorOf(c, m.severity)(SEVERITY[m.severity])}: ${terminalSafe(m.message)}${m.ruleId ? c.dim(` (${m.ruleId})`) : ''} at ${shownPath}:${m.line}:${m.column}:`;
      blocks.push([head, ...(lines ? frame(c, lines, m) : [])].join('\n'));
    }
  }
  if (blocks.length === 0) return '';
  return `${blocks.join('\n\n')}\n\n\n${summary(c, errors, warnings, infos, fixable)}`;
};

export default codeframe;
