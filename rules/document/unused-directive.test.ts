import rule from './unused-directive.js';
import methodCase from '../expression/method-case.js';
import knownPhase from '../ruleset/known-phase.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** A custom rule whose expression compares the method with a lower-case name: expression/method-case reports it on its `expression:` line. */
const rules = (directive: string): string =>
  ['phase: http_request_firewall_custom', 'rules:', directive, '  - action: block', '    description: legacy client', '    expression: http.request.method eq "get"', ''].join('\n');

ruleTester(rule, {
  valid: [
    { name: 'a next-line directive that suppresses the finding below it', withRules: [methodCase], code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    # edgelint-disable-next-line expression/method-case\n    expression: http.request.method eq "get"\n' },
    { name: 'a next-item directive above the rule', withRules: [methodCase], code: rules('  # edgelint-disable-next-item expression/method-case -- legacy client') },
    { name: 'a block directive closed by enable', withRules: [methodCase], code: `# edgelint-disable expression/method-case\n${rules('')}# edgelint-enable expression/method-case\n` },
    { name: 'an enable alone is never reported', code: '# edgelint-enable\nphase: magic_transit\nrules: []\n' },
    {
      name: 'Terraform: a next-item directive above a rules block covers the block',
      filename: 'rules.tf',
      withRules: [methodCase],
      code: 'resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  # edgelint-disable-next-item expression/method-case -- legacy client\n  rules {\n    action     = "block"\n    expression = "http.request.method eq \\"post\\""\n  }\n}\n',
    },
  ],
  invalid: [
    {
      name: 'the issue: disable-next-line above `- action:` while the rule fires on `expression:` says where to put it',
      withRules: [methodCase],
      code: rules('  # edgelint-disable-next-line expression/method-case'),
      errors: [{ messageId: 'misplaced', line: 3, column: 3, endLine: 3, endColumn: 54, message: '`expression/method-case` fires on line 6 in the item; use `edgelint-disable-next-item`.' }],
    },
    {
      name: 'Terraform: a next-line directive above a rules block says where to put it',
      filename: 'rules.tf',
      withRules: [methodCase],
      code: 'resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  // edgelint-disable-next-line expression/method-case\n  rules {\n    action     = "block"\n    expression = "http.request.method eq \\"post\\""\n  }\n}\n',
      errors: [{ messageId: 'misplaced', line: 3, column: 3, endLine: 3, endColumn: 55, message: 'fires on line 6 in the item' }],
    },
    {
      name: 'a next-line directive with nothing to suppress',
      withRules: [methodCase],
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    # edgelint-disable-next-line expression/method-case\n    expression: http.request.method eq "GET"\n',
      errors: [{ messageId: 'unusedRule', line: 4, column: 5, endLine: 4, endColumn: 56, message: 'no `expression/method-case` problem on the next line' }],
    },
    {
      name: 'a next-item directive whose item has no finding',
      withRules: [methodCase],
      code: rules('  # edgelint-disable-next-item').replace('"get"', '"GET"'),
      errors: [{ messageId: 'unused', line: 3, column: 3, endLine: 3, endColumn: 31, message: 'no problem was reported in the item below' }],
    },
    {
      name: 'a next-item directive covers its item only, not the next one',
      withRules: [methodCase],
      code: `phase: http_request_firewall_custom\nrules:\n  # edgelint-disable-next-item expression/method-case\n  - action: log\n    expression: "true"\n  - action: block\n    expression: http.request.method eq "get"\n`,
      errors: [{ messageId: 'unusedRule', line: 3, column: 3, endLine: 3, endColumn: 54 }],
    },
    {
      name: 'a directive that names a rule that does not exist, with a suggestion',
      withRules: [methodCase],
      code: rules('  # edgelint-disable-next-item expresion/method-case'),
      errors: [{ messageId: 'unknownRule', line: 3, column: 3, endLine: 3, endColumn: 53, message: 'Unknown rule `expresion/method-case` in the directive; did you mean `expression/method-case`?' }],
    },
    {
      name: 'each rule a directive names is judged on its own',
      withRules: [methodCase, knownPhase],
      code: rules('  # edgelint-disable-next-item expression/method-case, ruleset/known-phase -- legacy client'),
      errors: [{ messageId: 'unusedRule', line: 3, column: 3, endLine: 3, endColumn: 92, message: 'no `ruleset/known-phase` problem in the item below' }],
    },
    {
      name: 'a directive that names a rule the configuration does not enable',
      knownRules: [methodCase],
      code: 'phase: magic_transit\n# edgelint-disable-next-line expression/method-case\nrules: []\n',
      errors: [{ messageId: 'disabledRule', line: 2, column: 1, endLine: 2, endColumn: 52 }],
    },
    {
      name: 'a disable-line directive of a rule that fires elsewhere',
      withRules: [knownPhase],
      code: 'phase: http_request_firewal_custom\nrules: [] # edgelint-disable-line ruleset/known-phase\n',
      errors: [{ messageId: 'unusedRule', line: 2, column: 11, endLine: 2, endColumn: 54, message: 'on its line' }],
    },
  ],
});
