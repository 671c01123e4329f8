import rule from './skip-references.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const skip = (phase: string, parameters: string): string => `phase: ${phase}\nrules:\n  - action: skip\n    expression: http.request.uri.path eq "/upload"\n    action_parameters:\n${parameters}`;
const MANAGED = 'http_request_firewall_managed';
const CORE = '4814384a9e5d4991b9815dcfc25d2f1f';

ruleTester(rule, {
  valid: [
    skip(MANAGED, '      ruleset: current\n'),
    skip(MANAGED, `      rules:\n        ${CORE}: [8ac8bc2a661e475d940980f9317f28e1]\n`),
    skip(MANAGED, `      rulesets: [${CORE}, efb7b8c949ac4650a09736fc376e9aee]\n`),
    skip('http_request_firewall_custom', '      phases: [http_ratelimit, http_request_sbfm, http_request_firewall_managed]\n      products: [waf, securityLevel]\n'),
    { name: 'custom rulesets skipped from the custom phase are not known', code: skip('http_request_firewall_custom', '      rulesets: [0123456789abcdef0123456789abcdef]\n') },
    { name: 'ruleset, phases and products together (the WAF docs allow it)', code: skip('http_request_firewall_custom', '      ruleset: current\n      phases: [http_request_firewall_managed]\n      products: [waf]\n') },
    { name: 'rule ids the table does not know', code: skip(MANAGED, `      rules:\n        ${CORE}: [5de7edfa648c4d6891dc3e7f84534ffa]\n`) },
  ],
  invalid: [
    {
      name: 'ruleset: current with rules',
      code: skip(MANAGED, `      ruleset: current\n      rules:\n        ${CORE}: [8ac8bc2a661e475d940980f9317f28e1]\n`),
      errors: [{ messageId: 'combination', line: 7, column: 7, endLine: 7, endColumn: 12, message: '`ruleset` cannot be combined with `rules`' }],
    },
    {
      name: 'an unknown phase and an earlier one',
      code: skip(MANAGED, '      phases: [http_ratelimt, http_request_firewall_custom]\n'),
      errors: [
        { messageId: 'unknownPhase', line: 6, column: 16, endLine: 6, endColumn: 29, message: 'did you mean `http_ratelimit`?' },
        { messageId: 'notLater', line: 6, column: 31, endLine: 6, endColumn: 59 },
      ],
    },
    {
      name: 'the rule\'s own phase',
      code: skip('http_request_firewall_custom', '      phases: [http_request_firewall_custom]\n'),
      errors: [{ messageId: 'samePhase', line: 6, column: 16, endLine: 6, endColumn: 44 }],
    },
    {
      name: 'a managed ruleset\'s rules skipped from the custom phase',
      code: skip('http_request_firewall_custom', `      rules:\n        ${CORE}: [8ac8bc2a661e475d940980f9317f28e1]\n`),
      errors: [{ messageId: 'otherPhase', line: 7, column: 9, endLine: 7, endColumn: 41, message: 'This ruleset runs in phase `http_request_firewall_managed`; skip it there, before its execute rule.' }],
    },
    {
      name: 'unknown ruleset and rule references',
      code: skip(MANAGED, `      rulesets: [4814384a9e5d4991b9815dcfc25d2f1e]\n      rules:\n        ${CORE}: [ad0beb2fce9f149e565ee78d6e659d47, "920420"]\n        efb7b8c949ac4650a09736fc376e9aee: [6179ae15870a4bb7b2d480d4843b323c]\n`),
      errors: [
        { messageId: 'unknownRuleset', line: 6, column: 18, endLine: 6, endColumn: 50, message: 'Unknown managed ruleset; did you mean `4814384a9e5d4991b9815dcfc25d2f1f`?' },
        { messageId: 'ruleRef', line: 8, column: 44, endLine: 8, endColumn: 76 },
        { messageId: 'malformedRule', line: 8, column: 78, endLine: 8, endColumn: 86 },
        { messageId: 'otherRulesetRule', line: 9, column: 44, endLine: 9, endColumn: 76 },
      ],
      output: skip(MANAGED, `      rulesets: [4814384a9e5d4991b9815dcfc25d2f1e]\n      rules:\n        ${CORE}: [6179ae15870a4bb7b2d480d4843b323c, "920420"]\n        efb7b8c949ac4650a09736fc376e9aee: [6179ae15870a4bb7b2d480d4843b323c]\n`),
    },
  ],
});
