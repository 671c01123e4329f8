import rule from './rate-limit-parameters.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const rateLimit = (action: string, ratelimit: string, expression = 'http.request.uri.path eq "/login"'): string =>
  `phase: http_ratelimit\nrules:\n  - action: ${action}\n    expression: ${expression}\n    ratelimit:\n${ratelimit}`;

ruleTester(rule, {
  valid: [
    rateLimit('block', '      characteristics: [cf.colo.id, ip.src]\n      period: 60\n      requests_per_period: 10\n      mitigation_timeout: 600\n'),
    { name: 'a period only the plan table lists', code: rateLimit('block', '      characteristics: [cf.colo.id, ip.src]\n      period: 30\n      requests_per_period: 10\n      mitigation_timeout: 60\n') },
    { name: 'throttling with a challenge on pro', settings: { tier: 'pro' }, code: rateLimit('managed_challenge', '      characteristics: [cf.colo.id, ip.src]\n      period: 60\n      requests_per_period: 10\n      mitigation_timeout: 0\n') },
    { name: 'a custom timeout on enterprise', settings: { tier: 'enterprise' }, code: rateLimit('block', '      characteristics: [cf.colo.id, ip.src, \'http.request.headers["x-api-key"]\']\n      period: 600\n      requests_per_period: 10\n      mitigation_timeout: 7\n') },
    { name: 'complexity-based on enterprise', settings: { tier: 'enterprise' }, code: rateLimit('block', '      characteristics: [cf.colo.id, ip.src]\n      period: 60\n      score_per_period: 400\n      score_response_header_name: x-score\n') },
    { name: 'managed lists are not custom lists', code: rateLimit('block', '      characteristics: [cf.colo.id, ip.src]\n      period: 60\n      requests_per_period: 10\n      requests_to_origin: true\n', 'ip.src in $cf.open_proxies') },
  ],
  invalid: [
    {
      name: 'a custom timeout without the enterprise tier',
      code: rateLimit('block', '      characteristics: [cf.colo.id, ip.src]\n      period: 60\n      requests_per_period: 10\n      mitigation_timeout: 7200\n'),
      errors: [{ messageId: 'timeoutCustom', line: 9, column: 27, endLine: 9, endColumn: 31, message: 'A mitigation timeout of 7200 s is not offered; use 3600 or 65535 (or configure `tier: enterprise`).' }],
    },
    {
      name: 'a period and a timeout no plan offers',
      code: rateLimit('block', '      characteristics: [cf.colo.id, ip.src]\n      period: 5\n      requests_per_period: 10\n      mitigation_timeout: 100000\n'),
      errors: [
        { messageId: 'periodUnsupported', line: 7, column: 15, endLine: 7, endColumn: 16, message: 'A period of 5 s is not offered; use 10.' },
        { messageId: 'timeoutTooLong', line: 9, column: 27, endLine: 9, endColumn: 33 },
      ],
    },
    {
      name: 'beyond the pro plan, and a challenge with a duration',
      settings: { tier: 'pro' },
      code: rateLimit('managed_challenge', '      characteristics: [cf.colo.id, ip.src]\n      period: 120\n      requests_per_period: 10\n      mitigation_timeout: 600\n'),
      errors: [
        { messageId: 'periodPlan', line: 7, column: 15, endLine: 7, endColumn: 18, message: 'The pro plan counts over at most 60 s, not 120 s.' },
        { messageId: 'timeoutChallenge', line: 9, column: 27, endLine: 9, endColumn: 30 },
      ],
    },
    {
      name: 'no threshold, no cf.colo.id, incompatible characteristics',
      settings: { tier: 'business' },
      code: rateLimit('block', '      characteristics: [ip.src, cf.unique_visitor_id]\n      period: 60\n'),
      errors: [
        { messageId: 'noThreshold', line: 5, column: 5, endLine: 5, endColumn: 14 },
        { messageId: 'missingColo', line: 6, column: 24, endLine: 6, endColumn: 54 },
        { messageId: 'exclusive', line: 6, column: 33, endLine: 6, endColumn: 53 },
      ],
      output: rateLimit('block', '      characteristics: [ip.src, cf.unique_visitor_id, "cf.colo.id"]\n      period: 60\n'),
    },
    {
      name: 'what the pro plan does not offer',
      settings: { tier: 'pro' },
      code: rateLimit('block', '      characteristics: [cf.colo.id, ip.src, ip.src.country]\n      period: 60\n      score_per_period: 400\n      requests_per_period: 10\n      mitigation_timeout: 0\n      counting_expression: http.response.code eq 429\n'),
      errors: [
        { messageId: 'characteristicPlan', line: 6, column: 45, endLine: 6, endColumn: 59 },
        { messageId: 'complexityPlan', line: 8, column: 7, endLine: 8, endColumn: 23 },
        { messageId: 'scoreHeader', line: 8, column: 7, endLine: 8, endColumn: 23 },
        { messageId: 'throttleBlock', line: 10, column: 27, endLine: 10, endColumn: 28 },
        { messageId: 'countingPlan', line: 11, column: 28, endLine: 11, endColumn: 53 },
      ],
    },
    {
      name: 'a timeout outside the business plan\'s values',
      settings: { tier: 'business' },
      code: rateLimit('block', '      characteristics: [cf.colo.id, ip.src]\n      period: 60\n      requests_per_period: 10\n      mitigation_timeout: 7\n'),
      errors: [{ messageId: 'timeoutUnsupported', line: 9, column: 27, endLine: 9, endColumn: 28, message: 'use 0 or 10' }],
    },
    {
      name: 'custom lists at the account level, with responses, counting only origin requests',
      code: 'account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  rulesets:\n    - name: rl\n      kind: root\n      phase: http_ratelimit\n      rules:\n        - action: block\n          expression: ip.src in $bad and cf.zone.plan eq "ENT"\n          ratelimit:\n            characteristics: [cf.colo.id, ip.src]\n            period: 60\n            requests_per_period: 10\n            requests_to_origin: true\n            counting_expression: http.response.code eq 401 and ip.src in $bad\n',
      errors: [
        { messageId: 'accountLevel', line: 9, column: 23, endLine: 9, endColumn: 63 },
        { messageId: 'listsNeedCachedAssets', line: 14, column: 33, endLine: 14, endColumn: 37 },
        { messageId: 'countingListsAndResponse', line: 15, column: 34, endLine: 15, endColumn: 78 },
      ],
    },
  ],
});
