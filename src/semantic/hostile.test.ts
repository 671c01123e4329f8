/**
 * Hostile input for the engine: long `or` chains on one key, many keys,
 * nesting at the parser's limit, wide sets, and a ruleset of many rules. The
 * engine must finish (bounded boxes and budget, iterative walks) and stay
 * certain — the work limits only ever make it say less.
 */
import { describe, expect, it } from 'vitest';
import { analyzeExpression } from '../expr/analyze.js';
import { EXPRESSION_LIMITS } from '../data/expression-limits.js';
import { alwaysMatches, neverMatches, newAnalyzer, semanticProblems } from './index.js';
import { lintText } from '../engine/linter.js';
import unreachable from '../../rules/ruleset/unreachable-rule.js';
import { TEST_NOW } from '../testing/rule-tester.js';

function tree(text: string) {
  const analysis = analyzeExpression(text, { kind: 'filter', phase: 'http_request_firewall_custom' });
  expect(analysis.ast).not.toBeNull();
  return analysis.ast!;
}

describe('hostile input', () => {
  it('a 1,000-way or on one key, and its contradiction with another value', () => {
    const hosts = Array.from({ length: 1000 }, (_, i) => `http.host eq "h${i}.example.com"`).join(' or ');
    const ast = tree(`(${hosts}) and http.host eq "other.example.com"`);
    expect(neverMatches(ast)).toBe(true);
  });

  it('an or over 300 different keys joins its boxes and stays certain', () => {
    const parts = Array.from({ length: 300 }, (_, i) => `http.request.headers["h${i}"][0] eq "v"`).join(' or ');
    const ast = tree(parts);
    expect(neverMatches(ast)).toBe(false);
    expect(alwaysMatches(ast)).toBe(false);
  });

  it('and of ors multiplies boxes only up to the bound', () => {
    const group = (k: number) => `(${Array.from({ length: 8 }, (_, i) => `cf.waf.score eq ${k * 8 + i + 1}`).join(' or ')})`;
    const ast = tree(Array.from({ length: 10 }, (_, k) => group(k)).join(' and '));
    // Disjoint groups of scores: the conjunction is empty, found even after joins.
    expect(neverMatches(ast)).toBe(true);
  });

  it('nesting at the parser\'s limit', () => {
    // `not (` adds two levels.
    const depth = Math.floor(EXPRESSION_LIMITS.maxNestingDepth / 2) - 1;
    const ast = tree(`${'not ('.repeat(depth)}ssl${')'.repeat(depth)}`);
    expect(semanticProblems(ast, { http: true }, newAnalyzer())).toEqual([]);
  });

  it('a set of 20,000 addresses', () => {
    const set = Array.from({ length: 20000 }, (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`).join(' ');
    const ast = tree(`ip.src in {${set}} and ip.src in {192.0.2.0/24}`);
    expect(neverMatches(ast)).toBe(true);
  });

  it('a ruleset of 600 rules', () => {
    const rules = Array.from({ length: 600 }, (_, i) => `  - action: block\n    expression: http.request.uri.path eq "/p${i}" and ip.src in {192.0.2.${i % 250}}\n`).join('');
    const text = `phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: http.request.uri.path eq "/p7" and ip.src in {192.0.2.0/24}\n${rules}`;
    const result = lintText('big.yaml', text, { rules: [{ rule: unreachable, severity: 'warn', options: undefined }], settings: { now: TEST_NOW, lists: {} } });
    // Rule 9 repeats /p7 inside 192.0.2.0/24: unreachable after rule 1.
    expect(result.messages.map((m) => m.line)).toEqual([20]);
  });
});
