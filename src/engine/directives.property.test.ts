/**
 * `DirectiveIndex` answers exactly as a scan of every directive would (the
 * implementation it replaced, kept here as the oracle), for random sequences
 * of directives — `disable-next-item` ones covering items that nest or follow
 * each other, as YAML nodes do — and messages.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { DirectiveIndex, type Directive, type DirectiveKind } from './directives.js';

/** The former linear scan per message: block directives in file order, then line directives. */
function scanAll(directives: readonly Directive[], ruleId: string | null, line: number): Directive | undefined {
  if (ruleId === null) return undefined;
  const applies = (d: Directive): boolean => d.rules.length === 0 || d.rules.includes(ruleId);
  let block: Directive | undefined;
  for (const d of directives) {
    if (d.line > line) break;
    if (d.kind === 'disable' && applies(d)) block = d;
    else if (d.kind === 'enable' && block && applies(d)) block = undefined;
  }
  for (const d of directives) {
    if (!applies(d)) continue;
    if (d.kind === 'disable-line' && d.line === line) return d;
    if (d.kind === 'disable-next-line' && d.line + 1 === line) return d;
    if (d.kind === 'disable-next-item' && d.covers && d.covers.firstLine <= line && line <= d.covers.lastLine) return d;
  }
  return block;
}

const RULES = ['a/x', 'a/y', 'b/z'];
const directive = fc.record({
  kind: fc.constantFrom<DirectiveKind>('disable', 'enable', 'disable-line', 'disable-next-line', 'disable-next-item'),
  rules: fc.subarray(RULES),
  gap: fc.integer({ min: 0, max: 3 }),
  /** For `disable-next-item`: how many lines below it the item starts (comment lines between), and how long it is (-1: no code below). */
  skip: fc.integer({ min: 1, max: 3 }),
  length: fc.integer({ min: -1, max: 12 }),
});

it('finds the same directive as a scan of every directive', () => {
  fc.assert(
    fc.property(fc.array(directive, { maxLength: 30 }), fc.array(fc.tuple(fc.constantFrom(null, ...RULES), fc.integer({ min: 1, max: 80 })), { maxLength: 40 }), (specs, messages) => {
      let line = 1;
      let itemLine = 1;
      const directives: Directive[] = specs.map((spec, i) => {
        line += spec.gap;
        // The next line of code after a later directive is never before the one after an earlier directive.
        itemLine = Math.max(itemLine, line + spec.skip);
        const covers = spec.kind === 'disable-next-item' && spec.length >= 0 ? { covers: { firstLine: itemLine, lastLine: itemLine + spec.length } } : {};
        return { kind: spec.kind, rules: spec.rules, justification: '', line, start: i, end: i + 1, ...covers };
      });
      const index = new DirectiveIndex(directives);
      for (const [ruleId, at] of messages) expect(index.suppressing(ruleId, at)).toBe(scanAll(directives, ruleId, at));
    }),
    { numRuns: 500 },
  );
});
