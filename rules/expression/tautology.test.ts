import rule from './tautology.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const firewall = (expression: string): string => `phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: ${expression}\n`;

ruleTester(rule, {
  valid: [
    firewall('http.host ne "a.example.com" and http.host ne "b.example.com"'),
    firewall('http.request.uri.path ne "/a" or http.host eq "x.example.com"'),
    { name: 'a whole-expression true is not an or', code: firewall('"true"') },
    { name: 'a missing header fails both comparisons under the docs\' reading', code: firewall('http.request.headers["x"][0] eq "a" or http.request.headers["x"][0] ne "a"') },
  ],
  invalid: [
    {
      code: firewall('http.host ne "a.example.com" or http.host ne "b.example.com"'),
      errors: [{ messageId: 'tautology', line: 4, column: 49, endLine: 4, endColumn: 77, message: 'This `or` is always true: this condition and the ones before it cover every request.' }],
    },
    {
      name: 'overlapping numeric ranges that cover the domain',
      code: firewall('cf.waf.score lt 50 or cf.waf.score ge 40'),
      errors: [{ messageId: 'tautology', line: 4, column: 39, endLine: 4, endColumn: 57 }],
    },
    {
      name: 'a Boolean field and its negation',
      code: firewall('\'not ssl or (ssl and http.host eq "a.example.com") or ssl\''),
      errors: [{ messageId: 'tautology', line: 4, column: 71, endLine: 4, endColumn: 74 }],
    },
  ],
});
