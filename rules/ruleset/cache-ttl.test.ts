import rule from './cache-ttl.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const cache = (settings: string): string => `phase: http_request_cache_settings\nrules:\n  - action: set_cache_settings\n    expression: "true"\n    action_parameters:\n      cache: true\n${settings}`;

ruleTester(rule, {
  valid: [
    cache('      edge_ttl: { mode: override_origin, default: 3600 }\n      browser_ttl: { mode: respect_origin }\n'),
    cache('      edge_ttl:\n        mode: respect_origin\n        status_code_ttl: [{ status_code: 404, value: -1 }]\n'),
  ],
  invalid: [
    {
      code: cache('      edge_ttl: { mode: override_origin }\n      browser_ttl: { mode: override_origin, default: -60 }\n'),
      errors: [
        { messageId: 'missingDefault', line: 7, column: 25, endLine: 7, endColumn: 40, message: '`edge_ttl` with `mode: override_origin` needs a `default` TTL in seconds.' },
        { messageId: 'negative', line: 8, column: 54, endLine: 8, endColumn: 57 },
      ],
    },
  ],
});
