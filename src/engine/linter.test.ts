/**
 * The linter's own contract, with small rules written for the test: results
 * sorted and counted, severities, fix passes, directives, rule contract
 * violations and crashes reported as such, disabled rules never created.
 */
import { describe, expect, it } from 'vitest';
import { lintText, type LintConfig } from './linter.js';
import { defineRule, type AnyRule, type Severity } from './rule.js';
import { RuleCrash } from './run-rules.js';
import { unusedDirectiveRule } from './directive-rules.js';
import { TEST_NOW } from '../testing/rule-tester.js';
import { MAX_REPORTS_PER_KIND, MAX_SYNTAX_ERRORS } from '../load/limits.js';
import { headlineProblems, MAX_QUOTED_LENGTH } from '../text/headline.js';

const settings = { now: TEST_NOW, lists: {} };

function config(...rules: [AnyRule, Exclude<Severity, 'off'>][]): LintConfig {
  return { rules: rules.map(([rule, severity]) => ({ rule, severity, options: rule.defaultOptions })), settings };
}

/** Reports every rule's action, as a warning at the action's value. */
const everyAction = defineRule<undefined, 'action'>({
  id: 'test/every-action',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'Reports each rule action, for tests.',
  messages: { action: 'action {{action}}' },
  defaultOptions: undefined,
  create(context) {
    return { rule: (rule) => context.report({ path: [...rule.path, 'action'], messageId: 'action', data: { action: rule.action ?? '' } }) };
  },
});

/** Upper-cases `blok` to `block` inside the expression, as a fix. */
const fixBlok = defineRule<undefined, 'blok'>({
  id: 'test/fix-blok',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'Fixes the action blok, for tests.',
  messages: { blok: 'blok' },
  fixable: true,
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        if (rule.action === 'blok') context.report({ path: [...rule.path, 'action'], messageId: 'blok', fix: { start: 0, end: 4, text: 'block' } });
      },
    };
  },
});

const RULESET = 'phase: magic_transit\nrules:\n  - action: skip\n    expression: "true"\n  - action: blok\n    expression: "true"\n';

describe('lintText', () => {
  it('sorts messages by position and counts them by severity', () => {
    const result = lintText('a.yaml', RULESET, config([everyAction, 'warn'], [fixBlok, 'error']));
    expect(result.messages.map((m) => [m.line, m.column, m.ruleId, m.severity])).toEqual([
      [3, 13, 'test/every-action', 1],
      [5, 13, 'test/every-action', 1],
      [5, 13, 'test/fix-blok', 2],
    ]);
    expect([result.errorCount, result.warningCount, result.infoCount, result.fixableErrorCount]).toEqual([1, 2, 0, 1]);
  });

  it('reports info messages at severity 0, outside the error and warning counts', () => {
    const result = lintText('a.yaml', RULESET, config([everyAction, 'info']));
    expect(result.messages.map((m) => m.severity)).toEqual([0, 0]);
    expect([result.errorCount, result.warningCount, result.infoCount]).toEqual([0, 0, 2]);
  });

  it('applies fixes with --fix and re-lints until nothing is left to fix', () => {
    const result = lintText('a.yaml', RULESET, config([fixBlok, 'error']), { fix: true });
    expect(result.output).toBe(RULESET.replace('blok', 'block'));
    expect(result.messages).toEqual([]);
  });

  it('stops a fix that never converges after ten passes', () => {
    let created = 0;
    const grow = defineRule<undefined, 'grow'>({
      id: 'test/grow',
      type: 'problem',
      defaultSeverity: 'error',
      description: 'Always appends to the expression, for tests.',
      messages: { grow: 'grow' },
      fixable: true,
      defaultOptions: undefined,
      create(context) {
        created++;
        return { rule: (rule) => context.report({ path: [...rule.path, 'expression'], messageId: 'grow', fix: { start: 0, end: 0, text: '(' } }) };
      },
    });
    const result = lintText('a.yaml', 'phase: magic_transit\nrules:\n  - { action: block, expression: x }\n', config([grow, 'error']), { fix: true });
    expect(result.output).toBe(`phase: magic_transit\nrules:\n  - { action: block, expression: ${'('.repeat(10)}x }\n`);
    expect(created).toBe(11);
  });

  it('does not run a rule on a document with syntax errors, and reports the syntax error without a rule id', () => {
    const result = lintText('a.yaml', 'phase: [\n', config([everyAction, 'warn']));
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0]).toMatchObject({ ruleId: null, fatal: true, severity: 2, line: 2 });
    expect(result.fatalErrorCount).toBe(1);
  });

  it('turns a crashing rule into a RuleCrash naming the rule', () => {
    const crash = defineRule<undefined, 'x'>({
      id: 'test/crash',
      type: 'problem',
      defaultSeverity: 'error',
      description: 'Throws, for tests.',
      messages: { x: 'x' },
      defaultOptions: undefined,
      create: () => ({
        rule() {
          throw new TypeError('boom');
        },
      }),
    });
    expect(() => lintText('a.yaml', RULESET, config([crash, 'error']))).toThrow(RuleCrash);
    expect(() => lintText('a.yaml', RULESET, config([crash, 'error']))).toThrow('rule test/crash failed: boom');
  });

  it('rejects a report with an unknown messageId, and a fix the rule does not declare', () => {
    const sloppy = defineRule<undefined, 'known'>({
      id: 'test/sloppy',
      type: 'problem',
      defaultSeverity: 'error',
      description: 'Breaks the rule contract, for tests.',
      messages: { known: 'known' },
      defaultOptions: undefined,
      create: (context) => ({
        document: () => context.report({ path: [], messageId: 'known', fix: { replaceValue: 'x' } }),
      }),
    });
    expect(() => lintText('a.yaml', RULESET, config([sloppy, 'error']))).toThrow('reported a fix but its meta has no `fixable`');
  });
});

