import rule from './action-in-phase.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const ruleset = (phase: string, action: string): string => `phase: ${phase}\nrules:\n  - action: ${action}\n    expression: "true"\n`;

ruleTester(rule, {
  valid: [
    // Account-level rate limiting: the account's http_ratelimit entry point executes a custom ruleset (waf/account/rate-limiting-rulesets/create-api.mdx).
    { name: 'execute in the account http_ratelimit entry point', code: 'kind: root\nphase: http_ratelimit\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters: { id: 0a1b2c3d4e5f60718293a4b5c6d7e8f9 }\n' },
    // A managed ruleset read back is Cloudflare's: its actions are not held to the customer list.
    { name: 'a rewrite in Cloudflare\'s managed sanitize ruleset', code: 'kind: managed\nphase: http_request_sanitize\nrules:\n  - action: rewrite\n' },
    ruleset('http_request_firewall_custom', 'block'),
    ruleset('http_request_firewall_custom', 'skip'),
    ruleset('http_request_firewall_managed', 'execute'),
    ruleset('http_request_dynamic_redirect', 'redirect'),
    ruleset('http_request_origin', 'route'),
    ruleset('http_config_settings', 'set_config'),
    ruleset('http_custom_errors', 'serve_error'),
    // The spec's network firewall example.
    ruleset('magic_transit', 'skip'),
    ruleset('magic_transit', 'block'),
    // Actions of network phases are not fully known: only clearly foreign actions are flagged.
    ruleset('magic_transit', 'log'),
    ruleset('ddos_l7', 'execute'),
    // Unknown phase or action: other rules report those.
    ruleset('http_request_firewall_custm', 'route'),
    ruleset('http_request_origin', 'routing'),
    { code: ruleset('http_request_firewall_custom', 'log'), settings: { tier: 'enterprise' } },
  ],
  invalid: [
    {
      name: 'execute in a zone http_ratelimit entry point',
      code: 'kind: zone\nphase: http_ratelimit\nrules:\n  - action: execute\n    expression: "true"\n',
      errors: [{ messageId: 'atOtherLevel', line: 4, column: 13, endLine: 4, endColumn: 20, message: 'Action `execute` is allowed in phase `http_ratelimit` only at the account level.' }],
    },
    { code: ruleset('http_request_firewall_custom', 'redirect'), errors: [{ messageId: 'notInPhase', line: 3, column: 13, endLine: 3, endColumn: 21, message: 'Action `redirect` is not available in phase `http_request_firewall_custom`.' }] },
    { code: ruleset('http_request_transform', 'block'), errors: [{ messageId: 'notInPhase', line: 3, column: 13, endLine: 3, endColumn: 18 }] },
    { code: ruleset('http_request_origin', 'rewrite'), errors: [{ messageId: 'notInPhase', line: 3, column: 13, endLine: 3, endColumn: 20 }] },
    { code: ruleset('magic_transit', 'redirect'), errors: [{ messageId: 'notInPhase', line: 3, column: 13, endLine: 3, endColumn: 21 }] },
    { code: ruleset('magic_transit', 'managed_challenge'), errors: [{ messageId: 'notInPhase', line: 3, column: 13, endLine: 3, endColumn: 30 }] },
    { code: ruleset('http_ratelimit', 'skip'), errors: [{ messageId: 'notInPhase', line: 3, column: 13, endLine: 3, endColumn: 17 }] },
    { code: ruleset('http_request_firewall_custom', 'log'), settings: { tier: 'pro' }, errors: [{ messageId: 'enterpriseOnly', line: 3, column: 13, endLine: 3, endColumn: 16 }] },
    {
      name: 'zone ruleset in a manifest',
      code: 'zones:\n  - id: z1\n    rulesets:\n      - phase: http_request_late_transform\n        rules:\n          - action: set_config\n            expression: "true"\n',
      errors: [{ messageId: 'notInPhase', line: 6, column: 21, endLine: 6, endColumn: 31, message: 'is not available in phase' }],
    },
  ],
});
