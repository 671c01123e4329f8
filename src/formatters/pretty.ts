/**
 * The default terminal format: eslint-formatter-pretty, with five changes
 * made around it rather than by rendering lines ourselves, so its layout
 * (files by severity, aligned positions, `code` in bold, file links) stays.
 *
 * - One file at a time: the library lays out a whole run at once, holding
 *   every line of it padded to the run's widest message, so a run with
 *   70,000 findings took twice the time and 80 MiB more memory. Files come in
 *   the library's order (warnings only first, then most errors first), each laid out
 *   by the library, and the counts are written once; positions line up
 *   within a file (as in ESLint's stylish format), not across files.
 * - No padding to the longest message of the run: the library pads every
 *   message to the widest one so that rule ids line up, which turns one long
 *   message into wrapped lines for every finding. The rule id is appended to
 *   the message instead (two spaces apart), and the trailing padding dropped.
 * - Info findings (severity 0, which the library does not know) get their own
 *   symbol (ℹ) and their own count in the summary.
 * - Colour as the CLI decides (`context.color`), not as the library's
 *   dependencies guess from the process: chalk's level is set for the call,
 *   and without colour every escape sequence (symbol colours, file links) is
 *   removed, so pipes and `--output` files get plain text.
 * - Without colour, `code` and 'quoted' text keep their marks: the library
 *   turns them into bold, which stripped of its escapes leaves the words
 *   run into the sentence ("must end with and cf.zone.plan eq "ENT"").
 * - Text from the linted file is made safe for a terminal (`terminal-text.ts`).
 */
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import chalk from 'chalk';
import eslintFormatterPretty from 'eslint-formatter-pretty';
import { terminalSafe } from './terminal-text.js';
import type { Formatter } from './types.js';
import { counted } from '../text/counted.js';

type PrettyInput = Parameters<typeof eslintFormatterPretty>[0];
type PrettyData = Parameters<typeof eslintFormatterPretty>[1];

/** Marks the message of an info finding; messages are terminal-safe, so it cannot occur in one. */
const INFO_MARK = '\u0000';
/**
 * The library's warning symbol (log-symbols: ⚠, or ‼ where Unicode is not supported), with its colour codes.
 * Written as escapes: the CLI bundle must stay ASCII (scripts/bundle.mjs), and esbuild keeps regular expressions as written.
 */
const WARNING_SYMBOL = /(?:\u001B\[\d+m)?(\u26A0|\u203C)(?:\u001B\[\d+m)?/;
const PLAIN_WARNING = '\u203C';
/** Stand-ins for the marks the library would turn into bold; messages are terminal-safe, so they cannot occur in one. */
const BACKTICK_MARK = '\u0001';
const QUOTE_MARK = '\u0002';
const MARKS = /[\u0001\u0002]/g;
const hideMarks = (text: string): string => text.replaceAll('`', BACKTICK_MARK).replaceAll("'", QUOTE_MARK);
const showMark = (mark: string): string => (mark === BACKTICK_MARK ? '`' : "'");

/**
 * The library's rule metadata, for the empty rule id every message gets (the id is in the
 * message). Without an entry its lookup throws for each message and falls back to a link to
 * ESLint's own rules page: most of the formatter's time on a large run (71,000 findings: 1.9 of
 * 2.6 s) and, in a terminal that shows links, an invisible link to a page about another tool.
 */
const NO_RULE_LINK = { '': { docs: {} } };
/** iTerm's "current folder" sequence (ansi-escapes; wrapped for tmux inside tmux) the library puts before a run's first file in that terminal. */
const ITERM_SET_CWD = /^(?:\u001B\]50;CurrentDir=[^\u0007]*\u0007|\u001BPtmux;\u001B\u001B\]50;CurrentDir=[^\u0007]*\u0007\u001B\\)/;

const pretty: Formatter = (results, context) => {
  const color = context.color === true;
  // The library shows paths relative to the process's folder; give it paths relative to ours when they differ.
  const display = (file: string): string => (process.cwd() === context.cwd ? file : relative(context.cwd, file) || file);
  const level = chalk.level;
  // Before any text is coloured (rule ids included), and for the library's calls.
  chalk.level = color ? (level > 0 ? level : 1) : 0;
  try {
    let infoTotal = 0;
    let warningTotal = 0;
    let errorTotal = 0;
    const files = results
      .filter((result) => result.messages.length > 0)
      .map((result) => {
        infoTotal += result.infoCount;
        warningTotal += result.warningCount;
        errorTotal += result.errorCount;
        // The file's counts as its messages give them: the library prints nothing for a file it counts no problems in.
        const errors = result.messages.filter((m) => m.severity === 2).length;
        return {
          ...result,
          filePath: terminalSafe(display(result.filePath)),
          errorCount: errors,
          warningCount: result.messages.length - errors,
          messages: result.messages.map((m) => ({
            ...m,
            severity: m.severity === 0 ? 1 : m.severity,
            ruleId: '',
            message: `${m.severity === 0 ? INFO_MARK : ''}${color ? terminalSafe(m.message) : hideMarks(terminalSafe(m.message))}${m.ruleId ? `  ${chalk.dim(m.ruleId)}` : ''}`,
          })),
        };
      })
      .sort(byLibraryOrder);
    if (files.length === 0) return '';

    let lead = '';
    const blocks = files.map((file) => {
      // The library's text for one file: a blank line, (in iTerm, its working-folder sequence,) the file's lines, a blank line, the file's counts.
      const output = eslintFormatterPretty([file] as unknown as PrettyInput, { cwd: context.cwd, rulesMeta: NO_RULE_LINK } as unknown as PrettyData);
      let block = output.slice(1, output.lastIndexOf('\n\n'));
      const setCwd = ITERM_SET_CWD.exec(block);
      if (setCwd) {
        lead = setCwd[0];
        block = block.slice(lead.length);
      }
      return block
        .split('\n')
        .map((line) => {
          const trimmed = (color ? line : stripVTControlCharacters(line).replace(MARKS, showMark)).replace(/ +$/, '');
          if (!trimmed.includes(INFO_MARK)) return trimmed;
          return trimmed.replace(INFO_MARK, '').replace(WARNING_SYMBOL, (_, symbol: string) => chalk.blue(symbol === PLAIN_WARNING ? 'i' : 'ℹ'));
        })
        .join('\n');
    });
    const counts = [
      warningTotal > 0 ? `  ${chalk.yellow(counted(warningTotal, 'warning'))}\n` : '',
      infoTotal > 0 ? `  ${chalk.blue(`${infoTotal} info`)}\n` : '',
      errorTotal > 0 ? `  ${chalk.red(counted(errorTotal, 'error'))}\n` : '',
    ].join('');
    return `\n${color ? lead : ''}${blocks.join('\n\n')}\n\n${counts}`;
  } finally {
    chalk.level = level;
  }
};

/** The library's order of files, as it sorts them: those without errors first (most warnings first), then the others, most errors first. */
function byLibraryOrder(a: { errorCount: number; warningCount: number }, b: { errorCount: number; warningCount: number }): number {
  if (a.errorCount === b.errorCount) return b.warningCount - a.warningCount;
  if (a.errorCount === 0) return -1;
  if (b.errorCount === 0) return 1;
  return b.errorCount - a.errorCount;
}

export default pretty;
