import rule from './phase-level.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const zone = (phase: string): string => `zones:\n  - id: z1\n    rulesets:\n      - phase: ${phase}\n        rules: []\n`;
const account = (phase: string, kind = 'root'): string => `account:\n  id: a1\n  rulesets:\n    - name: n\n      kind: ${kind}\n      phase: ${phase}\n      rules: []\n`;

ruleTester(rule, {
  valid: [
    // waf/account/rate-limiting-rulesets/create-api.mdx: a custom ruleset in http_ratelimit.
    'name: limits\nkind: custom\nphase: http_ratelimit\nrules: []\n',
    zone('http_request_firewall_custom'),
    zone('http_request_transform'),
    account('magic_transit'),
    account('http_request_firewall_managed'),
    account('http_request_firewall_custom', 'custom'),
    // Levels the sources do not state are not checked.
    zone('http_response_headers_transform'),
    { code: account('magic_transit'), settings: { tier: 'enterprise' } },
    // A raw zone entry point in a phase without a known level.
    'kind: zone\nphase: http_request_sbfm\nrules: []\n',
  ],
  invalid: [
    { code: zone('magic_transit'), errors: [{ messageId: 'notAtLevel', line: 4, column: 16, endLine: 4, endColumn: 29, message: 'exists at the account level' }] },
    { code: zone('http_request_redirect'), errors: [{ messageId: 'notAtLevel', line: 4, column: 16, endLine: 4, endColumn: 37 }] },
    { code: account('http_request_transform'), errors: [{ messageId: 'notAtLevel', line: 6, column: 14, endLine: 6, endColumn: 36, message: 'exists at the zone level' }] },
    { code: account('http_request_origin', 'custom'), errors: [{ messageId: 'customPhase', line: 6, column: 14, endLine: 6, endColumn: 33 }] },
    { code: account('magic_transit'), settings: { tier: 'business' }, errors: [{ messageId: 'accountNeedsEnterprise', line: 6, column: 14, endLine: 6, endColumn: 27 }] },
    {
      name: 'raw root ruleset of a zone-only phase',
      filename: 'r.json',
      code: '{"name": "x", "kind": "root", "phase": "http_config_settings", "rules": []}',
      errors: [{ messageId: 'notAtLevel', line: 1, column: 40, endLine: 1, endColumn: 62 }],
    },
  ],
});
