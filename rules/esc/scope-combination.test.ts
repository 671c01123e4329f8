import rule from './scope-combination.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const manifest = (account: string, zone: string): string =>
  `account:\n  id: a1\n  esc:\n    disable: ${account}\nzones:\n  - id: z1\n    name: example.com\n    esc:\n${zone}`;
const always = '{ always: true }';
const secret = '{ with_secret: "${ESC_SECRET}" }';

ruleTester(rule, {
  valid: [
    // Only the zone has a setting.
    'zones:\n  - id: z1\n    esc:\n      disable: { always: true }\n',
    // Only the account has one, and the zone has no behaviours.
    manifest(always, '      disable: null\n'),
    // An account secret leaves the zone's behaviours running.
    manifest(secret, '      behaviours:\n        - use_case: rewrite_sni\n          sni: origin.example.net\n'),
  ],
  invalid: [
    {
      name: 'both scopes disable ESC',
      code: manifest(always, `      disable: ${always}\n`),
      errors: [{ messageId: 'bothAlways', line: 9, column: 7, endLine: 9, endColumn: 14 }],
    },
    {
      name: 'the account disables ESC, the zone has a secret',
      code: manifest(always, `      disable: ${secret}\n`),
      errors: [{ messageId: 'accountAlwaysZoneSecret', line: 9, column: 7, endLine: 9, endColumn: 14 }],
    },
    {
      name: 'the zone disables ESC, the account has a secret',
      code: manifest(secret, `      disable: ${always}\n`),
      errors: [{ messageId: 'zoneAlwaysAccountSecret', line: 9, column: 7, endLine: 9, endColumn: 14 }],
    },
    {
      name: 'both have a secret',
      code: manifest(secret, `      disable: ${secret}\n`),
      errors: [{ messageId: 'bothSecrets', line: 9, column: 7, endLine: 9, endColumn: 14 }],
    },
    {
      name: 'the account disables ESC for a zone with behaviours',
      code: manifest(always, '      behaviours:\n        - use_case: rewrite_sni\n          sni: origin.example.net\n        - use_case: other\n          description: x\n'),
      errors: [{ messageId: 'accountDisablesBehaviours', line: 9, column: 7, endLine: 9, endColumn: 17, message: 'The account disables ESC for every zone, so 2 behaviours here do not run now.' }],
    },
  ],
});
