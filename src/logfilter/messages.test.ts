import { describe, expect, it } from 'vitest';
import { LOGPUSH_CODES, LOGPUSH_MESSAGES } from '../logpush/messages.js';
import { LOGFILTER_CODES, LOGFILTER_MESSAGES } from './messages.js';

describe.each([
  ['log filter', LOGFILTER_CODES, LOGFILTER_MESSAGES],
  ['log push', LOGPUSH_CODES, LOGPUSH_MESSAGES],
] as const)('%s catalogue', (_, codes, messages) => {
  it('lists exactly the codes that have messages', () => {
    expect(codes.map((c) => c.code).sort()).toEqual(Object.keys(messages).sort());
  });

  it('has a description and a severity per code', () => {
    for (const code of codes) {
      expect(code.description.length).toBeGreaterThan(0);
      expect(['error', 'warn']).toContain(code.defaultSeverity);
    }
  });

  it('has non-empty templates with well-formed placeholders', () => {
    for (const table of Object.values(messages) as Record<string, string>[]) {
      for (const template of Object.values(table)) {
        expect(template.length).toBeGreaterThan(0);
        expect(template.replace(/\{\{[a-zA-Z]+\}\}/g, '')).not.toMatch(/\{\{|\}\}/);
      }
    }
  });
});

it('codes are unique across both catalogues', () => {
  const all = [...LOGFILTER_CODES, ...LOGPUSH_CODES].map((c) => c.code);
  expect(new Set(all).size).toBe(all.length);
});
