/**
 * ESLint's result shape (`LintResult`, `LintMessage`), so that ESLint
 * formatters such as eslint-formatter-pretty render edgelint results as they
 * are, and CI tooling that reads ESLint JSON reads ours.
 */

import type { Severity } from './rule.js';
import { byCodeUnits } from '../text/code-unit-order.js';

/** 2 error, 1 warning, 0 info (reported, never counted as a failure). */
export type MessageSeverity = 0 | 1 | 2;

/** A configured severity as a message's number. */
export const MESSAGE_SEVERITY: Readonly<Record<Exclude<Severity, 'off'>, MessageSeverity>> = { error: 2, warn: 1, info: 0 };

/** An automatic fix: replace `range` of the file text with `text` (ESLint's `Fix`). */
export interface LintFix {
  /** `[start, end)` offsets into the file text (0-based, ESLint convention). */
  readonly range: readonly [number, number];
  readonly text: string;
}

export interface LintSuggestion {
  readonly desc: string;
  readonly fix: LintFix;
}

/** One finding at its range (ESLint's `LintMessage`). */
export interface LintMessage {
  /** `null` for problems that are not a rule's (syntax errors). */
  readonly ruleId: string | null;
  readonly severity: MessageSeverity;
  readonly message: string;
  readonly messageId?: string;
  /** 1-based. */
  readonly line: number;
  /** 1-based, in UTF-16 code units. */
  readonly column: number;
  readonly endLine: number;
  /** 1-based, exclusive (ESLint convention). */
  readonly endColumn: number;
  /** The file could not be analysed past this problem (syntax error). */
  readonly fatal?: true;
  readonly fix?: LintFix;
  readonly suggestions?: readonly LintSuggestion[];
}

/** A finding a directive or the bulk suppressions file suppressed, with how (ESLint's `SuppressedLintMessage`). */
export interface SuppressedMessage extends LintMessage {
  /** `directive`: an inline comment (its `-- reason`); `bulk`: the suppressions file (its path). */
  readonly suppressions: readonly { kind: 'directive' | 'bulk'; justification: string }[];
}

/** The findings of one file (ESLint's `LintResult`), with their counts. */
export interface LintResult {
  /** Absolute path of the file. */
  readonly filePath: string;
  readonly messages: readonly LintMessage[];
  readonly suppressedMessages: readonly SuppressedMessage[];
  readonly errorCount: number;
  readonly fatalErrorCount: number;
  readonly warningCount: number;
  /** Messages at severity 0 (`info` rules); not in ESLint's shape, which formatters ignore. */
  readonly infoCount: number;
  readonly fixableErrorCount: number;
  readonly fixableWarningCount: number;
  /** The fixed text when `--fix` changed the file (ESLint's `output`). */
  readonly output?: string;
  /** The file text, for formatters that show code frames; as in ESLint, only in a result with messages. */
  readonly source?: string;
}

export function compareMessages(a: LintMessage, b: LintMessage): number {
  return (
    a.line - b.line ||
    a.column - b.column ||
    byCodeUnits(a.ruleId ?? '', b.ruleId ?? '') ||
    a.endLine - b.endLine ||
    a.endColumn - b.endColumn ||
    byCodeUnits(a.message, b.message)
  );
}

/**
 * Build a result from its messages: counts derived, messages sorted (deterministic output).
 * `source` is kept only when there are messages to show it for (ESLint omits it for a file
 * without problems): a large run's results would otherwise hold the text of every file.
 */
export function makeResult(filePath: string, messages: LintMessage[], suppressedMessages: SuppressedMessage[] = [], source?: string): LintResult {
  messages.sort(compareMessages);
  suppressedMessages.sort(compareMessages);
  let errorCount = 0;
  let fatalErrorCount = 0;
  let warningCount = 0;
  let infoCount = 0;
  let fixableErrorCount = 0;
  let fixableWarningCount = 0;
  for (const message of messages) {
    if (message.severity === 2) {
      errorCount++;
      if (message.fatal) fatalErrorCount++;
      if (message.fix) fixableErrorCount++;
    } else if (message.severity === 1) {
      warningCount++;
      if (message.fix) fixableWarningCount++;
    } else {
      infoCount++;
    }
  }
  return {
    filePath,
    messages,
    suppressedMessages,
    errorCount,
    fatalErrorCount,
    warningCount,
    infoCount,
    fixableErrorCount,
    fixableWarningCount,
    ...(source === undefined || messages.length === 0 ? {} : { source }),
  };
}
