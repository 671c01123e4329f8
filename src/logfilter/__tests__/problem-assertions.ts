/** Test helpers shared by the log filter and log push tests (excluded from the build by tsconfig.build.json). */
import { expect } from 'vitest';
import { formatMessage, type ValueProblem } from '../../engine/value-problem.js';
import type { MessageTable } from '../problem.js';

/** `[code, messageId, start, end]` — what the table-driven tests assert. */
export type ExpectedProblem = readonly [code: string, messageId: string, start: number, end: number];

export function summary(problems: readonly ValueProblem[]): ExpectedProblem[] {
  return problems.map((p) => [p.code, p.messageId, p.start, p.end] as const);
}

/**
 * The `[start, end)` of the `occurrence`-th (0-based) `fragment` in `text`:
 * expected ranges are written as the exact text they must cover.
 */
export function at(text: string, fragment: string, occurrence = 0): [number, number] {
  let index = -1;
  for (let i = 0; i <= occurrence; i++) {
    index = text.indexOf(fragment, index + 1);
    if (index === -1) throw new Error(`fragment ${JSON.stringify(fragment)} (#${occurrence}) not in ${JSON.stringify(text)}`);
  }
  return [index, index + fragment.length];
}

/**
 * Every problem names a template of its code, fills every placeholder of it,
 * and its range lies inside the value.
 */
export function expectWellFormed(problems: readonly ValueProblem[], table: MessageTable, text: string): void {
  for (const problem of problems) {
    const templates = table[problem.code];
    expect(templates, `code ${problem.code}`).toBeDefined();
    const template = templates![problem.messageId];
    expect(template, `${problem.code}/${problem.messageId}`).toBeDefined();
    // Every placeholder of the template is filled (the message itself may quote `{{ .Field }}` from user text).
    const message = formatMessage(template!, problem.data);
    const placeholders = [...template!.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1]!);
    const missing = placeholders.filter((name) => !Object.prototype.hasOwnProperty.call(problem.data ?? {}, name));
    expect(missing, `${problem.code}/${problem.messageId}: ${message}`).toEqual([]);
    expect(problem.start).toBeGreaterThanOrEqual(0);
    expect(problem.end).toBeGreaterThanOrEqual(problem.start);
    expect(problem.end).toBeLessThanOrEqual(text.length);
    for (const edit of [problem.fix, ...(problem.suggestions ?? []).map((s) => s.fix)]) {
      if (!edit) continue;
      expect(edit.start).toBeGreaterThanOrEqual(0);
      expect(edit.end).toBeLessThanOrEqual(text.length);
    }
  }
}

/** Apply one edit to `text`. */
export function applyEdit(text: string, edit: { start: number; end: number; text: string }): string {
  return text.slice(0, edit.start) + edit.text + text.slice(edit.end);
}
