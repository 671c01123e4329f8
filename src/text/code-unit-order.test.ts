import { describe, expect, it } from 'vitest';
import { byCodeUnits } from './code-unit-order.js';

describe('byCodeUnits', () => {
  it('orders by UTF-16 code units, whatever the locale', () => {
    expect(['z.yaml', 'ä.yaml', 'a.yaml', 'B.yaml', '_x.yaml', '-y.yaml'].sort(byCodeUnits)).toEqual(['-y.yaml', 'B.yaml', '_x.yaml', 'a.yaml', 'z.yaml', 'ä.yaml']);
  });

  it('is 0 only for equal strings', () => {
    expect(byCodeUnits('rule-a', 'rule-a')).toBe(0);
    expect(byCodeUnits('rule-a', 'rule-b')).toBe(-1);
    expect(byCodeUnits('rule-b', 'rule-a')).toBe(1);
    expect(byCodeUnits('Rule', 'rule')).toBe(-1);
  });
});
