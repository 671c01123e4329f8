/**
 * The docs pages of the expression rules: each `rules/expression/<name>.md`
 * is the rendering of `RULE_DOCS` (regenerate with
 * `UPDATE_GOLDEN=1 npx vitest run src/expr-rules/rule-docs`), and each page's
 * examples lint as the page claims — the invalid one is reported by the rule,
 * the valid one has no error from any expression rule.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expressionRules } from '../../rules/expression/index.js';
import type { AnyRule } from '../engine/rule.js';
import { lintText } from '../engine/linter.js';
import { TEST_NOW } from '../testing/rule-tester.js';
import { RULE_DOCS, type RuleDocExample, renderRuleDoc } from './rule-docs.js';

function pagePath(rule: AnyRule): string {
  return fileURLToPath(new URL(`../../rules/${rule.meta.id}.md`, import.meta.url));
}

function lint(rules: readonly AnyRule[], example: RuleDocExample, optionsFor: AnyRule) {
  const configured = rules.map((rule) => ({
    rule,
    severity: rule.meta.defaultSeverity as 'error' | 'warn',
    options: rule === optionsFor && example.config?.options ? { ...(rule.defaultOptions as object), ...example.config.options } : rule.defaultOptions,
  }));
  const settings = { now: TEST_NOW, tier: example.config?.tier, lists: example.config?.lists ?? {} };
  return lintText('example.yaml', example.code, { rules: configured, settings }).messages;
}

describe('expression rule docs pages', () => {
  it('every expression rule has a docs entry', () => {
    expect(expressionRules.map((r) => r.meta.id.replace('expression/', '')).sort()).toEqual(Object.keys(RULE_DOCS).sort());
  });

  for (const rule of expressionRules) {
    const name = rule.meta.id.replace('expression/', '');
    const doc = RULE_DOCS[name];
    if (doc === undefined) continue;
    describe(rule.meta.id, () => {
      it('the page is the rendering of its docs entry', () => {
        const page = renderRuleDoc(rule, doc);
        const path = pagePath(rule);
        if (process.env['UPDATE_GOLDEN'] || !existsSync(path)) writeFileSync(path, page);
        expect(readFileSync(path, 'utf8')).toBe(page);
      });
      it('the invalid example is reported by the rule', () => {
        const messages = lint([rule], doc.invalid, rule);
        expect(messages.filter((m) => m.fatal)).toEqual([]);
        expect(messages.filter((m) => m.ruleId === rule.meta.id).length, doc.invalid.code).toBeGreaterThan(0);
      });
      it('the valid example has no error from any expression rule and no report from this one', () => {
        const messages = lint(expressionRules, doc.valid, rule);
        expect(messages.filter((m) => m.fatal)).toEqual([]);
        expect(messages.filter((m) => m.ruleId === rule.meta.id || m.severity === 2).map((m) => `${m.ruleId} ${m.message}`)).toEqual([]);
      });
    });
  }
});
