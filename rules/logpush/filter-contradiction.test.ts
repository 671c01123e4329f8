import rule from './filter-contradiction.js';
import { ruleTester } from '../../src/testing/rule-tester.js';
import { filterRuleCases } from '../../src/logfilter/__tests__/filter-documents.js';

// The realistic filter corpus (src/logfilter/__tests__/realistic-filters.ts) in every scalar style.
const table = filterRuleCases('filter-contradiction');

ruleTester(rule, {
  valid: [
    "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"or\":[{\"key\":\"ClientCountry\",\"operator\":\"eq\",\"value\":\"us\"},{\"key\":\"ClientCountry\",\"operator\":\"eq\",\"value\":\"ca\"}]}}'\n",
    "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"and\":[{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"400\"},{\"key\":\"EdgeResponseStatus\",\"operator\":\"lt\",\"value\":\"500\"}]}}'\n",
    ...table.valid,
  ],
  invalid: [
    {
      name: "status ranges that never meet (single-quoted)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"and\":[{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"},{\"key\":\"EdgeResponseStatus\",\"operator\":\"lt\",\"value\":\"400\"}]}}'\n",
      errors: [{ messageId: 'contradiction', line: 3, column: 87, endLine: 3, endColumn: 145, message: 'This condition contradicts `EdgeResponseStatus geq "500"` in the same `and`.' }],
    },
    {
      name: "status ranges that never meet (double-quoted)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":\\\"500\\\"},{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"lt\\\",\\\"value\\\":\\\"400\\\"}]}}\"\n",
      errors: [{ messageId: 'contradiction', line: 3, column: 103, endLine: 3, endColumn: 173 }],
    },
    {
      name: "status ranges that never meet (literal block)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: |\n  {\"where\":{\"and\":[{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"},{\"key\":\"EdgeResponseStatus\",\"operator\":\"lt\",\"value\":\"400\"}]}}\n",
      errors: [{ messageId: 'contradiction', line: 4, column: 80, endLine: 4, endColumn: 138 }],
    },
    {
      name: "status ranges that never meet (folded block over two lines)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: >-\n  {\"where\":{\"and\":[{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"},\n  {\"key\":\"EdgeResponseStatus\",\"operator\":\"lt\",\"value\":\"400\"}]}}\n",
      errors: [{ messageId: 'contradiction', line: 5, column: 3, endLine: 5, endColumn: 61 }],
    },
    {
      name: "status ranges that never meet (JSON)",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\", \"filter\": \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":\\\"500\\\"},{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"lt\\\",\\\"value\\\":\\\"400\\\"}]}}\"}\n",
      errors: [{ messageId: 'contradiction', line: 1, column: 196, endLine: 1, endColumn: 266 }],
    },
    ...table.invalid,
  ],
});
