import rule from './filter-structure.js';
import { ruleTester } from '../../src/testing/rule-tester.js';
import { filterRuleCases } from '../../src/logfilter/__tests__/filter-documents.js';

const table = filterRuleCases('filter-structure');

// The wrapper fix replaces the whole condition, so a fold inside it is written as the space it stands for.

ruleTester(rule, {
  valid: [
    'dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \'{"where":{"or":[{"and":[{"key":"ClientCountry","operator":"eq","value":"us"}]}]}}\'\n',
    // Not JSON at all: that is logpush/filter-syntax's to report.
    'dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \'{"where":\'\n',
    ...table.valid,
  ],
  invalid: [
    {
      name: 'a condition with a key alone (cloudflare-go "Operator is missing"): one report naming both members',
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"ClientRequestPath\"}}'\n",
      errors: [{ messageId: 'missingMember', line: 3, column: 19, endLine: 3, endColumn: 46, message: 'The condition has no `operator` and `value`; a condition is `{"key", "operator", "value"}`.' }],
    },
    {
      name: 'jsonencode of an object that is no condition: one report for the missing members, one for the stray member',
      filename: 'logpush.tf',
      code: 'resource "cloudflare_logpush_job" "dns" {\n  zone_id          = "023e105f4ecef8ad9ca31a8372d0c353"\n  dataset          = "http_requests"\n  destination_conf = "s3://logs-bucket/http?region=us-east-1"\n  filter = jsonencode({\n    where = { neq = { EdgeResponseStatus = 200 } }\n  })\n}\n',
      errors: [
        { messageId: 'missingMember', line: 6, column: 13, endLine: 6, endColumn: 51, message: 'The condition has no `key`, `operator` and `value`' },
        { messageId: 'unknownMember', line: 6, column: 15, endLine: 6, endColumn: 18 },
      ],
    },
    {
      name: "no where wrapper (terraform #2181), single-quoted",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"key\":\"ClientRequestHost\",\"operator\":\"eq\",\"value\":\"example.com\"}'\n",
      errors: [{ messageId: 'missingWhere', line: 3, column: 10, endLine: 3, endColumn: 75, message: 'The filter has no `where` member; put the conditions inside `{"where": …}`.' }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"ClientRequestHost\",\"operator\":\"eq\",\"value\":\"example.com\"}}'\n",
    },
    {
      name: "no where wrapper, double-quoted",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{\\\"key\\\":\\\"ClientRequestHost\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"example.com\\\"}\"\n",
      errors: [{ messageId: 'missingWhere', line: 3, column: 10, endLine: 3, endColumn: 87 }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{\\\"where\\\":{\\\"key\\\":\\\"ClientRequestHost\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"example.com\\\"}}\"\n",
    },
    {
      name: "no where wrapper, literal block",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: |\n  {\"key\":\"ClientRequestHost\",\"operator\":\"eq\",\"value\":\"example.com\"}\n",
      errors: [{ messageId: 'missingWhere', line: 4, column: 3, endLine: 4, endColumn: 68 }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: |\n  {\"where\":{\"key\":\"ClientRequestHost\",\"operator\":\"eq\",\"value\":\"example.com\"}}\n",
    },
    {
      name: "no where wrapper, folded block over two lines",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: >\n  {\"key\":\"ClientRequestHost\",\n  \"operator\":\"eq\",\"value\":\"example.com\"}\n",
      errors: [{ messageId: 'missingWhere', line: 4, column: 3, endLine: 5, endColumn: 41 }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: >\n  {\"where\":{\"key\":\"ClientRequestHost\", \"operator\":\"eq\",\"value\":\"example.com\"}}\n",
    },
    {
      name: "no where wrapper, JSON",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://b/x?region=r\", \"filter\": \"{\\\"key\\\":\\\"ClientRequestHost\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"example.com\\\"}\"}",
      errors: [{ messageId: 'missingWhere', line: 1, column: 82, endLine: 1, endColumn: 159 }],
      output: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://b/x?region=r\", \"filter\": \"{\\\"where\\\":{\\\"key\\\":\\\"ClientRequestHost\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"example.com\\\"}}\"}",
    },
    {
      name: "encoded twice (a JSON string holding the filter), JSON",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://b/x?region=r\", \"filter\": \"\\\"{\\\\\\\"where\\\\\\\":{\\\\\\\"key\\\\\\\":\\\\\\\"ClientRequestHost\\\\\\\",\\\\\\\"operator\\\\\\\":\\\\\\\"eq\\\\\\\",\\\\\\\"value\\\\\\\":\\\\\\\"example.com\\\\\\\"}}\\\"\"}",
      errors: [{ messageId: 'doubleEncoded', line: 1, column: 82, endLine: 1, endColumn: 203, message: "encoded twice" }],
      output: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://b/x?region=r\", \"filter\": \"{\\\"where\\\":{\\\"key\\\":\\\"ClientRequestHost\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"example.com\\\"}}\"}",
    },
    {
      name: "empty and, double-quoted, in a manifest",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    logpush_jobs:\n      - dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n        filter: \"{\\\"where\\\":{\\\"and\\\":[]}}\"\n",
      errors: [{ messageId: 'emptyCombinator', line: 6, column: 38, endLine: 6, endColumn: 40, message: "`and` holds no conditions" }],
      output: null,
    },
    {
      name: "and with or in one node",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    logpush_jobs:\n      - dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n        filter: '{\"where\":{\"and\":[{\"key\":\"ClientCountry\",\"operator\":\"eq\",\"value\":\"us\"}],\"or\":[{\"key\":\"BotScore\",\"operator\":\"lt\",\"value\":\"30\"}]}}'\n",
      errors: [{ messageId: 'mixedNode', line: 6, column: 89, endLine: 6, endColumn: 93 }],
      output: null,
    },
    {
      name: "misspelled member in a pretty-printed literal block",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    logpush_jobs:\n      - dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n        filter: |-\n          {\"where\": {\n            \"key\": \"ClientCountry\",\n            \"operater\": \"eq\",\n            \"value\": \"us\"\n          }}\n",
      errors: [{ messageId: 'unknownMemberSuggestion', line: 9, column: 13, endLine: 9, endColumn: 23, message: "did you mean `operator`?" }],
      output: null,
    },

    ...table.invalid,
  ],
});
