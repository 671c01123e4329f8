import rule from './cache-ttl-value.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const cache = (settings: string): string => `phase: http_request_cache_settings\nrules:\n  - action: set_cache_settings\n    expression: "true"\n    action_parameters:\n      cache: true\n${settings}`;

ruleTester(rule, {
  valid: [
    cache('      edge_ttl: { mode: override_origin, default: 31536000 }\n      browser_ttl: { mode: respect_origin }\n'),
    { name: 'a default beside respect_origin (API responses carry one)', code: cache('      edge_ttl: { mode: respect_origin, default: 60 }\n') },
    { name: 'a longer maximum as an option', options: { maxSeconds: 63072000 }, code: cache('      browser_ttl: { mode: override_origin, default: 63072000 }\n') },
  ],
  invalid: [
    {
      code: cache('      edge_ttl: { mode: override_origin, default: 3600 }\n      browser_ttl: { mode: override_origin, default: 63072000 }\n'),
      errors: [{ messageId: 'tooLong', line: 8, column: 54, endLine: 8, endColumn: 62, message: 'A TTL of 63072000 s is longer than the cache keeps anything (31536000 s, one year).' }],
    },
  ],
});
