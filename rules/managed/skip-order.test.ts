import rule from './skip-order.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const CORE = '4814384a9e5d4991b9815dcfc25d2f1f';
const SKIP = `  - action: skip\n    expression: http.request.uri.path eq "/upload"\n    action_parameters:\n      rules:\n        ${CORE}: [8ac8bc2a661e475d940980f9317f28e1]\n`;
const SKIP_RULESET = `  - action: skip\n    expression: http.request.uri.path eq "/upload"\n    action_parameters: { rulesets: [${CORE}] }\n`;
const EXECUTE = `  - action: execute\n    expression: "true"\n    action_parameters: { id: ${CORE} }\n`;
const entry = (rules: string): string => `phase: http_request_firewall_managed\nrules:\n${rules}`;

ruleTester(rule, {
  valid: [
    entry(SKIP + EXECUTE),
    entry(SKIP_RULESET + EXECUTE),
    entry('  - action: skip\n    expression: http.request.uri.path eq "/health"\n    action_parameters: { ruleset: current }\n' + EXECUTE),
    { name: 'a managed ruleset\'s own rules (kind managed) are not an entry point', code: `kind: managed\n${entry(SKIP)}` },
    { name: 'a misspelled phase says nothing about what the skip skips', code: 'phase: http_request_firewal_managed\nrules:\n  - action: skip\n    expression: "true"\n    action_parameters: { ruleset: current }\n' },
    { name: 'skips in the custom phase skip custom rulesets', code: `phase: http_request_firewall_custom\nrules:\n  - action: skip\n    expression: "true"\n    action_parameters: { rulesets: [0123456789abcdef0123456789abcdef] }\n` },
  ],
  invalid: [
    {
      name: 'the exception after the execute rule',
      code: entry(EXECUTE + SKIP),
      errors: [{ messageId: 'afterExecute', line: 10, column: 9, endLine: 10, endColumn: 41, message: 'This skip comes after rule 1, which deploys Cloudflare OWASP Core Ruleset; move it before that rule.' }],
    },
    {
      name: 'skipping a ruleset this entry point does not deploy',
      code: entry(SKIP_RULESET),
      errors: [{ messageId: 'notDeployed', line: 5, column: 37, endLine: 5, endColumn: 69 }],
    },
  ],
});
