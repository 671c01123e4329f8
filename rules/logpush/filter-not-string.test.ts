import rule from './filter-not-string.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    'dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \'{"where":{"key":"ClientCountry","operator":"eq","value":"us"}}\'\n',
    'dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\n',
    // `null` is "no filter", as an API reply may echo it.
    'dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: null\n',
    { filename: 'job.json', code: '{"dataset": "http_requests", "destination_conf": "s3://b/x?region=r", "filter": null}' },
    { filename: 'job.json', code: '{"dataset": "http_requests", "destination_conf": "s3://b/x?region=r", "filter": ""}' },
  ],
  invalid: [
    {
      name: "a YAML block mapping in place of the string",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: server-errors\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n        filter:\n          where:\n            and:\n              - key: EdgeResponseStatus\n                operator: geq\n                value: 500\n              - key: ClientRequestHost\n                operator: eq\n                value: example.com\n",
      errors: [{ messageId: 'notString', line: 9, column: 11, endLine: 16, endColumn: 35, message: 'not a mapping' }],
      output: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: server-errors\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n        filter:\n          '{\"where\":{\"and\":[{\"key\":\"EdgeResponseStatus\",\"operator\":\"geq\",\"value\":\"500\"},{\"key\":\"ClientRequestHost\",\"operator\":\"eq\",\"value\":\"example.com\"}]}}'\n",
    },
    {
      name: "a YAML flow mapping",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: {where: {key: ClientCountry, operator: eq, value: us}}\n",
      errors: [{ messageId: 'notString', line: 3, column: 9, endLine: 3, endColumn: 63 }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"ClientCountry\",\"operator\":\"eq\",\"value\":\"us\"}}'\n",
    },
    {
      name: "a quote inside: doubled in the single-quoted string",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: {where: {key: ClientRequestUserAgent, operator: contains, value: \"O'Reilly\"}}\n",
      errors: [{ messageId: 'notString', line: 3, column: 9, endLine: 3, endColumn: 86 }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: '{\"where\":{\"key\":\"ClientRequestUserAgent\",\"operator\":\"contains\",\"value\":\"O''Reilly\"}}'\n",
    },
    {
      name: "a character YAML must escape: double-quoted",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: {where: {key: ClientRequestPath, operator: eq, value: \"/a\\x7Fb\"}}\n",
      errors: [{ messageId: 'notString', line: 3, column: 9, endLine: 3, endColumn: 74 }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: \"{\\\"where\\\":{\\\"key\\\":\\\"ClientRequestPath\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"/a\\u007fb\\\"}}\"\n",
    },
    {
      name: "a JSON object in a JSON file: written as a JSON string",
      filename: 'job.json',
      code: "{\n  \"dataset\": \"firewall_events\",\n  \"destination_conf\": \"s3://logs-bucket/fw?region=us-east-1\",\n  \"filter\": {\"where\": {\"or\": [{\"key\": \"ClientASN\", \"operator\": \"in\", \"value\": [64496, 64511]}, {\"key\": \"ClientCountry\", \"operator\": \"eq\", \"value\": \"xx\"}]}}\n}\n",
      errors: [{ messageId: 'notString', line: 4, column: 13, endLine: 4, endColumn: 156, message: "not a mapping" }],
      output: "{\n  \"dataset\": \"firewall_events\",\n  \"destination_conf\": \"s3://logs-bucket/fw?region=us-east-1\",\n  \"filter\": \"{\\\"where\\\":{\\\"or\\\":[{\\\"key\\\":\\\"ClientASN\\\",\\\"operator\\\":\\\"in\\\",\\\"value\\\":[64496,64511]},{\\\"key\\\":\\\"ClientCountry\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"xx\\\"}]}}\"\n}\n",
    },
    {
      name: "a number value becomes a string (spec 2.9)",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\", \"filter\": {\"where\": {\"key\": \"EdgeResponseStatus\", \"operator\": \"eq\", \"value\": 404}}}",
      errors: [{ messageId: 'notString', line: 1, column: 102, endLine: 1, endColumn: 174 }],
      output: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\", \"filter\": \"{\\\"where\\\":{\\\"key\\\":\\\"EdgeResponseStatus\\\",\\\"operator\\\":\\\"eq\\\",\\\"value\\\":\\\"404\\\"}}\"}",
    },
    {
      name: "a list: reported, nothing to write",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter:\n  - key: ClientCountry\n    operator: eq\n    value: us\n",
      errors: [{ messageId: 'notString', line: 4, column: 3, endLine: 6, endColumn: 14, message: "not a list" }],
      output: null,
    },
    {
      name: "a number: reported, nothing to write",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: 404\n",
      errors: [{ messageId: 'notString', line: 3, column: 9, endLine: 3, endColumn: 12, message: "not a number" }],
      output: null,
    },
    {
      name: "a boolean",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nfilter: true\n",
      errors: [{ messageId: 'notString', line: 3, column: 9, endLine: 3, endColumn: 13, message: "not a boolean" }],
      output: null,
    },

  ],
});