describe('directives', () => {
  it('disable and enable blocks, per rule, and unknown rule ids are reported', () => {
    const text = [
      'phase: magic_transit',
      'rules:',
      '  # edgelint-disable test/every-action',
      '  - action: skip',
      '    expression: "true"',
      '  # edgelint-enable test/every-action',
      '  - action: block # edgelint-disable-line test/no-such-rule',
      '    expression: "true"',
      '',
    ].join('\n');
    const result = lintText('a.yaml', text, config([everyAction, 'warn'], [unusedDirectiveRule, 'warn']));
    expect(result.suppressedMessages.map((m) => m.line)).toEqual([4]);
    expect(result.messages.map((m) => [m.line, m.ruleId, m.message])).toEqual([
      [7, 'test/every-action', 'action block'],
      [7, 'document/unused-directive', 'Unknown rule `test/no-such-rule` in the directive.'],
    ]);
    // Without the rule that reports them, directives are applied and nothing is said about them.
    expect(lintText('a.yaml', text, config([everyAction, 'warn'])).messages.map((m) => m.ruleId)).toEqual(['test/every-action']);
  });

  it('a # inside a quoted string is not a directive', () => {
    const text = 'phase: magic_transit\nrules:\n  - action: skip\n    expression: "a # edgelint-disable-line"\n';
    const result = lintText('a.yaml', text, config([everyAction, 'warn']));
    expect(result.suppressedMessages).toEqual([]);
    expect(result.messages).toHaveLength(1);
  });
});

