import rule from './filter-deprecated-field.js';
import { ruleTester } from '../../src/testing/rule-tester.js';
import { filterRuleCases } from '../../src/logfilter/__tests__/filter-documents.js';

// The realistic filter corpus (src/logfilter/__tests__/realistic-filters.ts) in every scalar style.
const table = filterRuleCases('filter-deprecated-field');

ruleTester(rule, {
  valid: [
    "dataset: firewall_events\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"AISecurityInjectionScore\",\"operator\":\"gt\",\"value\":\"80\"}}'\n",
    "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"OriginResponseDurationMs\",\"operator\":\"gt\",\"value\":\"1000\"}}'\n",
    ...table.valid,
  ],
  invalid: [
    {
      name: "deprecated field (single-quoted)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"OriginResponseBytes\",\"operator\":\"gt\",\"value\":\"1000000000\"}}'\n",
      errors: [{ messageId: 'deprecated', line: 3, column: 26, endLine: 3, endColumn: 47, message: "`OriginResponseBytes` is deprecated in `http_requests`" }],
    },
    {
      name: "deprecated field (double-quoted)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{\\\"where\\\":{\\\"key\\\":\\\"OriginResponseBytes\\\",\\\"operator\\\":\\\"gt\\\",\\\"value\\\":\\\"1000000000\\\"}}\"\n",
      errors: [{ messageId: 'deprecated', line: 3, column: 30, endLine: 3, endColumn: 53 }],
    },
    {
      name: "deprecated field (literal block)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: |\n  {\"where\":{\"key\":\"OriginResponseBytes\",\"operator\":\"gt\",\"value\":\"1000000000\"}}\n",
      errors: [{ messageId: 'deprecated', line: 4, column: 19, endLine: 4, endColumn: 40 }],
    },
    {
      name: "deprecated field (JSON)",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\", \"filter\": \"{\\\"where\\\":{\\\"key\\\":\\\"OriginResponseBytes\\\",\\\"operator\\\":\\\"gt\\\",\\\"value\\\":\\\"1000000000\\\"}}\"}\n",
      errors: [{ messageId: 'deprecated', line: 1, column: 123, endLine: 1, endColumn: 146 }],
    },
    {
      name: "deprecated field with a replacement",
      code: "dataset: firewall_events\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"FirewallForAIInjectionScore\",\"operator\":\"geq\",\"value\":\"80\"}}'\n",
      errors: [{ messageId: 'deprecatedWithReplacement', line: 3, column: 26, endLine: 3, endColumn: 55, message: "use `AISecurityInjectionScore`" }],
    },
    ...table.invalid,
  ],
});
