import rule from './filter-unfilterable-field.js';
import { ruleTester } from '../../src/testing/rule-tester.js';
import { filterRuleCases } from '../../src/logfilter/__tests__/filter-documents.js';

// The realistic filter corpus (src/logfilter/__tests__/realistic-filters.ts) in every scalar style.
const table = filterRuleCases('filter-unfilterable-field');

ruleTester(rule, {
  valid: [
    "dataset: firewall_events\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"ClientASN\",\"operator\":\"eq\",\"value\":\"13335\"}}'\n",
    // `Action` is no field of http_requests at all: that is logpush/filter-unknown-field's to report.
    "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"Action\",\"operator\":\"eq\",\"value\":\"block\"}}'\n",
    ...table.valid,
  ],
  invalid: [
    {
      name: "excluded firewall_events field (single-quoted)",
      code: "dataset: firewall_events\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"Action\",\"operator\":\"eq\",\"value\":\"block\"}}'\n",
      errors: [{ messageId: 'excludedField', line: 3, column: 26, endLine: 3, endColumn: 34, message: "`Action` cannot be filtered in `firewall_events`" }],
    },
    {
      name: "excluded firewall_events field (double-quoted)",
      code: "dataset: firewall_events\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{\\\"where\\\":{\\\"key\\\":\\\"Action\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"block\\\"}}\"\n",
      errors: [{ messageId: 'excludedField', line: 3, column: 30, endLine: 3, endColumn: 40 }],
    },
    {
      name: "excluded firewall_events field (literal block)",
      code: "dataset: firewall_events\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: |\n  {\"where\":{\"key\":\"Action\",\"operator\":\"eq\",\"value\":\"block\"}}\n",
      errors: [{ messageId: 'excludedField', line: 4, column: 19, endLine: 4, endColumn: 27 }],
    },
    {
      name: "excluded firewall_events field (JSON)",
      filename: 'job.json',
      code: "{\"dataset\": \"firewall_events\", \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\", \"filter\": \"{\\\"where\\\":{\\\"key\\\":\\\"Action\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"block\\\"}}\"}\n",
      errors: [{ messageId: 'excludedField', line: 1, column: 125, endLine: 1, endColumn: 135 }],
    },
    {
      name: "an object field",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"RequestHeaders\",\"operator\":\"contains\",\"value\":\"x-debug\"}}'\n",
      errors: [{ messageId: 'objectField', line: 3, column: 26, endLine: 3, endColumn: 42, message: "object field" }],
    },
    ...table.invalid,
  ],
});
