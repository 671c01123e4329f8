import rule from './disable-secret.js';
import { ruleTester, lintWithRule } from '../../src/testing/rule-tester.js';
import { expect, it } from 'vitest';

const zone = (disable: string): string => `zones:\n  - id: z1\n    esc:\n      disable: ${disable}\n`;
/** A ruleset whose one rule's expression is written `expression` exactly as given (any YAML scalar style). */
const ruleset = (expression: string): string => `phase: http_request_firewall_custom\nrules:\n  - action: skip\n    expression: ${expression}\n`;

ruleTester(rule, {
  valid: [
    zone('{ with_secret: "${ESC_SECRET}" }'),
    zone('{ always: true }'),
    '{"with_secret": "${ESC_ACCOUNT_SECRET}"}',
    // The cookie in an expression: a reference, a pattern that reads it, its name alone, another cookie.
    ruleset(`'http.cookie contains "disable_esc=\${ESC_SECRET}"'`),
    ruleset(`'http.cookie matches "disable_esc=[^;]+"'`),
    ruleset(`'http.cookie contains "disable_esc="'`),
    ruleset(`'http.cookie contains "xdisable_esc=abc"'`),
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
        { messageId: 'tooLong', line: 4, column: 31, endLine: 4, endColumn: 154, message: '121 characters; the API accepts at most 100' },
        { messageId: 'literal', line: 4, column: 31, endLine: 4, endColumn: 154 },
        { messageId: 'character', line: 4, column: 92, endLine: 4, endColumn: 93, message: 'Character 61 of the secret cannot appear in a cookie value.' },
      ],
    },
    {
      name: 'the test cookie in a rule expression (plain scalar)',
      code: ruleset('http.cookie contains "disable_esc=MySecretString321#" and ip.src ne 192.0.2.1'),
      errors: [{ messageId: 'inExpression', line: 4, column: 51, endLine: 4, endColumn: 69, message: '(<secret, 18 characters>)' }],
    },
    {
      name: 'the test cookie among others, in a double-quoted scalar with escapes',
      code: ruleset('"http.cookie eq \\"a=1; disable_esc=s3cr3t\\u0021; b=2\\""'),
      // The escape `\\u0021` is `!`, a cookie character: the secret ends after it.
      errors: [{ messageId: 'inExpression', line: 4, column: 52, endLine: 4, endColumn: 64 }],
    },
    {
      name: 'the test cookie in a folded block scalar, on its second line',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: skip\n    expression: >-\n      ip.src ne 192.0.2.1 and\n      any(http.request.cookies["disable_esc"][*] eq "x") or http.cookie contains "disable_esc=t0ps3cret"\n',
      errors: [{ messageId: 'inExpression', line: 6, column: 95, endLine: 6, endColumn: 104 }],
    },
    {
      name: 'a regular expression that spells the secret out (one that reads the cookie, `[^;]+`, is valid)',
      code: ruleset(`'http.cookie matches "disable_esc=abc"'`),
      errors: [{ messageId: 'inExpression', line: 4, column: 51, endLine: 4, endColumn: 54 }],
    },
    {
      name: 'the test cookie in JSON',
      filename: 'r.json',
      code: '{"phase": "http_request_firewall_custom", "rules": [{"action": "skip", "expression": "http.cookie contains \\"disable_esc=abc\\""}]}',
      errors: [{ messageId: 'inExpression', line: 1, column: 122, endLine: 1, endColumn: 125 }],
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

it('offers `${ESC_SECRET}` in place of the cookie secret of an expression, and the rest stays', () => {
  const { messages } = lintWithRule(rule, { code: ruleset('http.cookie contains "disable_esc=abc"') });
  expect(messages.map((m) => m.message)).toEqual(['This expression holds the ESC secret (<secret, 3 characters>); write `disable_esc=${NAME}`.']);
  expect(messages[0]?.suggestions?.[0]?.fix.text).toBe('${ESC_SECRET}');
});
