import rule from './function-phase.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'decode_base64 in a URL rewrite filter (Transform Rules)', code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: any(decode_base64(http.request.headers["x-b"][*])[*] eq "ok")\n    action_parameters:\n      uri:\n        path:\n          value: /b\n' },
    { name: 'regex_replace(http.request.uri.path, "^/a/(.*)", "/b/${1}")', code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      uri:\n        path:\n          expression: regex_replace(http.request.uri.path, "^/a/(.*)", "/b/${1}")\n' },
    { name: 'cidr(ip.src, 24, 64) eq 10.0.0.0', code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: cidr(ip.src, 24, 64) eq 10.0.0.0\n' },
  ],
  invalid: [
    {
      name: 'decode_base64 in an origin rule',
      code: 'phase: http_request_origin\nrules:\n  - action: route\n    expression: any(decode_base64(http.request.headers["x-b"][*])[*] eq "ok")\n',
      errors: [{ messageId: 'notInPhase', line: 4, column: 21, endLine: 4, endColumn: 34 }],
    },
    {
      name: 'regex_replace(http.host, "a", "b") eq "c"',
      code: 'rules:\n  - action: block\n    expression: regex_replace(http.host, "a", "b") eq "c"\n',
      errors: [{ messageId: 'valueOnly', line: 3, column: 17, endLine: 3, endColumn: 30, message: '`regex_replace()` can only be used in value expressions, not in a filter.' }],
    },
    {
      name: 'cidr(ip.src, 24, 64) eq 10.0.0.0 (http_request_transform)',
      code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: cidr(ip.src, 24, 64) eq 10.0.0.0\n',
      errors: [{ messageId: 'notInPhase', line: 4, column: 17, endLine: 4, endColumn: 21 }],
    },
    {
      name: 'remove_query_args(http.request.uri.query, "a") (value redirect_target)',
      code: 'phase: http_request_dynamic_redirect\nrules:\n  - action: redirect\n    expression: "true"\n    action_parameters:\n      from_value:\n        target_url:\n          expression: remove_query_args(http.request.uri.query, "a")\n',
      errors: [{ messageId: 'notInSlot', line: 8, column: 23, endLine: 8, endColumn: 40 }],
    },
    {
      name: 'concat(regex_replace(http.request.uri.path, "a", "b"), regex_replace(http.request.uri.quer (value uri_path)',
      code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      uri:\n        path:\n          expression: concat(regex_replace(http.request.uri.path, "a", "b"), regex_replace(http.request.uri.query, "c", "d"))\n',
      errors: [{ messageId: 'onlyOnce', line: 8, column: 78, endLine: 8, endColumn: 91 }],
    },
  ],
});
