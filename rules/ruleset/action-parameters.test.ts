import rule from './action-parameters.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const one = (phase: string, ruleYaml: string): string => `phase: ${phase}\nrules:\n  - expression: "true"\n${ruleYaml}`;

ruleTester(rule, {
  valid: [
    one('http_request_firewall_managed', '    action: execute\n    action_parameters:\n      id: 4814384a9e5d4991b9815dcfc25d2f1f\n'),
    one('http_request_firewall_custom', '    action: skip\n    action_parameters:\n      ruleset: current\n'),
    one('http_request_firewall_custom', '    action: block\n'),
    one('http_request_transform', '    action: rewrite\n    action_parameters:\n      uri:\n        path:\n          value: /new\n'),
    one('http_request_late_transform', '    action: rewrite\n    action_parameters:\n      headers:\n        x-a: { operation: remove }\n'),
    one('http_request_dynamic_redirect', '    action: redirect\n    action_parameters:\n      from_value:\n        target_url: { value: "https://example.com" }\n'),
    one('http_request_redirect', '    action: redirect\n    action_parameters:\n      from_list: { name: redirects, key: http.request.full_uri }\n'),
    one('http_request_origin', '    action: route\n    action_parameters:\n      sni: { value: origin.example.net }\n'),
    one('http_config_settings', '    action: set_config\n    action_parameters:\n      security_level: "off"\n'),
    // In a phase that does not run the action, ruleset/action-in-phase reports it instead.
    one('http_request_origin', '    action: rewrite\n    action_parameters:\n      uri: { path: { value: /x } }\n'),
    // A redirect in a firewall phase is ruleset/action-in-phase's report alone.
    one('http_request_firewall_custom', '    action: redirect\n'),
    // action_parameters of the wrong type is schema/wrong-type's.
    one('http_request_firewall_managed', '    action: execute\n    action_parameters: yes\n'),
  ],
  invalid: [
    {
      code: one('http_request_firewall_managed', '    action: execute\n'),
      errors: [{ messageId: 'missingParameters', line: 4, column: 13, endLine: 4, endColumn: 20, message: 'needs `action_parameters` with `id`' }],
    },
    {
      code: one('http_request_firewall_managed', '    action: execute\n    action_parameters:\n      version: latest\n'),
      errors: [{ messageId: 'missingRequired', line: 5, column: 5, endLine: 5, endColumn: 22 }],
    },
    {
      name: 'set_config without parameters (API error 20113)',
      code: one('http_config_settings', '    action: set_config\n'),
      errors: [{ messageId: 'missingParameters', line: 4, column: 13, endLine: 4, endColumn: 23 }],
    },
    {
      code: one('http_config_settings', '    action: set_config\n    action_parameters: {}\n'),
      errors: [{ messageId: 'missingOneOf', line: 5, column: 5, endLine: 5, endColumn: 22 }],
    },
    {
      code: one('http_request_origin', '    action: route\n    action_parameters: {}\n'),
      errors: [{ messageId: 'missingOneOf', line: 5, column: 5, endLine: 5, endColumn: 22, message: '`host_header`, `origin` or `sni`' }],
    },
    {
      name: 'a URL rewrite in the request header phase',
      code: one('http_request_late_transform', '    action: rewrite\n    action_parameters:\n      uri:\n        path: { value: /new }\n'),
      errors: [{ messageId: 'parameterPhase', line: 6, column: 7, endLine: 6, endColumn: 10, message: '`uri` is not available in phase `http_request_late_transform`.' }],
    },
    {
      name: 'a bulk redirect in the single redirect phase',
      code: one('http_request_dynamic_redirect', '    action: redirect\n    action_parameters:\n      from_list: { name: r, key: http.request.full_uri }\n'),
      errors: [{ messageId: 'parameterPhase', line: 6, column: 7, endLine: 6, endColumn: 16 }],
    },
    {
      filename: 'r.json',
      code: '{"phase": "http_request_firewall_custom", "rules": [{"action": "skip", "expression": "true", "action_parameters": {}}]}',
      errors: [{ messageId: 'missingOneOf', line: 1, column: 94, endLine: 1, endColumn: 113 }],
    },
  ],
});
