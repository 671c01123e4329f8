import rule from './disabled-protection.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const execute = (id: string, rest: string): string => `phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n${rest}    action_parameters:\n      id: ${id}\n`;
const CORE = '4814384a9e5d4991b9815dcfc25d2f1f';
const MANAGED = 'efb7b8c949ac4650a09736fc376e9aee';

ruleTester(rule, {
  valid: [
    execute(CORE, ''),
    execute(CORE, '    enabled: true\n') + '      overrides: { categories: [{ category: paranoia-level-4, enabled: true }] }\n',
    { name: 'a tag disabled, then enabled again (duplicate-override reports the pair)', code: `${execute(MANAGED, '')}      overrides: { categories: [{ category: wordpress, enabled: false }, { category: wordpress, enabled: true }] }\n` },
    { name: 'a disabled block rule is not a managed deployment', code: 'phase: http_request_firewall_managed\nrules:\n  - action: block\n    expression: "true"\n    enabled: false\n' },
  ],
  invalid: [
    {
      name: 'a disabled deployment',
      code: execute(MANAGED, '    enabled: false\n'),
      errors: [{ messageId: 'deploymentDisabled', line: 5, column: 14, endLine: 5, endColumn: 19 }],
    },
    {
      name: 'paranoia tags, another tag, a rule, the whole ruleset',
      code: `${execute(CORE, '')}      overrides:\n        enabled: false\n        categories:\n          - { category: paranoia-level-1, enabled: true }\n          - { category: paranoia-level-4, enabled: false }\n        rules: [{ id: 8ac8bc2a661e475d940980f9317f28e1, enabled: false }, { id: ${'6179ae15870a4bb7b2d480d4843b323c'}, enabled: true }]\n`,
      errors: [
        { messageId: 'rulesetDisabled', line: 8, column: 18, endLine: 8, endColumn: 23 },
        { messageId: 'paranoiaTagDisabled', line: 11, column: 52, endLine: 11, endColumn: 57, message: 'Paranoia level 4 (`paranoia-level-4`) of the core ruleset is disabled.' },
        { messageId: 'ruleDisabled', line: 12, column: 66, endLine: 12, endColumn: 71, message: 'A rule of Cloudflare OWASP Core Ruleset is disabled: an OWASP rule of paranoia level 1.' },
      ],
    },
    {
      name: 'a tag of another ruleset',
      code: `${execute(MANAGED, '')}      overrides: { categories: [{ category: wordpress, enabled: false }] }\n`,
      errors: [{ messageId: 'tagDisabled', line: 7, column: 65, endLine: 7, endColumn: 70, message: 'tagged `wordpress`' }],
    },
  ],
});
