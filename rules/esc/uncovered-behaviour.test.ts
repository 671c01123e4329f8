import rule from './uncovered-behaviour.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** A zone with one behaviour (its `use_case` on line 6, column 21) and optional rulesets. */
const zone = (behaviour: string, rulesets = ''): string =>
  `zones:\n  - id: z1\n    name: example.com\n    esc:\n      behaviours:\n${behaviour}${rulesets ? `    rulesets:\n${rulesets}` : ''}`;
const ruleset = (phase: string, rules: string): string => `      - phase: ${phase}\n        rules:\n${rules}`;

const sni = '        - use_case: rewrite_sni\n          sni: origin.example.net\n';

ruleTester(rule, {
  valid: [
    { name: 'SNI covered by a `true` rule', code: zone(sni, ruleset('http_request_origin', '          - action: route\n            expression: "true"\n            action_parameters: { sni: { value: origin.example.net } }\n')) },
    {
      name: 'a redirect: same target, default status on both sides, condition spelled differently',
      code: zone(
        '        - use_case: redirect_to_url\n          when: http.request.uri.path eq "/old" and http.host eq "example.com"\n          target_url: https://www.example.com/new\n',
        ruleset('http_request_dynamic_redirect', '          - action: redirect\n            expression: (http.host == "example.com") and http.request.uri.path in {"/old"}\n            action_parameters: { from_value: { target_url: { value: "https://www.example.com/new" } } }\n'),
      ),
    },
    {
      name: 'an origin override with its port',
      code: zone('        - use_case: resolve_override\n          origin_host: o.example.net\n          origin_port: 8443\n', ruleset('http_request_origin', '          - action: route\n            expression: "true"\n            action_parameters: { origin: { host: o.example.net, port: 8443 } }\n')),
    },
    {
      name: 'a URI rewrite',
      code: zone('        - use_case: rewrite_uri\n          path: /b\n          query: x=1\n', ruleset('http_request_transform', '          - action: rewrite\n            expression: "true"\n            action_parameters: { uri: { path: { value: /b }, query: { value: x=1 } } }\n')),
    },
    {
      name: 'request headers spread over two rules, names in another case',
      code: zone(
        '        - use_case: request_headers\n          set: { X-Env: prod }\n          remove: [X-Debug]\n',
        ruleset('http_request_late_transform', '          - action: rewrite\n            expression: "true"\n            action_parameters: { headers: { x-env: { operation: set, value: prod } } }\n          - action: rewrite\n            expression: "true"\n            action_parameters: { headers: { x-debug: { operation: remove } } }\n'),
      ),
    },
    {
      name: 'configuration settings in another order, with more settings',
      code: zone('        - use_case: feature_exceptions\n          settings: { security_level: "off", bic: false }\n', ruleset('http_config_settings', '          - action: set_config\n            expression: "true"\n            action_parameters: { bic: false, rocket_loader: false, security_level: "off" }\n')),
    },
    {
      name: 'a custom error response covered by the account',
      code:
        'account:\n  id: a1\n  rulesets:\n    - name: errors\n      kind: root\n      phase: http_custom_errors\n      rules:\n        - action: serve_error\n          expression: http.response.code eq 502\n          action_parameters: { content: "down", content_type: text/plain, status_code: 502 }\n' +
        'zones:\n  - id: z1\n    esc:\n      behaviours:\n        - use_case: custom_error_response\n          when: http.response.code eq 502\n          status_code: 502\n          content: down\n          content_type: text/plain\n',
    },
    {
      name: 'response headers',
      code: zone('        - use_case: response_headers\n          set: { X-Frame-Options: DENY }\n          add: { Vary: Accept }\n', ruleset('http_response_headers_transform', '          - action: rewrite\n            expression: "true"\n            action_parameters: { headers: { X-Frame-Options: { operation: set, value: DENY }, Vary: { operation: add, value: Accept } } }\n')),
    },
    {
      name: 'two cookies in two rules',
      code: zone(
        '        - use_case: add_response_cookies\n          cookies: ["a=1; Secure", "b=2; Secure"]\n',
        ruleset('http_response_headers_transform', '          - action: rewrite\n            expression: "true"\n            action_parameters: { headers: { set-cookie: { operation: add, value: "a=1; Secure" } } }\n          - action: rewrite\n            expression: "true"\n            action_parameters: { headers: { Set-Cookie: { operation: add, value: "b=2; Secure" } } }\n'),
      ),
    },
    {
      name: 'a redirect covered by an account bulk redirect',
      code:
        'account:\n  id: a1\n  lists:\n    - name: moves\n      kind: redirect\n      items: [{ redirect: { source_url: example.com/old, target_url: "https://www.example.com/new", status_code: 301 } }]\n  rulesets:\n    - name: bulk\n      kind: root\n      phase: http_request_redirect\n      rules:\n        - action: redirect\n          expression: http.request.full_uri in $moves\n          action_parameters: { from_list: { name: moves, key: http.request.full_uri } }\n' +
        'zones:\n  - id: z1\n    esc:\n      behaviours:\n        - use_case: redirect_to_url\n          when: http.request.uri.path eq "/old"\n          target_url: https://www.example.com/new\n',
    },
    { name: 'no rules product: esc/no-rules-replacement\'s', code: zone('        - use_case: status_redirect\n          redirects: { "404": "https://example.com/" }\n') },
    { name: 'an unknown use case: esc/known-use-case\'s', code: zone('        - use_case: teleport\n') },
  ],
  invalid: [
    {
      name: 'no rule at all',
      code: zone(sni),
      errors: [
        {
          messageId: 'uncovered',
          line: 6,
          column: 21,
          endLine: 6,
          endColumn: 32,
          message: 'ESC `rewrite_sni` is not replaced yet; the suggestion adds a rule.',
          suggestions: [
            {
              desc: 'Add the generated rule to a new `http_request_origin` entry point ruleset of zone example.com: {"action":"route","expression":"true","action_parameters":{"sni":{"value":"origin.example.net"}},"description":"Replaces ESC rewrite_sni (zone example.com, behaviour 1)"}',
              output: `${zone(sni)}    rulesets: [{"phase":"http_request_origin","rules":[{"action":"route","expression":"true","action_parameters":{"sni":{"value":"origin.example.net"}},"description":"Replaces ESC rewrite_sni (zone example.com, behaviour 1)"}]}]\n`,
            },
          ],
        },
      ],
    },
    {
      name: 'a rule with another SNI',
      code: zone(sni, ruleset('http_request_origin', '          - action: route\n            expression: "true"\n            action_parameters: { sni: { value: other.example.net } }\n')),
      errors: [{ messageId: 'uncovered', line: 6, column: 21, endLine: 6, endColumn: 32, message: 'ESC `rewrite_sni` is not replaced yet; the suggestion adds a rule.' }],
    },
    {
      name: 'a rule under a narrower condition',
      code: zone(sni, ruleset('http_request_origin', '          - action: route\n            expression: http.host eq "a.example.com"\n            action_parameters: { sni: { value: origin.example.net } }\n')),
      errors: [{ messageId: 'uncovered', line: 6, column: 21, endLine: 6, endColumn: 32 }],
    },
    {
      name: 'a redirect whose rule uses the default status 301 while the behaviour asks for 302',
      code: zone(
        '        - use_case: redirect_to_url\n          target_url: https://www.example.com/\n          status_code: 302\n',
        ruleset('http_request_dynamic_redirect', '          - action: redirect\n            expression: "true"\n            action_parameters: { from_value: { target_url: { value: "https://www.example.com/" } } }\n'),
      ),
      errors: [
        {
          messageId: 'uncovered',
          line: 6,
          column: 21,
          endLine: 6,
          endColumn: 36,
          // Appended to the existing entry point, at the indentation of its rules.
          suggestions: [
            {
              desc: '"status_code":302',
              output: zone(
                '        - use_case: redirect_to_url\n          target_url: https://www.example.com/\n          status_code: 302\n',
                ruleset(
                  'http_request_dynamic_redirect',
                  '          - action: redirect\n            expression: "true"\n            action_parameters: { from_value: { target_url: { value: "https://www.example.com/" } } }\n' +
                    '          - {"action":"redirect","expression":"true","action_parameters":{"from_value":{"target_url":{"value":"https://www.example.com/"},"status_code":302,"preserve_query_string":false}},"description":"Replaces ESC redirect_to_url (zone example.com, behaviour 1)"}\n',
                ),
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'the covering rule is disabled',
      code: zone(sni, ruleset('http_request_origin', '          - ref: sni_rule\n            action: route\n            enabled: false\n            expression: "true"\n            action_parameters: { sni: { value: origin.example.net } }\n')),
      errors: [{ messageId: 'disabled', line: 6, column: 21, endLine: 6, endColumn: 32, message: 'ESC `rewrite_sni` is replaced only by disabled rules; enable it once tested.' }],
    },
    {
      name: 'request headers only partly covered',
      code: zone(
        '        - use_case: request_headers\n          set: { X-Env: prod }\n          remove: [X-Debug]\n',
        ruleset('http_request_late_transform', '          - action: rewrite\n            expression: "true"\n            action_parameters: { headers: { X-Env: { operation: set, value: prod } } }\n'),
      ),
      errors: [{ messageId: 'partly', line: 6, column: 21, endLine: 6, endColumn: 36, message: 'ESC `request_headers` is only partly replaced; the suggestion adds a rule.' }],
    },
    {
      name: 'the right rule in the wrong phase',
      code: zone(sni, ruleset('http_request_late_transform', '          - action: route\n            expression: "true"\n            action_parameters: { sni: { value: origin.example.net } }\n')),
      errors: [{ messageId: 'uncovered', line: 6, column: 21, endLine: 6, endColumn: 32, message: 'ESC `rewrite_sni` is not replaced yet; the suggestion adds a rule.' }],
    },
    {
      name: 'two cookies, one rule each',
      code: zone('        - use_case: add_response_cookies\n          cookies: ["a=1; Secure", "b=2; Secure"]\n'),
      errors: [{ messageId: 'uncovered', line: 6, column: 21, endLine: 6, endColumn: 41, message: 'ESC `add_response_cookies` is not replaced yet; the suggestion adds 2 rules.' }],
    },
    {
      name: 'parameters too broken to generate a rule',
      code: zone('        - use_case: rewrite_uri\n'),
      errors: [{ messageId: 'noGeneratedRule', line: 6, column: 21, endLine: 6, endColumn: 32, message: 'ESC `rewrite_uri` is not replaced yet; fix its other findings to generate the rule.' }],
    },
    {
      name: 'no rule is offered that would fail edgelint\'s own checks: a hostname with a scheme',
      code: zone('        - use_case: rewrite_sni\n          sni: https://origin.example.net\n'),
      errors: [{ messageId: 'noGeneratedRule', line: 6, column: 21, endLine: 6, endColumn: 32, message: 'ESC `rewrite_sni` is not replaced yet; fix its other findings to generate the rule.' }],
    },
    {
      name: 'no rule is offered that would fail edgelint\'s own checks: a `when` invalid in the phase, a status the schema refuses',
      code: zone('        - use_case: redirect_to_url\n          target_url: https://www.example.com/\n          status_code: 305\n          when: http.response.code eq 404\n'),
      errors: [{ messageId: 'noGeneratedRule', line: 6, column: 21, endLine: 6, endColumn: 36, message: 'ESC `redirect_to_url` is not replaced yet; fix its other findings to generate the rule.' }],
    },
    {
      name: 'a JSON manifest',
      filename: 'manifest.json',
      code: '{"zones": [{"id": "z1", "esc": {"behaviours": [{"use_case": "rewrite_sni", "sni": "origin.example.net"}]}}]}',
      errors: [{ messageId: 'uncovered', line: 1, column: 61, endLine: 1, endColumn: 74 }],
    },
  ],
});
