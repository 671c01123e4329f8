import rule from './unknown-field.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'threat intelligence fields', code: 'phase: http_ratelimit\nrules:\n  - action: log\n    expression: any(cf.intel.ip.attacker_countries[*] eq "XX") or any(cf.intel.ip.target_industries[*] eq "Retail")\n' },
    { name: 'attack signature fields', code: 'phase: http_request_firewall_custom\nrules:\n  - action: log\n    expression: any(cf.waf.signature.request.confidence[*] eq "low") and any(cf.waf.signature.request.refs[*] eq "abc")\n' },
    { name: 'http.host eq "a"', code: 'rules:\n  - action: block\n    expression: http.host eq "a"\n' },
    { name: 'cf.zone.plan eq "ENT" and cf.zone.name eq "example.com"', code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: cf.zone.plan eq "ENT" and cf.zone.name eq "example.com"\n' },
    { name: 'a counting expression may read response fields', code: 'phase: http_ratelimit\nrules:\n  - action: block\n    expression: http.host eq "a"\n    ratelimit:\n      characteristics: [cf.colo.id, ip.src]\n      period: 60\n      counting_expression: http.response.code eq 429\n' },
  ],
  invalid: [
    {
      name: 'http.hots eq "a"',
      code: 'rules:\n  - action: block\n    expression: http.hots eq "a"\n',
      errors: [{ messageId: 'unknownField', line: 3, column: 17, endLine: 3, endColumn: 26, message: 'Unknown field `http.hots`; did you mean `http.host`?' }],
    },
    {
      name: 'cf.bot_score lt 30',
      filename: 'r.json',
      code: '{"rules": [{"action": "block", "expression": "cf.bot_score lt 30"}]}',
      errors: [{ messageId: 'unknownField', line: 1, column: 47, endLine: 1, endColumn: 59 }],
    },
    {
      name: 'plain scalar',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: http.request.uri.path eq "/a" and http.hots eq "x"\n',
      errors: [{ messageId: 'unknownField', line: 4, column: 51, endLine: 4, endColumn: 60 }],
    },
    {
      name: 'single-quoted scalar with \'\' before the token',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: \'http.request.uri.path eq "/it\'\'s" and http.hots eq "x"\'\n',
      errors: [{ messageId: 'unknownField', line: 4, column: 56, endLine: 4, endColumn: 65 }],
    },
    {
      name: 'double-quoted scalar with \\" and \\\\ escapes before the token',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: "http.request.uri.path eq \\"/a\\\\\\\\b\\" and http.hots eq \\"x\\""\n',
      errors: [{ messageId: 'unknownField', line: 4, column: 59, endLine: 4, endColumn: 68 }],
    },
    {
      name: 'literal block scalar, token on a later line',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: |\n      http.request.uri.path eq "/a"\n      and http.hots eq "x"\n',
      errors: [{ messageId: 'unknownField', line: 6, column: 11, endLine: 6, endColumn: 20 }],
    },
    {
      name: 'folded block scalar spanning lines',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: >-\n      http.request.uri.path eq "/a"\n      and\n      http.hots eq "x"\n',
      errors: [{ messageId: 'unknownField', line: 7, column: 7, endLine: 7, endColumn: 16 }],
    },
    {
      name: 'JSON string with \\" escapes before the token',
      filename: 'r.json',
      code: '{"phase": "http_request_firewall_custom", "rules": [{"action": "block", "expression": "http.request.uri.path eq \\"/a\\" and http.hots eq \\"x\\""}]}',
      errors: [{ messageId: 'unknownField', line: 1, column: 124, endLine: 1, endColumn: 133 }],
    },
    {
      name: 'literal block scalar with CRLF line ends',
      code: 'phase: http_request_firewall_custom\r\nrules:\r\n  - action: block\r\n    expression: |\r\n      http.request.uri.path eq "/a"\r\n      and http.hots eq "x"\r\n',
      errors: [{ messageId: 'unknownField', line: 6, column: 11, endLine: 6, endColumn: 20 }],
    },
    {
      name: 'a rate limiting rule\'s counting_expression',
      code: 'phase: http_ratelimit\nrules:\n  - action: block\n    expression: http.host eq "a"\n    ratelimit:\n      characteristics: [cf.colo.id, ip.src]\n      period: 60\n      counting_expression: http.response.cod eq 429\n',
      errors: [{ messageId: 'unknownField', line: 8, column: 28, endLine: 8, endColumn: 45 }],
    },
    {
      name: 'exposed_credential_check expressions',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: rewrite\n    expression: "true"\n    exposed_credential_check:\n      username_expression: url_decode(http.request.body.from["user"][0])\n      password_expression: url_decode(http.request.body.form["pass"][0])\n',
      errors: [{ messageId: 'unknownField', line: 6, column: 39, endLine: 6, endColumn: 61 }],
    },
    {
      name: 'URL rewrite path and query expressions',
      code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      uri:\n        path: { expression: lower(http.request.uri.pth) }\n        query: { expression: "concat(http.request.uri.qury, \\"&a=1\\")" }\n',
      errors: [
        { messageId: 'unknownField', line: 7, column: 35, endLine: 7, endColumn: 55 },
        { messageId: 'unknownField', line: 8, column: 38, endLine: 8, endColumn: 59 },
      ],
    },
    {
      name: 'a request header value expression',
      code: 'phase: http_request_late_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      headers:\n        X-Client-Country: { operation: set, expression: ip.src.contry }\n',
      errors: [{ messageId: 'unknownField', line: 7, column: 57, endLine: 7, endColumn: 70 }],
    },
    {
      name: 'a redirect target_url expression',
      code: 'phase: http_request_dynamic_redirect\nrules:\n  - action: redirect\n    expression: "true"\n    action_parameters:\n      from_value:\n        target_url: { expression: "concat(\\"https://example.com\\", http.request.uri.pat)" }\n',
      errors: [{ messageId: 'unknownField', line: 7, column: 68, endLine: 7, endColumn: 88 }],
    },
    {
      name: 'a bulk redirect from_list key',
      code: 'account:\n  id: a\n  rulesets:\n    - name: bulk\n      kind: root\n      phase: http_request_redirect\n      rules:\n        - action: redirect\n          expression: http.request.full_uri in $redirects\n          action_parameters:\n            from_list: { name: redirects, key: http.request.full_url }\n',
      errors: [{ messageId: 'unknownField', line: 11, column: 48, endLine: 11, endColumn: 69 }],
    },
  ],
});
