/**
 * The engine against the offline evaluator (`src/eval/`): generated
 * conditions (`src/testing/conditions.ts`) on every request of a small
 * request space. Whatever the engine calls certain must agree with every
 * decided evaluation (an `'undecided'` verdict proves nothing and is skipped):
 *
 * - `neverMatches(e)` ⇒ no request evaluates `e` to true;
 * - `alwaysMatches(e)` ⇒ no request evaluates `e` to false;
 * - `isSubset(a, b)` ⇒ no request evaluates `a` to true and `b` to false.
 *
 * The evaluator reads one of the two readings of missing values the engine
 * allows for, so the engine's certainty must hold under it. The brute-force
 * oracle of `engine.property.test.ts` checks both readings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeExpression } from '../expr/analyze.js';
import { evaluate, type RequestInput } from '../eval/index.js';
import { condition } from '../testing/conditions.js';
import { alwaysMatches, isSubset, neverMatches, newAnalyzer } from './index.js';

const REQUESTS: RequestInput[] = [];
for (const scheme of ['https', 'http'])
  for (const host of ['a.com', 'A.com', 'b.com'])
    for (const path of ['/a', '/ab', '/A/x'])
      for (const ip of ['10.0.0.1', '192.0.2.1', '2001:db8::1', '::ffff:10.0.0.1'])
        for (const score of [29, 30, 99])
          for (const header of [undefined, ['v'], ['vv', 'w']]) {
            REQUESTS.push({ url: `${scheme}://${host}${path}`, ip, fields: { 'cf.bot_management.score': score }, ...(header === undefined ? {} : { headers: { x: header } }) });
          }

function verdicts(text: string): ('true' | 'false' | 'undecided')[] {
  return REQUESTS.map((r) => String(evaluate(text, r)) as 'true' | 'false' | 'undecided');
}

function tree(text: string) {
  return analyzeExpression(text, { kind: 'filter', phase: 'http_request_firewall_custom' }).ast!;
}

const proofs = { never: 0, always: 0, subset: 0, decided: 0 };

describe('the engine agrees with the evaluator', () => {
  it('neverMatches / alwaysMatches', () => {
    fc.assert(
      fc.property(condition, (text) => {
        const ast = tree(text);
        const never = neverMatches(ast);
        const always = alwaysMatches(ast);
        if (!never && !always) return;
        const results = verdicts(text);
        proofs.decided += results.filter((v) => v !== 'undecided').length;
        if (never) {
          proofs.never++;
          expect(results.includes('true'), `never: ${text}`).toBe(false);
        }
        if (always) {
          proofs.always++;
          expect(results.includes('false'), `always: ${text}`).toBe(false);
        }
      }),
      { numRuns: 300, seed: 4242 },
    );
  }, 120_000);

  it('isSubset', () => {
    fc.assert(
      fc.property(condition, condition, (a, b) => {
        if (!isSubset(tree(a), tree(b), newAnalyzer())) return;
        proofs.subset++;
        const va = verdicts(a);
        const vb = verdicts(b);
        expect(va.some((v, i) => v === 'true' && vb[i] === 'false'), `${a} ⊆ ${b}`).toBe(false);
      }),
      { numRuns: 300, seed: 5151 },
    );
  }, 120_000);

  it('the runs proved something and the evaluator decided it', () => {
    expect(proofs.never + proofs.always).toBeGreaterThanOrEqual(3);
    expect(proofs.subset).toBeGreaterThanOrEqual(3);
    expect(proofs.decided).toBeGreaterThan(0);
  });
});
