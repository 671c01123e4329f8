/**
 * Test files are checked like configuration: every mistake is a message at
 * its exact line and column.
 */
import { describe, expect, it } from 'vitest';
import { readTestFile } from './test-file.js';

function problems(text: string): string[] {
  return readTestFile('t.edgetest.yaml', text).problems.map((p) => `${p.line}:${p.column}-${p.endLine}:${p.endColumn} ${p.id} ${p.message}`);
}

describe('test file problems', () => {
  it.each([
    ['tests: []\n', ['1:8-1:10 structure A test file needs `tests:`, a list of tests with `name`, `request` and `expect`.']],
    ['test: []\n', ['1:1-1:5 unknown-key Unknown key `test` in a test file; did you mean `tests`?', '1:1-1:9 structure A test file needs `tests:`, a list of tests with `name`, `request` and `expect`.']],
    [
      'tests:\n  - name: a\n    request: { url: https://example.com/ }\n    expext: { action: block }\n',
      ['4:5-4:11 unknown-key Unknown key `expext` in a test; did you mean `expect`?'],
    ],
    ['tests:\n  - name: a\n    request: { url: "example.com/x" }\n', ['3:21-3:36 invalid-value `url` must be an absolute URL such as `https://example.com/path?query`.']],
    ['tests:\n  - name: a\n    request: { url: "https://e.com/", ip: 300.1.1.1 }\n', ['3:43-3:52 invalid-value `ip` must be an IPv4 or IPv6 address, such as `203.0.113.7`.']],
    [
      'tests:\n  - name: a\n    request:\n      url: https://e.com/\n      fields: { ip.src.contry: DE, cf.bot_management.score: high }\n',
      [
        '5:17-5:30 unknown-field Unknown field `ip.src.contry`; did you mean `ip.src.country`?',
        '5:61-5:65 invalid-value `cf.bot_management.score` is an Integer field; write an integer.',
      ],
    ],
    [
      'tests:\n  - name: a\n    request: { url: "https://e.com/" }\n    expect: { action: blok, phase: http_request_firewall_custm }\n',
      [
        '4:23-4:27 invalid-value `action` must be `allow` or a rule action; did you mean `block`?',
        '4:36-4:63 invalid-value `phase` must be a phase of the rulesets API; did you mean `http_request_firewall_custom`?',
      ],
    ],
    ['tests:\n  - request: { url: "https://e.com/" }\n', ['2:5-2:39 structure A test needs a `name`.']],
    ['tests:\n  - name: a\n    request: { url: "https://e.com/", rate_limit: maybe }\n', ['3:51-3:56 invalid-value `rate_limit` must be one of `exceeded`, `not_exceeded`.']],
    ['tests: [\n', ['2:1-2:1 syntax Flow sequence in block collection must be sufficiently indented and end with a ].']],
  ] as const)('%j', (text, expected) => {
    expect(problems(text)).toEqual(expected);
  });

  it('reads a valid test with every key', () => {
    const file = readTestFile(
      't.edgetest.yaml',
      `documents: [zones/example.edge.yaml]
tests:
  - name: admin is blocked from abroad
    zone: example.com
    request:
      method: GET
      url: https://example.com/admin?x=1
      headers: { user-agent: curl/8.5, cookie: "session=1" }
      ip: 203.0.113.7
      fields: { ip.src.country: DE, cf.bot_management.score: 12 }
      body: ""
    expect:
      action: block
      phase: http_request_firewall_custom
      rule: block-admin
      redirect: { status_code: 301, location: https://www.example.com/admin?x=1 }
      url: https://example.com/new/admin?x=1
      request_headers: { x-forwarded-host: example.com, x-debug: null }
      origin: { host: origin.example.net, sni: origin.example.net, port: 8443 }
      matched: [block-admin]
      managed: [efb7b8c949ac4650a09736fc376e9aee]
`,
    );
    expect(file.problems).toEqual([]);
    expect(file.documents).toEqual([{ path: 'zones/example.edge.yaml', at: ['documents', 0] }]);
    const test = file.tests[0]!;
    expect(test.line).toBe(3);
    expect(test.expect).toEqual({
      action: 'block',
      phase: 'http_request_firewall_custom',
      rule: 'block-admin',
      url: 'https://example.com/new/admin?x=1',
      redirect: { status_code: 301, location: 'https://www.example.com/admin?x=1' },
      request_headers: { 'x-forwarded-host': 'example.com', 'x-debug': null },
      origin: { host: 'origin.example.net', sni: 'origin.example.net', port: 8443 },
      matched: ['block-admin'],
      managed: ['efb7b8c949ac4650a09736fc376e9aee'],
    });
    expect(test.request.headers).toEqual([{ name: 'user-agent', value: 'curl/8.5' }, { name: 'cookie', value: 'session=1' }]);
  });
});
