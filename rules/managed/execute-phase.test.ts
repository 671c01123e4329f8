import rule from './execute-phase.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const inPhase = (phase: string, id: string): string => `phase: ${phase}\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters: { id: ${id} }\n`;

ruleTester(rule, {
  valid: [
    inPhase('http_request_firewall_managed', '4814384a9e5d4991b9815dcfc25d2f1f'),
    inPhase('http_response_firewall_managed', 'e22d83c647c64a3eae91b71b499d988e'),
    inPhase('ddos_l7', '4d21379b4f9f4bb088e0729962c8b3cf'),
    { name: 'a misspelled phase is ruleset/known-phase\'s to report', code: inPhase('http_request_firewal_managed', '4814384a9e5d4991b9815dcfc25d2f1f') },
    { name: 'an unknown ruleset is managed/known-ruleset\'s to report', code: inPhase('http_request_firewall_custom', '0123456789abcdef0123456789abcdef') },
    {
      name: 'an account ruleset that does not say its phase',
      code: 'account:\n  id: a1\n  managed_rulesets: [{ id: 0123456789abcdef0123456789abcdef }]\n  rulesets:\n    - name: x\n      kind: root\n      phase: http_request_firewall_custom\n      rules:\n        - action: execute\n          expression: "true"\n          action_parameters: { id: 0123456789abcdef0123456789abcdef }\n',
    },
  ],
  invalid: [
    {
      name: 'the core ruleset from the custom rules phase',
      code: inPhase('http_request_firewall_custom', '4814384a9e5d4991b9815dcfc25d2f1f'),
      errors: [{ messageId: 'wrongPhase', line: 5, column: 30, endLine: 5, endColumn: 62, message: 'This managed ruleset runs in phase `http_request_firewall_managed`; move the execute rule there.' }],
    },
    {
      name: 'Sensitive Data Detection is a response phase ruleset',
      code: inPhase('http_request_firewall_managed', 'e22d83c647c64a3eae91b71b499d988e'),
      errors: [{ messageId: 'wrongPhase', line: 5, column: 30, endLine: 5, endColumn: 62, message: 'This managed ruleset runs in phase `http_response_firewall_managed`; move the execute rule there.' }],
    },
    {
      name: 'an account ruleset that says its phase',
      code: 'account:\n  id: a1\n  managed_rulesets: [{ id: 0123456789abcdef0123456789abcdef, name: Partner, phase: http_request_firewall_managed }]\n  rulesets:\n    - name: x\n      kind: root\n      phase: http_request_firewall_custom\n      rules:\n        - action: execute\n          expression: "true"\n          action_parameters: { id: 0123456789abcdef0123456789abcdef }\n',
      errors: [{ messageId: 'wrongPhase', line: 11, column: 36, endLine: 11, endColumn: 68 }],
    },
  ],
});
