import rule from './filter-unknown-field.js';
import { ruleTester } from '../../src/testing/rule-tester.js';
import { filterRuleCases } from '../../src/logfilter/__tests__/filter-documents.js';

// The realistic filter corpus (src/logfilter/__tests__/realistic-filters.ts) in every scalar style.
const table = filterRuleCases('filter-unknown-field');

ruleTester(rule, {
  valid: [
    // A dataset without a field table: field names are not checked.
    "dataset: dns_logs\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"QueryName\",\"operator\":\"eq\",\"value\":\"example.com\"}}'\n",
    // No dataset at all.
    "destination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"Anything\",\"operator\":\"eq\",\"value\":\"x\"}}'\n",
    "dataset: firewall_events\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"Ref\",\"operator\":\"eq\",\"value\":\"block-bad-asn\"}}'\n",
    ...table.valid,
  ],
  invalid: [
    {
      name: "misspelled field (single-quoted)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"and\":[{\"key\":\"ClientCountri\",\"operator\":\"eq\",\"value\":\"us\"},{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"}]}}'\n",
      errors: [{ messageId: 'unknownFieldSuggestion', line: 3, column: 34, endLine: 3, endColumn: 49, message: "did you mean `ClientCountry`?" }],
    },
    {
      name: "misspelled field (double-quoted)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"ClientCountri\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"us\\\"},{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":\\\"500\\\"}]}}\"\n",
      errors: [{ messageId: 'unknownFieldSuggestion', line: 3, column: 40, endLine: 3, endColumn: 57 }],
    },
    {
      name: "misspelled field (literal block)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: |\n  {\"where\":{\"and\":[{\"key\":\"ClientCountri\",\"operator\":\"eq\",\"value\":\"us\"},{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"}]}}\n",
      errors: [{ messageId: 'unknownFieldSuggestion', line: 4, column: 27, endLine: 4, endColumn: 42 }],
    },
    {
      name: "misspelled field (folded block over two lines)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: >-\n  {\"where\":{\"and\":[{\"key\":\"ClientCountri\",\"operator\":\"eq\",\"value\":\"us\"},\n  {\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"}]}}\n",
      errors: [{ messageId: 'unknownFieldSuggestion', line: 4, column: 27, endLine: 4, endColumn: 42 }],
    },
    {
      name: "misspelled field (JSON)",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\", \"filter\": \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"ClientCountri\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"us\\\"},{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":\\\"500\\\"}]}}\"}\n",
      errors: [{ messageId: 'unknownFieldSuggestion', line: 1, column: 133, endLine: 1, endColumn: 150 }],
    },
    {
      name: "a firewall_events field in an http_requests job",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"Datetime\",\"operator\":\"gt\",\"value\":\"2024-01-01T00:00:00Z\"}}'\n",
      errors: [{ messageId: 'otherDataset', line: 3, column: 26, endLine: 3, endColumn: 36, message: '`Datetime` is a field of `firewall_events`, not of `http_requests`.' }],
    },
    {
      name: 'a misspelt field whose near name cannot be filtered gets no suggestion of it (Actoin, not Action)',
      code: "dataset: firewall_events\ndestination_conf: s3://logs-bucket/fw?region=us-east-1\nfilter: '{\"where\":{\"key\":\"Actoin\",\"operator\":\"eq\",\"value\":\"block\"}}'\n",
      errors: [{ messageId: 'unknownField', line: 3, column: 26, endLine: 3, endColumn: 34, message: '`Actoin` is not a field of the `firewall_events` dataset.' }],
    },
    {
      name: 'an http_requests field in a gateway_dns job: the hint names http_requests, not the first dataset that has it',
      code: "dataset: gateway_dns\ndestination_conf: s3://logs-bucket/gw?region=us-east-1\nfilter: '{\"where\":{\"key\":\"ClientRequestHost\",\"operator\":\"eq\",\"value\":\"example.com\"}}'\n",
      errors: [{ messageId: 'otherDataset', line: 3, column: 26, endLine: 3, endColumn: 45, message: '`ClientRequestHost` is a field of `http_requests`, not of `gateway_dns`.' }],
    },
    {
      name: "a removed field in a manifest job",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: waf-events\n        dataset: http_requests\n        destination_conf: r2://logs/fw/{DATE}?account-id=023e105f4ecef8ad9ca31a8372d0c353&access-key-id=${R2_KEY_ID}&secret-access-key=${R2_SECRET}\n        filter: '{\"where\":{\"key\":\"WAFRuleID\",\"operator\":\"eq\",\"value\":\"100015\"}}'\n",
      errors: [{ messageId: 'removedField', line: 8, column: 34, endLine: 8, endColumn: 45, message: "use `SecurityRuleID`" }],
    },
    ...table.invalid,
  ],
});
