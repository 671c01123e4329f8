import rule from './behaviour-parameters.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const behaviour = (lines: string, zoneName = 'shop.example.com'): string => `zones:\n  - id: z1\n    name: ${zoneName}\n    esc:\n      behaviours:\n${lines}`;

ruleTester(rule, {
  valid: [
    behaviour('        - use_case: redirect_to_url\n          when: http.request.uri.path eq "/old"\n          target_url: https://shop.example.com/new\n'),
    behaviour('        - use_case: redirect_to_url\n          target_url: https://www.example.org/\n'),
    behaviour('        - use_case: rewrite_sni\n          sni: origin.example.net\n'),
    behaviour('        - use_case: resolve_override\n          origin_host: origin-2.example.net\n          origin_port: 8443\n'),
    behaviour('        - use_case: rewrite_uri\n          path: /new\n          query: a=1\n'),
    behaviour('        - use_case: feature_exceptions\n          settings: { security_level: "off" }\n'),
    behaviour('        - use_case: custom_error_response\n          status_code: 503\n          content: \'{"error": "down"}\'\n          content_type: application/json\n'),
    behaviour('        - use_case: status_redirect\n          redirects: { "404": "https://shop.example.com/404" }\n'),
    behaviour('        - use_case: other\n          description: Rewrites HTML bodies\n'),
    // A `${NAME}` stands for a value supplied at apply time.
    behaviour('        - use_case: redirect_to_url\n          target_url: "${MAINTENANCE_URL}"\n'),
  ],
  invalid: [
    {
      name: 'a target URL without a scheme',
      code: behaviour('        - use_case: redirect_to_url\n          target_url: shop.example.com/new\n'),
      errors: [{ messageId: 'invalidUrl', line: 7, column: 23, endLine: 7, endColumn: 43, message: 'it has no scheme' }],
    },
    {
      name: 'a relative target URL',
      code: behaviour('        - use_case: redirect_to_url\n          target_url: /new\n'),
      errors: [{ messageId: 'invalidUrl', line: 7, column: 23, endLine: 7, endColumn: 27, message: 'it is a path' }],
    },
    {
      name: 'a target URL with another scheme',
      code: behaviour('        - use_case: redirect_to_url\n          target_url: ftp://files.example.com/\n'),
      errors: [{ messageId: 'invalidUrl', line: 7, column: 23, endLine: 7, endColumn: 47, message: '`ftp`' }],
    },
    {
      name: 'a redirect of every request to the zone itself',
      code: behaviour('        - use_case: redirect_to_url\n          target_url: https://shop.example.com/new\n'),
      errors: [{ messageId: 'redirectLoop', line: 7, column: 23, endLine: 7, endColumn: 51 }],
    },
    {
      name: 'an SNI with a scheme',
      code: behaviour('        - use_case: rewrite_sni\n          sni: https://origin.example.net\n'),
      errors: [{ messageId: 'invalidHostname', line: 7, column: 16, endLine: 7, endColumn: 42, message: 'remove the scheme' }],
    },
    {
      name: 'an origin host with a port',
      code: behaviour('        - use_case: resolve_override\n          origin_host: origin.example.net:8443\n'),
      errors: [{ messageId: 'invalidHostname', line: 7, column: 24, endLine: 7, endColumn: 47, message: 'write it as `origin_port`' }],
    },
    {
      name: 'an origin IP address',
      code: behaviour('        - use_case: resolve_override\n          origin_host: 192.0.2.10\n'),
      errors: [{ messageId: 'invalidHostname', line: 7, column: 24, endLine: 7, endColumn: 34, message: 'IP address' }],
    },
    {
      name: 'a URI rewrite with nothing to rewrite',
      code: behaviour('        - use_case: rewrite_uri\n          when: http.host eq "shop.example.com"\n'),
      errors: [{ messageId: 'nothingToDo', line: 6, column: 21, endLine: 6, endColumn: 32 }],
    },
    {
      name: 'a relative path, a query with `?` (fixed), whitespace',
      code: behaviour('        - use_case: rewrite_uri\n          path: "new page"\n          query: "?a=1"\n'),
      errors: [
        { messageId: 'pathNotAbsolute', line: 7, column: 17, endLine: 7, endColumn: 27 },
        { messageId: 'whitespace', line: 7, column: 21, endLine: 7, endColumn: 22 },
        { messageId: 'queryQuestionMark', line: 8, column: 19, endLine: 8, endColumn: 20 },
      ],
      output: behaviour('        - use_case: rewrite_uri\n          path: "new page"\n          query: "a=1"\n'),
    },
    {
      name: 'a query string inside the path',
      code: behaviour('        - use_case: rewrite_uri\n          path: /search?q=1\n'),
      errors: [{ messageId: 'queryInPath', line: 7, column: 24, endLine: 7, endColumn: 28 }],
    },
    {
      name: 'a URI rewrite longer than 4096 characters',
      code: behaviour(`        - use_case: rewrite_uri\n          path: /${'a'.repeat(4096)}\n`),
      errors: [{ messageId: 'uriTooLong', line: 7, column: 17, endLine: 7, endColumn: 4114 }],
    },
    {
      name: 'no settings',
      code: behaviour('        - use_case: feature_exceptions\n          settings: {}\n'),
      errors: [{ messageId: 'noSettings', line: 7, column: 21, endLine: 7, endColumn: 23 }],
    },
    {
      name: 'JSON content that is not JSON',
      code: behaviour('        - use_case: custom_error_response\n          status_code: 503\n          content: "{error: down}"\n          content_type: application/json\n'),
      errors: [{ messageId: 'contentNotJson', line: 8, column: 20, endLine: 8, endColumn: 35 }],
    },
    {
      name: 'content above 10 KB',
      code: behaviour(`        - use_case: custom_error_response\n          status_code: 503\n          content: ${'x'.repeat(10241)}\n`),
      errors: [{ messageId: 'contentTooLarge', line: 8, column: 20, endLine: 8, endColumn: 10261, message: '10241 bytes' }],
    },
    {
      name: 'a status redirect on 1xx and to a bad URL',
      code: behaviour('        - use_case: status_redirect\n          redirects:\n            "100": https://shop.example.com/\n            "404": not-found\n'),
      errors: [
        { messageId: 'informationalStatus', line: 8, column: 13, endLine: 8, endColumn: 18 },
        { messageId: 'invalidUrl', line: 9, column: 20, endLine: 9, endColumn: 29, message: '`redirects.404`' },
      ],
    },
    {
      name: 'a blank description of `other`',
      code: behaviour('        - use_case: other\n          description: "  "\n'),
      errors: [{ messageId: 'blankDescription', line: 7, column: 24, endLine: 7, endColumn: 28 }],
    },
  ],
});
