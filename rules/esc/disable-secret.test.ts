import rule from './disable-secret.js';
import { ruleTester, lintWithRule } from '../../src/testing/rule-tester.js';
import { expect, it } from 'vitest';

const zone = (disable: string): string => `zones:\n  - id: z1\n    esc:\n      disable: ${disable}\n`;

ruleTester(rule, {
  valid: [
    zone('{ with_secret: "${ESC_SECRET}" }'),
    zone('{ always: true }'),
    '{"with_secret": "${ESC_ACCOUNT_SECRET}"}',
  ],
  invalid: [
    {
      name: 'a literal secret',
      code: zone('{ with_secret: MySecretString321# }'),
      errors: [{ messageId: 'literal', line: 4, column: 31, endLine: 4, endColumn: 49, message: '<secret, 18 characters>' }],
    },
    {
      name: 'a literal secret that is too long and has a space',
      code: zone(`{ with_secret: "${'s'.repeat(60)} ${'t'.repeat(60)}" }`),
      errors: [
        { messageId: 'literal', line: 4, column: 31, endLine: 4, endColumn: 154 },
        { messageId: 'tooLong', line: 4, column: 31, endLine: 4, endColumn: 154, message: '121 characters; the API accepts at most 100' },
        { messageId: 'character', line: 4, column: 92, endLine: 4, endColumn: 93, message: 'Character 61 of the secret cannot appear in a cookie value.' },
      ],
    },
    {
      name: 'an empty secret',
      code: zone('{ with_secret: "" }'),
      errors: [{ messageId: 'empty', line: 4, column: 31, endLine: 4, endColumn: 33 }],
    },
    {
      name: 'a GET reply saved with its secret',
      filename: 'reply.json',
      code: '{"success": true, "errors": [], "messages": [], "result": {"with_secret": "hunter2;x"}}',
      errors: [
        { messageId: 'literal', line: 1, column: 75, endLine: 1, endColumn: 86 },
        { messageId: 'character', line: 1, column: 83, endLine: 1, endColumn: 84 },
      ],
    },
  ],
});

it('never puts the secret into a message or a suggestion description', () => {
  const secret = 'Sup3r-S3cret;value with spaces and more';
  const { messages } = lintWithRule(rule, { code: zone(`{ with_secret: "${secret}" }`) });
  expect(messages.length).toBeGreaterThan(0);
  for (const m of messages) {
    expect(m.message).not.toContain('Sup3r');
    for (const s of m.suggestions ?? []) expect(s.desc).not.toContain('Sup3r');
  }
});

it('offers the `${ESC_SECRET}` reference as a suggestion', () => {
  const { messages } = lintWithRule(rule, { code: zone('{ with_secret: "abc" }') });
  expect(messages[0]?.suggestions?.[0]?.fix.text).toBe('${ESC_SECRET}');
});
