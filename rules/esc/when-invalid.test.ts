import rule from './when-invalid.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const behaviour = (lines: string): string => `zones:\n  - id: z1\n    esc:\n      behaviours:\n${lines}`;
/** What the project index tells a zones-only file when the account file declares `office_ips`. */
const OFFICE_IPS_ELSEWHERE = { lists: { 'account:?': { kinds: { office_ips: 'ip' }, closed: true } } };
const sni = (when: string): string => behaviour(`        - use_case: rewrite_sni\n          sni: origin.example.net\n          when: ${when}\n`);

ruleTester(rule, {
  valid: [
    sni('http.host eq "app.example.com"'),
    sni('(http.host == "app.example.com" and not ssl)'),
    // A response-header behaviour's replacement runs in a response phase: response fields are fine there.
    behaviour('        - use_case: response_headers\n          set: { X-A: b }\n          when: http.response.code eq 404\n'),
    // A status redirect has no rules phase: no phase checks.
    behaviour('        - use_case: status_redirect\n          redirects: { "404": "https://x.example/" }\n          when: http.response.code eq 404\n'),
    // Account lists are known.
    'account:\n  id: a1\n  lists:\n    - { name: office_ips, kind: ip, items: [] }\nzones:\n  - id: z1\n    esc:\n      behaviours:\n        - use_case: feature_exceptions\n          settings: { bic: false }\n          when: ip.src in $office_ips\n',
    { name: 'a list from the tool configuration', code: sni('ip.src in $office_ips'), settings: { lists: { office_ips: 'ip' } } },
    { name: 'a list the account file of the project declares', code: sni('ip.src in $office_ips'), settings: { project: OFFICE_IPS_ELSEWHERE } },
    // Nothing shows the account's lists (no `lists:`, none configured, no account file): not checked, as in a rule's expression.
    { name: 'a list of an account whose lists are not shown', code: sni('ip.src in $office_ips') },
    {
      name: 'a list declared without a kind (the schema rules report the missing kind)',
      code: 'account:\n  id: a1\n  lists:\n    - { name: office_ips, items: [] }\nzones:\n  - id: z1\n    esc:\n      behaviours:\n        - use_case: rewrite_sni\n          sni: origin.example.net\n          when: http.host in $office_ips\n',
    },
    // No `when`: the replacement rule matches every request.
    behaviour('        - use_case: rewrite_sni\n          sni: origin.example.net\n'),
  ],
  invalid: [
    {
      name: 'an unknown field',
      code: sni('http.hots eq "app.example.com"'),
      errors: [{ messageId: 'unknown-field/unknownField', line: 7, column: 17, endLine: 7, endColumn: 26, message: 'did you mean `http.host`' }],
    },
    {
      name: 'a response field in a request-phase replacement',
      code: sni('http.response.code eq 502'),
      errors: [{ messageId: 'field-phase/responseField', line: 7, column: 17, endLine: 7, endColumn: 35, message: '`http.response.code` is a response field, not available in a request phase.' }],
    },
    {
      name: 'a list of the account file, of another kind',
      code: sni('http.host in $office_ips'),
      settings: { project: OFFICE_IPS_ELSEWHERE },
      errors: [{ messageId: 'list-kind/kindMismatch', line: 7, column: 30, endLine: 7, endColumn: 41 }],
    },
    {
      name: 'a list the account does not declare',
      code: 'account:\n  id: a1\n  lists:\n    - { name: office, kind: ip, items: [] }\nzones:\n  - id: z1\n    esc:\n      behaviours:\n        - use_case: feature_exceptions\n          settings: { bic: false }\n          when: ip.src in $office_ips\n',
      errors: [{ messageId: 'unknown-list/unknownList', line: 11, column: 27, endLine: 11, endColumn: 38 }],
    },
    {
      name: 'a syntax error inside a block scalar, on its second line',
      code: behaviour('        - use_case: rewrite_sni\n          sni: origin.example.net\n          when: |\n            http.host eq "a.example.com"\n            and http.request.uri.path eq\n'),
      errors: [{ messageId: 'syntax/expectedValue', line: 9, column: 41, endLine: 9, endColumn: 41 }],
    },
  ],
});
