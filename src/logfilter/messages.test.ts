import { describe, expect, it } from 'vitest';
import { LOGPUSH_MESSAGES } from '../logpush/messages.js';
import { LOGFILTER_MESSAGES } from './messages.js';

describe.each([
  ['log filter', LOGFILTER_MESSAGES],
  ['log push', LOGPUSH_MESSAGES],
] as const)('%s message table', (_, messages) => {
  it('has non-empty templates with well-formed placeholders', () => {
    for (const table of Object.values(messages) as Record<string, string>[]) {
      for (const template of Object.values(table)) {
        expect(template.length).toBeGreaterThan(0);
        expect(template.replace(/\{\{[a-zA-Z]+\}\}/g, '')).not.toMatch(/\{\{|\}\}/);
      }
    }
  });
});

it('codes are unique across both tables', () => {
  const all = [...Object.keys(LOGFILTER_MESSAGES), ...Object.keys(LOGPUSH_MESSAGES)];
  expect(new Set(all).size).toBe(all.length);
});
