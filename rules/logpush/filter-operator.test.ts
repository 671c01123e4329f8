import rule from './filter-operator.js';
import { ruleTester } from '../../src/testing/rule-tester.js';
import { filterRuleCases } from '../../src/logfilter/__tests__/filter-documents.js';

// The realistic filter corpus (src/logfilter/__tests__/realistic-filters.ts) in every scalar style.
const table = filterRuleCases('filter-operator');

ruleTester(rule, {
  valid: [
    "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"ClientRequestPath\",\"operator\":\"!startsWith\",\"value\":\"/healthz\"}}'\n",
    "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"EdgeResponseStatus\",\"operator\":\"!in\",\"value\":[200,304]}}'\n",
    ...table.valid,
  ],
  invalid: [
    {
      name: "OpenAPI `neq` (single-quoted)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"and\":[{\"key\":\"ClientCountry\",\"operator\":\"neq\",\"value\":\"cn\"},{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"400\"}]}}'\n",
      errors: [{ messageId: 'operatorAlias', line: 3, column: 61, endLine: 3, endColumn: 66, message: "the filter language writes it `!eq`" }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"and\":[{\"key\":\"ClientCountry\",\"operator\":\"!eq\",\"value\":\"cn\"},{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"400\"}]}}'\n",
    },
    {
      name: "OpenAPI `neq` (double-quoted)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"ClientCountry\\\",\\\"operator\\\":\\\"neq\\\",\\\"value\\\":\\\"cn\\\"},{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":\\\"400\\\"}]}}\"\n",
      errors: [{ messageId: 'operatorAlias', line: 3, column: 71, endLine: 3, endColumn: 78 }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"ClientCountry\\\",\\\"operator\\\":\\\"!eq\\\",\\\"value\\\":\\\"cn\\\"},{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":\\\"400\\\"}]}}\"\n",
    },
    {
      name: "OpenAPI `neq` (literal block)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: |\n  {\"where\":{\"and\":[{\"key\":\"ClientCountry\",\"operator\":\"neq\",\"value\":\"cn\"},{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"400\"}]}}\n",
      errors: [{ messageId: 'operatorAlias', line: 4, column: 54, endLine: 4, endColumn: 59 }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: |\n  {\"where\":{\"and\":[{\"key\":\"ClientCountry\",\"operator\":\"!eq\",\"value\":\"cn\"},{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"400\"}]}}\n",
    },
    {
      name: "OpenAPI `neq` (folded block over two lines)",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: >-\n  {\"where\":{\"and\":[{\"key\":\"ClientCountry\",\"operator\":\"neq\",\"value\":\"cn\"},\n  {\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"400\"}]}}\n",
      errors: [{ messageId: 'operatorAlias', line: 4, column: 54, endLine: 4, endColumn: 59 }],
    },
    {
      name: "OpenAPI `neq` (JSON)",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\", \"filter\": \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"ClientCountry\\\",\\\"operator\\\":\\\"neq\\\",\\\"value\\\":\\\"cn\\\"},{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":\\\"400\\\"}]}}\"}\n",
      errors: [{ messageId: 'operatorAlias', line: 1, column: 164, endLine: 1, endColumn: 171 }],
      output: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\", \"filter\": \"{\\\"where\\\":{\\\"and\\\":[{\\\"key\\\":\\\"ClientCountry\\\",\\\"operator\\\":\\\"!eq\\\",\\\"value\\\":\\\"cn\\\"},{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"geq\\\",\\\"value\\\":\\\"400\\\"}]}}\"}\n",
    },
    {
      name: "misspelled operator: a suggestion, not a fix",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"ClientRequestPath\",\"operator\":\"containz\",\"value\":\"/api\"}}'\n",
      errors: [{ messageId: 'unknownOperatorSuggestion', line: 3, column: 57, endLine: 3, endColumn: 67, message: "did you mean `contains`?" }],
      output: null,
    },
    {
      name: "regex operator",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"ClientRequestPath\",\"operator\":\"matches\",\"value\":\"^/api\"}}'\n",
      errors: [{ messageId: 'unknownOperator', line: 3, column: 57, endLine: 3, endColumn: 66 }],
      output: null,
    },
    ...table.invalid,
  ],
});
