import rule from './filter-value-type.js';
import { ruleTester } from '../../src/testing/rule-tester.js';
import { filterRuleCases } from '../../src/logfilter/__tests__/filter-documents.js';

// The realistic filter corpus (src/logfilter/__tests__/realistic-filters.ts) in every scalar style.
const table = filterRuleCases('filter-value-type');

ruleTester(rule, {
  valid: [
    "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"EdgeResponseStatus\",\"operator\":\"in\",\"value\":[200,201]}}'\n",
    "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"CacheTieredFill\",\"operator\":\"eq\",\"value\":\"false\"}}'\n",
    ...table.valid,
  ],
  invalid: [
    {
      name: "a comma-separated string for `in` (API error 1004) (single-quoted)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"EdgeResponseStatus\",\"operator\":\"in\",\"value\":\"200,201\"}}'\n",
      errors: [{ messageId: 'expectedArrayFromList', line: 3, column: 71, endLine: 3, endColumn: 80, message: "write `[200,201]`" }],
    },
    {
      name: "a comma-separated string for `in` (API error 1004) (double-quoted)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{\\\"where\\\":{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"in\\\",\\\"value\\\":\\\"200,201\\\"}}\"\n",
      errors: [{ messageId: 'expectedArrayFromList', line: 3, column: 83, endLine: 3, endColumn: 94 }],
    },
    {
      name: "a comma-separated string for `in` (API error 1004) (literal block)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: |\n  {\"where\":{\"key\":\"EdgeResponseStatus\",\"operator\":\"in\",\"value\":\"200,201\"}}\n",
      errors: [{ messageId: 'expectedArrayFromList', line: 4, column: 64, endLine: 4, endColumn: 73 }],
    },
    {
      name: "a comma-separated string for `in` (API error 1004) (JSON)",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\", \"filter\": \"{\\\"where\\\":{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"in\\\",\\\"value\\\":\\\"200,201\\\"}}\"}\n",
      errors: [{ messageId: 'expectedArrayFromList', line: 1, column: 176, endLine: 1, endColumn: 187 }],
    },
    {
      name: "a bare number for `geq` (single-quoted)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"and\":[{\"key\":\"ClientRequestHost\",\"operator\":\"eq\",\"value\":\"example.com\"},{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":500}]}}'\n",
      errors: [{ messageId: 'expectedString', line: 3, column: 146, endLine: 3, endColumn: 149, message: "The value of `geq` must be written as a string: `\"500\"`." }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"and\":[{\"key\":\"ClientRequestHost\",\"operator\":\"eq\",\"value\":\"example.com\"},{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"}]}}'\n",
    },
    {
      name: "a bare number for `geq` (double-quoted)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"ClientRequestHost\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"example.com\\\"},{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":500}]}}\"\n",
      errors: [{ messageId: 'expectedString', line: 3, column: 172, endLine: 3, endColumn: 175 }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"ClientRequestHost\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"example.com\\\"},{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":\\\"500\\\"}]}}\"\n",
    },
    {
      name: "a bare number for `geq` (literal block)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: |\n  {\"where\":{\"and\":[{\"key\":\"ClientRequestHost\",\"operator\":\"eq\",\"value\":\"example.com\"},{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":500}]}}\n",
      errors: [{ messageId: 'expectedString', line: 4, column: 139, endLine: 4, endColumn: 142 }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: |\n  {\"where\":{\"and\":[{\"key\":\"ClientRequestHost\",\"operator\":\"eq\",\"value\":\"example.com\"},{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"}]}}\n",
    },
    {
      name: "a bare number for `geq` (folded block over two lines)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: >-\n  {\"where\":{\"and\":[{\"key\":\"ClientRequestHost\",\"operator\":\"eq\",\"value\":\"example.com\"},\n  {\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":500}]}}\n",
      errors: [{ messageId: 'expectedString', line: 5, column: 56, endLine: 5, endColumn: 59 }],
    },
    {
      name: "a bare number for `geq` (JSON)",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\", \"filter\": \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"ClientRequestHost\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"example.com\\\"},{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":500}]}}\"}\n",
      errors: [{ messageId: 'expectedString', line: 1, column: 265, endLine: 1, endColumn: 268 }],
      output: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\", \"filter\": \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"ClientRequestHost\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"example.com\\\"},{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":\\\"500\\\"}]}}\"}\n",
    },
    {
      name: "yes for a Bool field",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"CacheReserveUsed\",\"operator\":\"eq\",\"value\":\"yes\"}}'\n",
      errors: [{ messageId: 'notBool', line: 3, column: 69, endLine: 3, endColumn: 74 }],
      output: null,
    },
    ...table.invalid,
  ],
});
