/**
 * Table-driven rule tests in the manner of ESLint's RuleTester: each rule's
 * test file lists valid documents (no report from the rule) and invalid ones
 * with every expected report's messageId and exact range. The rule runs
 * alone, through the real linter (loader, model, positions), so a test
 * checks what a user would see — including that every message is a short
 * headline (`src/text/headline.ts`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyRule, LintSettings } from '../engine/rule.js';
import { lintText } from '../engine/linter.js';
import type { LintFix, LintMessage } from '../engine/lint-result.js';
import { parseCalendarDate } from '../text/calendar-date.js';
import { validateRuleOptions } from '../config/rule-options.js';
import { prepareFrontEnds } from '../load/source-file.js';
import { headlineProblems } from '../text/headline.js';

/** The date tests run at, unless a case sets its own: fixed, so deadline rules are deterministic. */
export const TEST_NOW = parseCalendarDate('2023-11-01')!;

export interface CaseSettings {
  readonly now?: string;
  readonly tier?: LintSettings['tier'];
  readonly lists?: LintSettings['lists'];
  readonly removalDate?: string;
  /** What other files of a project tell the file (src/cross-file/project-context.ts); default: none, the file is linted alone. */
  readonly project?: LintSettings['project'];
}

interface CaseBase {
  /** The document text. */
  readonly code: string;
  /** Decides the front end (YAML, JSON, HCL for `.tf`); default `test.yaml`. */
  readonly filename?: string;
  readonly options?: Record<string, unknown>;
  readonly settings?: CaseSettings;
  /** A name for the test; defaults to the first line of `code`. */
  readonly name?: string;
  /** Other rules enabled beside the tested one, at their default options (for rules about directives, which need findings to suppress). */
  readonly withRules?: readonly AnyRule[];
  /** Rules the configuration knows without enabling them (a directive naming one is told apart from a typo). */
  readonly knownRules?: readonly AnyRule[];
}

export type ValidCase = string | CaseBase;

export interface ExpectedError {
  readonly messageId: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  /** Substring the message must contain (for data checks). */
  readonly message?: string;
  /** The suggestions offered, in order: a substring of each description and the text after applying it. */
  readonly suggestions?: readonly { readonly desc?: string; readonly output: string }[];
}

export interface InvalidCase extends CaseBase {
  readonly errors: readonly ExpectedError[];
  /** The text after applying fixes; `null` asserts the rule offers no fix. */
  readonly output?: string | null;
}

export function lintWithRule(rule: AnyRule, testCase: CaseBase, fix = false): { messages: LintMessage[]; all: LintMessage[]; output?: string } {
  if (testCase.options) {
    const problems = validateRuleOptions(rule, testCase.options);
    if (problems.length) throw new Error(`invalid options for ${rule.meta.id}: ${problems.join('; ')}`);
  }
  const options = testCase.options === undefined ? rule.defaultOptions : { ...(rule.defaultOptions as object), ...testCase.options };
  const settings: LintSettings = {
    now: testCase.settings?.now ? parseCalendarDate(testCase.settings.now)! : TEST_NOW,
    tier: testCase.settings?.tier,
    lists: testCase.settings?.lists ?? {},
    ...(testCase.settings?.removalDate ? { removalDate: testCase.settings.removalDate } : {}),
    ...(testCase.settings?.project ? { project: testCase.settings.project } : {}),
  };
  const others = (testCase.withRules ?? []).map((other) => ({ rule: other, severity: 'error' as const, options: other.defaultOptions }));
  const registry = [rule, ...(testCase.withRules ?? []), ...(testCase.knownRules ?? [])];
  const result = lintText(testCase.filename ?? 'test.yaml', testCase.code, { rules: [{ rule, severity: 'error', options }, ...others], settings, registry }, { fix });
  return {
    messages: result.messages.filter((m) => m.ruleId === rule.meta.id),
    all: [...result.messages],
    ...(result.output === undefined ? {} : { output: result.output }),
  };
}

function caseName(testCase: ValidCase): string {
  const c = typeof testCase === 'string' ? { code: testCase } : testCase;
  return c.name ?? c.code.trim().split('\n').slice(0, 3).join(' ⏎ ').slice(0, 100);
}

export function ruleTester(rule: AnyRule, cases: { valid: readonly ValidCase[]; invalid: readonly InvalidCase[] }): void {
  describe(rule.meta.id, () => {
    const filenames = [...cases.valid, ...cases.invalid].map((c) => (typeof c === 'string' ? 'test.yaml' : (c.filename ?? 'test.yaml')));
    beforeAll(() => prepareFrontEnds(filenames));
    describe('valid', () => {
      for (const testCase of cases.valid) {
        it(caseName(testCase), () => {
          const c = typeof testCase === 'string' ? { code: testCase } : testCase;
          const { messages, all } = lintWithRule(rule, c);
          expect(all.filter((m) => m.fatal), 'the test document must parse').toEqual([]);
          expect(messages.map(show)).toEqual([]);
        });
      }
    });
    describe('invalid', () => {
      for (const testCase of cases.invalid) {
        it(caseName(testCase), () => {
          const { messages, all } = lintWithRule(rule, testCase);
          expect(all.filter((m) => m.fatal), 'the test document must parse').toEqual([]);
          expect(messages.map((m) => ({ messageId: m.messageId, line: m.line, column: m.column, endLine: m.endLine, endColumn: m.endColumn }))).toEqual(
            testCase.errors.map((e) => ({ messageId: e.messageId, line: e.line, column: e.column, endLine: e.endLine, endColumn: e.endColumn })),
          );
          for (const m of messages) expect(headlineProblems(m.message), `not a headline: ${m.message}`).toEqual([]);
          testCase.errors.forEach((e, i) => {
            if (e.message !== undefined) expect(messages[i]?.message).toContain(e.message);
            if (e.suggestions !== undefined) {
              const offered = messages[i]?.suggestions ?? [];
              expect(offered.map((s) => applyFix(testCase.code, s.fix))).toEqual(e.suggestions.map((s) => s.output));
              e.suggestions.forEach((s, j) => s.desc !== undefined && expect(offered[j]?.desc).toContain(s.desc));
            }
          });
          if (testCase.output !== undefined) {
            const fixed = lintWithRule(rule, testCase, true);
            expect(fixed.output ?? null).toBe(testCase.output);
          }
        });
      }
    });
  });
}

function applyFix(text: string, fix: LintFix): string {
  return text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1]);
}

function show(m: LintMessage): string {
  return `${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${m.messageId ?? ''} ${m.message}`;
}
