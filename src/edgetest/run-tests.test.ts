/**
 * What `edgelint test` shows for wrong tests and wrong expressions: a test
 * with an error is reported and not run (never "passed"), and an expression
 * the API would reject makes its results undecided with the error named.
 */
import { describe, expect, it } from 'vitest';
import { formatJson, formatText } from './format-results.js';
import { runTests, type TestRun } from './run-tests.js';

const ZONE = (rules: string): string => `zones:
  - id: z1
    name: example.com
    rulesets:
${rules}`;

function run(zone: string, tests: string): TestRun {
  const documents: Record<string, string> = { '/p/zone.yaml': zone };
  return runTests({
    files: [{ path: 't.edgetest.yaml', absolutePath: '/p/t.edgetest.yaml', text: `documents: [zone.yaml]\ntests:\n${tests}` }],
    defaultDocuments: [],
    readDocument: (path) => (documents[path] === undefined ? undefined : new TextEncoder().encode(documents[path])),
    display: (path) => path,
  });
}

const BLOCK_ADMIN = ZONE(`      - phase: http_request_firewall_custom
        rules:
          - action: block
            expression: http.request.uri.path eq "/admin"
`);

describe('a test with an error is not run', () => {
  it.each([
    ['a null expect', '    expect:\n', '8:12 structure'],
    ['an expect that is not a mapping', '    expect: block\n', '8:13 structure'],
    ['an unknown action', '    expect: { action: blok }\n', '8:23 invalid-value'],
    ['an unknown key in expect', '    expect: { actoin: block }\n', '8:15 unknown-key'],
    ['an unknown key in the test', '    expext: { action: block }\n', '8:5 unknown-key'],
  ])('%s: reported at its position, counted as not run, never printed as passed', (_name, expectation, problem) => {
    const result = run(BLOCK_ADMIN, `  - name: good\n    request: { url: "https://example.com/admin" }\n    expect: { action: block }\n  - name: wrong\n    request: { url: "https://example.com/" }\n${expectation}`);
    expect(result.problems.flatMap((f) => f.problems.map((p) => `${p.line}:${p.column} ${p.id}`))).toEqual([problem]);
    expect(result.tests.map((t) => [t.name, t.status])).toEqual([['good', 'passed']]);
    expect(result.notRun).toBe(1);
    const text = formatText(result);
    expect(text).not.toContain('wrong');
    expect(text).toContain('1 test: 1 passed, 0 failed, 0 undecided; 1 not run for its errors (listed with their positions)\n');
    // The json contract keeps its keys.
    expect(Object.keys(JSON.parse(formatJson(result)) as object)).toEqual(['passed', 'failed', 'undecided', 'tests']);
  });

  it('a test name never drives the terminal: control characters are shown as escapes', () => {
    const result = run(BLOCK_ADMIN, '  - name: "A\\e]0;HACKED\\aB\\e[2J"\n    request: { url: "https://example.com/admin" }\n    expect: { action: block }\n');
    const text = formatText(result);
    expect(text).not.toMatch(/[\u0007\u001b]/);
    expect(text).toContain('A\\u001b]0;HACKED\\u0007B\\u001b[2J');
  });

  it('a test naming an unknown zone is counted as not run too', () => {
    const result = run(BLOCK_ADMIN, '  - name: elsewhere\n    zone: example.org\n    request: { url: "https://example.org/" }\n    expect: { action: allow }\n');
    expect([result.tests.length, result.notRun, result.problems.length]).toEqual([0, 1, 1]);
  });
});

describe('an expression the API would reject: undecided, the reason names its error', () => {
  it('a filter: the syntax error and its column', () => {
    const zone = ZONE(`      - phase: http_request_firewall_custom
        rules:
          - action: block
            expression: (http.request.uri.path eq "/admin"
`);
    const [test] = run(zone, '  - name: t\n    request: { url: "https://example.com/admin" }\n    expect: { action: block }\n').tests;
    expect(test!.failures).toEqual([
      { kind: 'undecided', key: 'action', expected: 'block', actual: 'undecided', reason: 'the expression has an error the API rejects at column 1: This `(` is never closed; add `)`.' },
    ]);
  });

  it('a header value: which header, what error, for every header the rule writes', () => {
    const zone = ZONE(`      - phase: http_request_late_transform
        rules:
          - action: rewrite
            expression: "true"
            action_parameters:
              headers:
                x-a: { operation: set, expression: concat("a") }
                x-b: { operation: set, value: b }
`);
    const [test] = run(zone, '  - name: t\n    request: { url: "https://example.com/" }\n    expect: { request_headers: { x-a: a, x-b: b } }\n').tests;
    const reason = 'the value expression of header `x-a` has an error the API rejects at column 1: `concat()` takes at least 2 arguments, found 1.';
    expect(test!.failures.map((f) => [f.key, f.reason])).toEqual([
      ['request_headers.x-a', reason],
      ['request_headers.x-b', reason],
    ]);
  });

  it('the syntax error before the errors that follow from it, with line and column in a multi-line expression', () => {
    const zone = ZONE(`      - phase: http_request_firewall_custom
        rules:
          - action: block
            expression: |-
              lower(http.host) eq "a"
              and concat("a", http.host
`);
    const [test] = run(zone, '  - name: t\n    request: { url: "https://example.com/" }\n    expect: { action: block }\n').tests;
    expect(test!.failures[0]!.reason).toMatch(/^the expression has an error the API rejects at 2:11: This `\(` is never closed; add `\)`\.$/);
  });
});
