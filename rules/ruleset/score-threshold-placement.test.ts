import rule from './score-threshold-placement.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const managedRuleset = (rules: string): string =>
  `id: 4814384a9e5d4991b9815dcfc25d2f1f\nname: Cloudflare OWASP Core Ruleset\nkind: managed\nphase: http_request_firewall_managed\nrules:\n${rules}`;

ruleTester(rule, {
  valid: [
    // The managed core ruleset's last rule, as the API returns it (reference §11).
    managedRuleset(
      '  - { id: a1, action: score, description: "920100: Invalid HTTP request line" }\n  - id: 6179ae15870a4bb7b2d480d4843b323c\n    action: block\n    score_threshold: 40\n    description: "949110: Inbound Anomaly Score Exceeded"\n',
    ),
    // In a rule override it is the managed/* rules' business, not this one's.
    'phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: 4814384a9e5d4991b9815dcfc25d2f1f\n      overrides:\n        rules: [{ id: 6179ae15870a4bb7b2d480d4843b323c, score_threshold: 60 }]\n',
  ],
  invalid: [
    {
      name: 'on a customer rule',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: "true"\n    score_threshold: 40\n',
      errors: [{ messageId: 'misplaced', line: 5, column: 5, endLine: 5, endColumn: 20 }],
    },
    {
      name: 'on the execute rule instead of its override',
      code: 'phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    score_threshold: 25\n    action_parameters: { id: 4814384a9e5d4991b9815dcfc25d2f1f }\n',
      errors: [{ messageId: 'misplaced', line: 5, column: 5, endLine: 5, endColumn: 20 }],
    },
    {
      name: 'on a managed rule that is not the last one',
      code: managedRuleset(
        '  - { id: x, action: block, score_threshold: 40, description: "949110: Inbound Anomaly Score Exceeded" }\n  - { id: y, action: score, description: "920100" }\n',
      ),
      errors: [{ messageId: 'misplaced', line: 6, column: 29, endLine: 6, endColumn: 44 }],
    },
    {
      name: 'on the last rule of another managed ruleset',
      code: 'id: efb7b8c949ac4650a09736fc376e9aee\nkind: managed\nphase: http_request_firewall_managed\nrules:\n  - { id: z, action: block, score_threshold: 40, description: "Inbound Anomaly Score Exceeded" }\n',
      errors: [{ messageId: 'misplaced', line: 5, column: 29, endLine: 5, endColumn: 44 }],
    },
  ],
});
