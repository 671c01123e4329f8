import { describe, expect, it } from 'vitest';
import rule from './deprecated-members.js';
import { lintWithRule, ruleTester } from '../../src/testing/rule-tester.js';
import { applyTextEdits } from '../../src/load/text-edit.js';

const job = (lines: string): string => `dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\n${lines}`;

ruleTester(rule, {
  valid: [
    // The validate/origin endpoint validates logpull_options itself.
    { name: 'a validate/origin body', code: 'dataset: http_requests\nlogpull_options: fields=RayID&timestamps=rfc3339\n' },
    job('output_options:\n  field_names: [ClientIP, RayID]\n  timestamp_format: rfc3339\n'),
    // Unset, as an API reply may show them.
    job("logpull_options: ''\nfrequency: null\n"),
    job('logpull_options: null\n'),
    { filename: 'job.json', code: '{"dataset": "http_requests", "destination_conf": "s3://b/x?region=r", "logpull_options": null, "frequency": null}' },
  ],
  invalid: [
    {
      name: "logpull_options: the suggestion carries the output_options",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: blocked-requests\n        dataset: http_requests\n        logpull_options: fields=ClientRequestHost,EdgeResponseStatus&timestamps=rfc3339\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n",
      errors: [
        {
          messageId: 'logpullOptions',
          line: 7,
          column: 9,
          endLine: 7,
          endColumn: 24,
          message: '`logpull_options` is deprecated; write the options as `output_options`.',
          suggestions: [
            {
              desc: 'Replace with `output_options: {"field_names":["ClientRequestHost","EdgeResponseStatus"],"timestamp_format":"rfc3339"}`',
              output:
                'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: blocked-requests\n        dataset: http_requests\n        output_options: {"field_names":["ClientRequestHost","EdgeResponseStatus"],"timestamp_format":"rfc3339"}\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n',
            },
          ],
        },
      ],
    },
    {
      name: "logpull_options next to output_options: ignored",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nlogpull_options: fields=ClientIP\noutput_options:\n  field_names: [ClientIP, RayID]\n",
      errors: [{ messageId: 'logpullOptionsIgnored', line: 3, column: 1, endLine: 3, endColumn: 16, message: '`logpull_options` is deprecated and ignored next to `output_options`; remove it.' }],
    },
    {
      name: "logpull_options that do not convert cleanly",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nlogpull_options: fields=ClientIP&timestamps=iso8601\n",
      errors: [{ messageId: 'logpullOptionsUnconverted', line: 3, column: 1, endLine: 3, endColumn: 16, message: '`logpull_options` is deprecated; convert it to `output_options` by hand.' }],
    },
    {
      name: "frequency",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfrequency: low\n",
      errors: [{ messageId: 'frequency', line: 3, column: 1, endLine: 3, endColumn: 10, message: '`frequency` is deprecated; size batches with the `max_upload_*` members.' }],
    },
    {
      name: "JSON",
      filename: 'job.json',
      code: "{\n  \"dataset\": \"http_requests\",\n  \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\",\n  \"logpull_options\": \"fields=RayID,EdgeStartTimestamp&timestamps=unix&sample=0.5&CVE-2021-44228=true\",\n  \"frequency\": \"high\"\n}\n",
      errors: [{ messageId: 'logpullOptions', line: 4, column: 3, endLine: 4, endColumn: 20 }, { messageId: 'frequency', line: 5, column: 3, endLine: 5, endColumn: 14 }],
    },
  ],
});

describe('logpush/deprecated-members suggestions', () => {
  /** The text after applying the first suggestion of the first message. */
  function applySuggestion(code: string): string {
    const { messages } = lintWithRule(rule, { filename: 'job.json', code });
    const fix = messages[0]!.suggestions![0]!.fix;
    return applyTextEdits(code, [{ start: fix.range[0], end: fix.range[1], text: fix.text }]);
  }

  it('replaces logpull_options by the equivalent output_options in JSON', () => {
    const code = '{\n  "dataset": "http_requests",\n  "logpull_options": "fields=ClientIP,RayID&timestamps=rfc3339",\n  "destination_conf": "s3://b/x?region=r"\n}\n';
    const fixed = applySuggestion(code);
    expect(fixed).toBe(
      '{\n  "dataset": "http_requests",\n  "output_options": {"field_names":["ClientIP","RayID"],"timestamp_format":"rfc3339"},\n  "destination_conf": "s3://b/x?region=r"\n}\n',
    );
    expect(JSON.parse(fixed)).toMatchObject({ output_options: { field_names: ['ClientIP', 'RayID'], timestamp_format: 'rfc3339' } });
    // Once applied, nothing is left to report.
    expect(lintWithRule(rule, { filename: 'job.json', code: fixed }).messages).toEqual([]);
  });

  it('unsets logpull_options that output_options override', () => {
    const code = '{"dataset": "http_requests", "logpull_options": "fields=ClientIP", "output_options": {"field_names": ["RayID"]}, "destination_conf": "s3://b/x?region=r"}';
    expect(applySuggestion(code)).toBe('{"dataset": "http_requests", "logpull_options": null, "output_options": {"field_names": ["RayID"]}, "destination_conf": "s3://b/x?region=r"}');
  });

  it('replaces the member in YAML too', () => {
    const { messages } = lintWithRule(rule, { code: job('logpull_options: fields=ClientIP\n') });
    const fix = messages[0]!.suggestions![0]!.fix;
    expect(applyTextEdits(job('logpull_options: fields=ClientIP\n'), [{ start: fix.range[0], end: fix.range[1], text: fix.text }])).toBe(job('output_options: {"field_names":["ClientIP"]}\n'));
  });
});
