import rule from './rate-limit-counting.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const rateLimit = (ratelimit: string): string => `phase: http_ratelimit\nrules:\n  - action: block\n    expression: http.request.uri.path eq "/login"\n    ratelimit:\n${ratelimit}`;

ruleTester(rule, {
  valid: [
    rateLimit('      characteristics: [cf.colo.id, \'http.request.headers["x-api-key"]\']\n      period: 60\n      requests_per_period: 10\n      counting_expression: http.response.code eq 401\n'),
    { name: 'a blank counting expression counts what the rule matches', code: rateLimit('      characteristics: [cf.colo.id, ip.src]\n      period: 60\n      requests_per_period: 10\n      counting_expression: ""\n') },
    { name: 'a contradiction is reported where it is', code: rateLimit('      characteristics: [cf.colo.id, ip.src]\n      period: 60\n      requests_per_period: 10\n      counting_expression: http.response.code eq 401 and http.response.code eq 403\n') },
  ],
  invalid: [
    {
      code: rateLimit('      characteristics: [cf.colo.id, \'http.request.headers["X-Api-Key"]\']\n      period: 60\n      requests_per_period: 10\n      counting_expression: "false"\n'),
      errors: [
        { messageId: 'headerCase', line: 6, column: 60, endLine: 6, endColumn: 69, message: 'Header names are lower-cased, so `X-Api-Key` never matches' },
        { messageId: 'neverCounts', line: 9, column: 28, endLine: 9, endColumn: 35 },
      ],
      output: rateLimit('      characteristics: [cf.colo.id, \'http.request.headers["x-api-key"]\']\n      period: 60\n      requests_per_period: 10\n      counting_expression: "false"\n'),
    },
  ],
});
