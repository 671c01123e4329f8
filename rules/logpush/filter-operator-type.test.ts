import rule from './filter-operator-type.js';
import { ruleTester } from '../../src/testing/rule-tester.js';
import { filterRuleCases } from '../../src/logfilter/__tests__/filter-documents.js';

// The realistic filter corpus (src/logfilter/__tests__/realistic-filters.ts) in every scalar style.
const table = filterRuleCases('filter-operator-type');

ruleTester(rule, {
  valid: [
    // The spec allows `in` on Array fields (the docs table does not).
    "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"SecuritySources\",\"operator\":\"in\",\"value\":[\"waf\",\"firewallManaged\"]}}'\n",
    // Float and timestamp fields take the Int column.
    "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"EdgeResponseCompressionRatio\",\"operator\":\"gt\",\"value\":\"1.5\"}}'\n",
    "dataset: firewall_events\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"Datetime\",\"operator\":\"geq\",\"value\":\"2024-03-01T00:00:00Z\"}}'\n",
    ...table.valid,
  ],
  invalid: [
    {
      name: "startsWith on an Int field (single-quoted)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"EdgeResponseStatus\",\"operator\":\"startsWith\",\"value\":\"5\"}}'\n",
      errors: [{ messageId: 'operatorNotForType', line: 3, column: 58, endLine: 3, endColumn: 70, message: '`startsWith` cannot be used on Int field `EdgeResponseStatus`.' }],
    },
    {
      name: "startsWith on an Int field (double-quoted)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{\\\"where\\\":{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"startsWith\\\",\\\"value\\\":\\\"5\\\"}}\"\n",
      errors: [{ messageId: 'operatorNotForType', line: 3, column: 66, endLine: 3, endColumn: 80 }],
    },
    {
      name: "startsWith on an Int field (literal block)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: |\n  {\"where\":{\"key\":\"EdgeResponseStatus\",\"operator\":\"startsWith\",\"value\":\"5\"}}\n",
      errors: [{ messageId: 'operatorNotForType', line: 4, column: 51, endLine: 4, endColumn: 63 }],
    },
    {
      name: "startsWith on an Int field (JSON)",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\", \"filter\": \"{\\\"where\\\":{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"startsWith\\\",\\\"value\\\":\\\"5\\\"}}\"}\n",
      errors: [{ messageId: 'operatorNotForType', line: 1, column: 159, endLine: 1, endColumn: 173 }],
    },
    {
      name: "eq on an Array field (spec 2.9: Array takes contains, !contains, in, !in)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"SecuritySources\",\"operator\":\"eq\",\"value\":\"waf\"}}'\n",
      errors: [{ messageId: 'operatorNotForType', line: 3, column: 55, endLine: 3, endColumn: 59, message: '`eq` cannot be used on Array field `SecuritySources`.' }],
    },
    ...table.invalid,
  ],
});
