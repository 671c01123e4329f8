import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import rule from './filter-syntax.js';
import { logpushRules } from './index.js';
import { ruleTester, TEST_NOW } from '../../src/testing/rule-tester.js';
import { lintText } from '../../src/engine/linter.js';
import { escapeDoubleQuoted } from '../../src/load/yaml/source-edit.js';
import { filterRuleCases } from '../../src/logfilter/__tests__/filter-documents.js';

// The realistic filter corpus (src/logfilter/__tests__/realistic-filters.ts), each
// filter written single-quoted, double-quoted, as a literal block and in JSON.
const table = filterRuleCases('filter-syntax');

ruleTester(rule, {
  valid: [
    // No filter, an empty filter and a null filter are "no filter".
    'dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\n',
    "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: ''\n",
    'dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: null\n',
    // Pretty-printed JSON in a literal block.
    'dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: |\n  {\n    "where": {"key": "ClientCountry", "operator": "eq", "value": "us"}\n  }\n',
    ...table.valid,
  ],
  invalid: [
    {
      name: "trailing comma, single-quoted",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: server-errors\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n        filter: '{\"where\":{\"and\":[{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"},]}}'\n",
      errors: [{ messageId: 'trailingComma', line: 8, column: 94, endLine: 8, endColumn: 95, message: 'Trailing comma: JSON allows no `,` before `]`.' }],
      output: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: server-errors\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n        filter: '{\"where\":{\"and\":[{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"}]}}'\n",
    },
    {
      name: "trailing comma, double-quoted with \\\" escapes",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: server-errors\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n        filter: \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":\\\"500\\\"},]}}\"\n",
      errors: [{ messageId: 'trailingComma', line: 8, column: 110, endLine: 8, endColumn: 111 }],
      output: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: server-errors\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n        filter: \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":\\\"500\\\"}]}}\"\n",
    },
    {
      name: "trailing comma, literal block",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: server-errors\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n        filter: |\n          {\"where\":{\"and\":[\n            {\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"},\n          ]}}\n",
      errors: [{ messageId: 'trailingComma', line: 10, column: 72, endLine: 10, endColumn: 73 }],
      output: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: server-errors\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n        filter: |\n          {\"where\":{\"and\":[\n            {\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"}\n          ]}}\n",
    },
    {
      name: "trailing comma, folded block",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: server-errors\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n        filter: >-\n          {\"where\":{\"and\":[\n          {\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"},\n          ]}}\n",
      errors: [{ messageId: 'trailingComma', line: 10, column: 70, endLine: 10, endColumn: 71 }],
      output: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: server-errors\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n        filter: >-\n          {\"where\":{\"and\":[\n          {\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"}\n          ]}}\n",
    },
    {
      name: "trailing comma, JSON file",
      filename: 'job.json',
      code: "{\n  \"dataset\": \"http_requests\",\n  \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\",\n  \"filter\": \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":\\\"500\\\"},]}}\"\n}\n",
      errors: [{ messageId: 'trailingComma', line: 4, column: 106, endLine: 4, endColumn: 107 }],
      output: "{\n  \"dataset\": \"http_requests\",\n  \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\",\n  \"filter\": \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":\\\"500\\\"}]}}\"\n}\n",
    },
    {
      name: 'a comparison written as an expression in Terraform (a real for_each job)',
      filename: 'logpush.tf',
      code: 'resource "cloudflare_logpush_job" "http" {\n  zone_id          = "023e105f4ecef8ad9ca31a8372d0c353"\n  dataset          = "http_requests"\n  destination_conf = "s3://logs-bucket/http?region=eu-west-1"\n  filter           = "EdgeResponseStatus < 500"\n}\n',
      errors: [{ messageId: 'notJsonFilter', line: 5, column: 23, endLine: 5, endColumn: 41, message: '`EdgeResponseStatus` starts an expression' }],
      output: null,
    },
    {
      name: "a Rules-language expression, plain scalar",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: server-errors\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n        filter: http.host eq \"example.com\"\n",
      errors: [{ messageId: 'notJsonFilter', line: 8, column: 17, endLine: 8, endColumn: 26, message: '`http.host` starts an expression; a filter is JSON, `{"where": …}`.' }],
      output: null,
    },
    {
      name: "escaped twice: backslashes kept in a single-quoted scalar",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\\\"where\\\":{\\\"key\\\":\\\"ClientCountry\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"us\\\"}}'\n",
      errors: [{ messageId: 'strayBackslash', line: 3, column: 11, endLine: 3, endColumn: 13, message: "the quotes look escaped twice" }],
      output: null,
    },
    {
      name: "python-style quotes, double-quoted",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{'where':{}}\"\n",
      errors: [{ messageId: 'singleQuotes', line: 3, column: 11, endLine: 3, endColumn: 18 }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{\\\"where\\\":{}}\"\n",
    },

    ...table.invalid,
  ],
});

describe('the logpush rules on arbitrary filter strings', () => {
  const config = {
    rules: logpushRules.map((r) => ({ rule: r, severity: 'error' as const, options: r.defaultOptions })),
    settings: { now: TEST_NOW, lists: {} },
  };
  const piece = fc.constantFrom('{', '}', '[', ']', ':', ',', '"', '\\', '"where"', '"and"', '"or"', '"key"', '"operator"', '"value"', '"eq"', '"in"', '"ClientCountry"', '"EdgeResponseStatus"', '"us"', '200', ' ', '\n', 'é', '😀');
  const filterText = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: piece, maxLength: 40 }));

  it('never throw, and place every message inside the file, in YAML and JSON', () => {
    fc.assert(
      fc.property(filterText, fc.constantFrom('http_requests', 'firewall_events', 'dns_logs'), (filter, dataset) => {
        const documents: [string, string][] = [
          ['job.yaml', `dataset: ${dataset}\ndestination_conf: s3://logs-bucket/x?region=us-east-1\nfilter: "${escapeDoubleQuoted(filter)}"\n`],
          ['job.json', JSON.stringify({ dataset, destination_conf: 's3://logs-bucket/x?region=us-east-1', filter })],
        ];
        for (const [filename, code] of documents) {
          const lines = code.split('\n');
          for (const m of lintText(filename, code, config).messages) {
            expect(m.fatal, m.message).toBeFalsy();
            expect(m.line).toBeGreaterThanOrEqual(1);
            expect(m.endLine!).toBeLessThanOrEqual(lines.length);
            expect(m.endLine! > m.line || m.endColumn! >= m.column).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
