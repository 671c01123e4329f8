import rule from './rules-per-phase.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const limited = (n: number): string =>
  `phase: http_ratelimit\nrules:\n${Array.from({ length: n }, (_, i) => `  - action: block\n    expression: http.request.uri.path eq "/p${i}"\n    ratelimit: { characteristics: [cf.colo.id, ip.src], period: 10, requests_per_period: 5, mitigation_timeout: 10 }\n`).join('')}`;

ruleTester(rule, {
  valid: [
    { name: 'within the free plan', settings: { tier: 'free' }, code: limited(1) },
    { name: 'no tier configured', code: limited(3) },
    { name: 'disabled rules do not count', settings: { tier: 'free' }, code: `${limited(1)}  - action: block\n    expression: "true"\n    enabled: false\n    ratelimit: { characteristics: [cf.colo.id, ip.src], period: 10, requests_per_period: 5 }\n` },
    { name: 'a contract\'s limit', settings: { tier: 'free' }, options: { maxRules: { http_ratelimit: 3 } }, code: limited(3) },
  ],
  invalid: [
    {
      settings: { tier: 'free' },
      code: limited(2),
      errors: [{ messageId: 'tooMany', line: 6, column: 5, endLine: 8, endColumn: 117, message: 'Exceeds the free plan\'s limit of enabled rate limiting rules per phase (1).' }],
    },
    {
      name: 'custom error rules on the free plan',
      settings: { tier: 'free' },
      code: 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    rulesets:\n      - phase: http_custom_errors\n        rules:\n          - { action: serve_error, expression: "true", action_parameters: { content: "oops", content_type: text/plain } }\n',
      errors: [{ messageId: 'tooMany', line: 6, column: 13, endLine: 6, endColumn: 122 }],
    },
  ],
});
