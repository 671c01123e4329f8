/**
 * The engine against the offline evaluator (`src/eval/`): generated
 * conditions (`src/testing/conditions.ts`) on every request of a small
 * request space. Whatever the engine calls certain must agree with every
 * decided evaluation (an `'undecided'` verdict proves nothing and is skipped):
 *
 * - `neverMatches(e)` ⇒ no request evaluates `e` to true;
 * - `alwaysMatches(e)` ⇒ no request evaluates `e` to false;
 * - `isSubset(a, b)` ⇒ no request evaluates `a` to true and `b` to false;
 * - with a literal known only later (a placeholder), each of these holds for every value it may take.
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
import { holdsUnknownPlaceholder, unknownPlaceholder } from '../load/unknown-placeholder.js';
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

const proofs = { never: 0, always: 0, subset: 0, decided: 0, unknown: 0 };

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
      { numRuns: 1000, seed: 4242 },
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
      { numRuns: 1000, seed: 5151 },
    );
  }, 120_000);

  /*
   * A literal known only at apply time (a Terraform interpolation, held by a
   * placeholder word) may be any value: whatever the engine proves with one
   * must hold for every value it may take. One string literal of a generated
   * condition becomes the placeholder; each proof is checked on the condition
   * with the original literal and with every other string of the pools.
   */
  it('with a literal known only later, every proof holds for any value of it', () => {
    const values = ['a.com', 'A.com', 'b.com', '/a', '/ab', '/A/x', 'v', 'x', ''];
    const unknownAnalyzer = () => newAnalyzer(undefined, { holdsUnknown: holdsUnknownPlaceholder });
    /** The `k`th string literal of a condition (modulo their number), as written. */
    const literalAt = (text: string, k: number): RegExpExecArray | undefined => {
      const literals = [...text.matchAll(/"(?:[^"\\]|\\.)*"/g)];
      return literals[k % Math.max(literals.length, 1)];
    };
    /** The condition with its `k`th string literal replaced by `value`. */
    const withLiteral = (text: string, k: number, value: string): string | undefined => {
      const hit = literalAt(text, k);
      return hit === undefined ? undefined : `${text.slice(0, hit.index)}${JSON.stringify(value)}${text.slice(hit.index + hit[0].length)}`;
    };
    fc.assert(
      fc.property(condition, condition, fc.nat(), (a, b, k) => {
        const unknownA = withLiteral(a, k, unknownPlaceholder(1));
        if (unknownA === undefined) return;
        const never = neverMatches(tree(unknownA), unknownAnalyzer());
        const always = alwaysMatches(tree(unknownA), unknownAnalyzer());
        const subset = isSubset(tree(unknownA), tree(b), unknownAnalyzer());
        const superset = isSubset(tree(b), tree(unknownA), unknownAnalyzer());
        if (!never && !always && !subset && !superset) return;
        proofs.unknown++;
        const vb = verdicts(b);
        for (const value of [...values, JSON.parse(literalAt(a, k)![0]) as string]) {
          const known = withLiteral(a, k, value)!;
          const va = verdicts(known);
          if (never) expect(va.includes('true'), `never: ${unknownA} with ${value}`).toBe(false);
          if (always) expect(va.includes('false'), `always: ${unknownA} with ${value}`).toBe(false);
          if (subset) expect(va.some((v, i) => v === 'true' && vb[i] === 'false'), `${unknownA} ⊆ ${b} with ${value}`).toBe(false);
          if (superset) expect(vb.some((v, i) => v === 'true' && va[i] === 'false'), `${b} ⊆ ${unknownA} with ${value}`).toBe(false);
        }
      }),
      { numRuns: 600, seed: 6161 },
    );
  }, 120_000);

  it('the runs proved something and the evaluator decided it', () => {
    // Seeded runs: 27 + 32 contradictions and tautologies, 75 containments, 44 proofs with an unknown literal.
    expect(proofs.never).toBeGreaterThanOrEqual(15);
    expect(proofs.always).toBeGreaterThanOrEqual(15);
    expect(proofs.subset).toBeGreaterThanOrEqual(40);
    expect(proofs.unknown).toBeGreaterThanOrEqual(20);
    expect(proofs.decided).toBeGreaterThan(1000);
  });
});