describe('caps on repeated problems', () => {
  /** Reports `count` problems of one kind on the first rule's action, each with a fix. */
  const flood = (count: number, message = 'Problem {{n}}.') =>
    defineRule<undefined, 'again'>({
      id: 'test/flood',
      type: 'problem',
      defaultSeverity: 'error',
      description: 'Reports the same problem many times, for tests.',
      messages: { again: message },
      fixable: true,
      defaultOptions: undefined,
      create: (context) => ({
        rule(rule) {
          if (rule.index !== 0) return;
          for (let n = 0; n < count; n++) context.report({ path: [...rule.path, 'action'], messageId: 'again', data: { n }, fix: { start: 0, end: 0, text: '' } });
        },
      }),
    });

  it(`lists ${MAX_REPORTS_PER_KIND} reports of a kind, then one that counts the rest`, () => {
    const result = lintText('a.yaml', RULESET, config([flood(MAX_REPORTS_PER_KIND + 50), 'error']));
    expect(result.messages).toHaveLength(MAX_REPORTS_PER_KIND + 1);
    expect(result.messages.filter((m) => m.message.includes('more like this'))).toEqual([
      expect.objectContaining({ message: `Problem ${MAX_REPORTS_PER_KIND}. 49 more like this are not listed.`, line: 3, column: 13 }),
    ]);
  });

  it.each([
    ['a period', 'Unknown field `http.hots{{n}}`.', 2, 'Unknown field `http.hots100`. 2 more like this are not listed.'],
    ['a question mark', 'Unknown field `http.hots{{n}}`; did you mean `http.host`?', 3, 'Unknown field `http.hots100`; did you mean `http.host`? 3 more like this are not listed.'],
    ['nothing', 'Problem {{n}}', 1, 'Problem 100. 1 more like this is not listed.'],
  ])('counts the rest after a headline ending in %s, still a headline', (_end, template, more, expected) => {
    const result = lintText('a.yaml', RULESET, config([flood(MAX_REPORTS_PER_KIND + 1 + more, template), 'error']));
    const counted = result.messages.map((m) => m.message).filter((m) => m.includes('not listed'));
    expect(counted).toEqual([expected]);
    expect(headlineProblems(expected)).toEqual([]);
  });

  it('lists every report up to the cap and one past it without a count', () => {
    expect(lintText('a.yaml', RULESET, config([flood(MAX_REPORTS_PER_KIND + 1), 'error'])).messages.every((m) => !m.message.includes('more'))).toBe(true);
  });

  it(`lists ${MAX_SYNTAX_ERRORS} syntax errors, then one that counts the rest`, () => {
    const result = lintText('a.yaml', `a: [\n${'  x: - ]: "\n'.repeat(40)}`, config([everyAction, 'warn']));
    expect(result.messages).toHaveLength(MAX_SYNTAX_ERRORS + 1);
    expect(result.messages[MAX_SYNTAX_ERRORS]!.message).toMatch(/[.?] [0-9]+ more syntax errors are not listed\.$/);
    expect(result.messages.every((m) => m.fatal && m.ruleId === null)).toBe(true);
  });

  it('counts suppressed reports before the cap: a directive that covers a report past it is used', () => {
    const text = `phase: magic_transit\nrules:\n  # edgelint-disable-next-line test/flood\n  - action: skip\n    expression: "true"\n`;
    const result = lintText('a.yaml', text, config([flood(MAX_REPORTS_PER_KIND * 3), 'error']));
    expect(result.messages).toEqual([]);
    expect(result.suppressedMessages).toHaveLength(MAX_REPORTS_PER_KIND + 1);
  });
});

describe('messages quoting what the user wrote', () => {
  /** Reports each rule's action quoted as code, with a hint after it that is the rule's own text. */
  const quoteAction = defineRule<undefined, 'quoted'>({
    id: 'test/quote-action',
    type: 'problem',
    defaultSeverity: 'error',
    description: 'Quotes each rule action, for tests.',
    messages: { quoted: 'Unknown action `{{action}}`{{hint}}' },
    defaultOptions: undefined,
    create(context) {
      return { rule: (rule) => context.report({ path: [...rule.path, 'action'], messageId: 'quoted', data: { action: rule.action ?? '', hint: '; see its docs.' } }) };
    },
  });

  it('cuts a value quoted as code to MAX_QUOTED_LENGTH characters and keeps the rest of the template whole', () => {
    const long = 'x'.repeat(300);
    const [message] = lintText('a.yaml', `phase: magic_transit\nrules:\n  - action: ${long}\n    expression: "true"\n`, config([quoteAction, 'error'])).messages;
    expect(message?.message).toBe(`Unknown action \`${'x'.repeat(MAX_QUOTED_LENGTH - 1)}…\`; see its docs.`);
    expect(headlineProblems(message!.message)).toEqual([]);
    const [short] = lintText('a.yaml', 'phase: magic_transit\nrules:\n  - action: blok\n    expression: "true"\n', config([quoteAction, 'error'])).messages;
    expect(short?.message).toBe('Unknown action `blok`; see its docs.');
  });
});
