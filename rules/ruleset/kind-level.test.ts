import rule from './kind-level.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const manifest = (accountKind: string, zoneKind?: string): string =>
  [
    'account:',
    '  id: a1',
    '  rulesets:',
    '    - name: Network firewall',
    `      kind: ${accountKind}`,
    '      phase: magic_transit',
    '      rules: []',
    'zones:',
    '  - id: z1',
    '    rulesets:',
    '      - phase: http_request_firewall_custom',
    ...(zoneKind ? [`        kind: ${zoneKind}`] : []),
    '        rules: []',
    '',
  ].join('\n');

ruleTester(rule, {
  valid: [
    manifest('root'),
    manifest('root', 'zone'),
    manifest('custom'),
    // Raw API objects take their level from their kind, so any known kind fits.
    'name: Cloudflare OWASP Core Ruleset\nkind: managed\nphase: http_request_firewall_managed\n',
    '{"kind": "zone", "phase": "http_request_firewall_custom", "rules": []}',
  ],
  invalid: [
    { code: manifest('rot'), errors: [{ messageId: 'unknown', line: 5, column: 13, endLine: 5, endColumn: 16, message: 'did you mean `root`' }] },
    { code: manifest('zone'), errors: [{ messageId: 'accountKind', line: 5, column: 13, endLine: 5, endColumn: 17 }] },
    { code: manifest('managed'), errors: [{ messageId: 'managedNotCreatable', line: 5, column: 13, endLine: 5, endColumn: 20 }] },
    { code: manifest('root', 'root'), errors: [{ messageId: 'zoneKind', line: 12, column: 15, endLine: 12, endColumn: 19 }] },
    { code: manifest('root', 'custom'), errors: [{ messageId: 'zoneKind', line: 12, column: 15, endLine: 12, endColumn: 21 }] },
    {
      filename: 'ruleset.json',
      code: '{"kind": "Zone", "phase": "http_request_firewall_custom", "rules": []}',
      errors: [{ messageId: 'unknown', line: 1, column: 10, endLine: 1, endColumn: 16, message: 'did you mean `zone`' }],
    },
  ],
});
