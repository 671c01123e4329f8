import rule from './destination.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** A raw API job in YAML with `lines` after its dataset and destination. */
const job = (lines: string, dataset = 'http_requests'): string => `dataset: ${dataset}\ndestination_conf: s3://logs-bucket/http?region=us-east-1\n${lines}`;

ruleTester(rule, {
  valid: [
    { name: 'a China region with an S3-compatible endpoint is that store\'s', code: 'dataset: http_requests\ndestination_conf: s3://logs/http?region=cn-north-1&endpoint=s3.example.cn&access-key-id=${K}&secret-access-key=${S}\n' },
    // PUT …/jobs/{id} bodies leave the destination out (example-logpush-curl.mdx), and so does validate/origin.
    { name: 'a job update body', code: 'enabled: true\n' },
    { name: 'a validate/origin body', code: 'dataset: http_requests\nlogpull_options: fields=RayID&timestamps=rfc3339\n' },
    job(''),
    'dataset: http_requests\ndestination_conf: r2://logs/http/{DATE}?account-id=023e105f4ecef8ad9ca31a8372d0c353&access-key-id=${R2_KEY_ID}&secret-access-key=${R2_SECRET}\n',
    'dataset: http_requests\ndestination_conf: "https://logs.example.com/ingest?header_Authorization=Bearer%20${LOG_TOKEN}"\n',
    'dataset: http_requests\ndestination_conf: gs://my-bucket/logs/{DATE}\n',
    'dataset: http_requests\ndestination_conf: azure://myaccount.blob.core.windows.net/logs/{DATE}?sv=2022-11-02&sp=w&sig=${AZURE_SAS_SIG}\n',
    { filename: 'job.json', code: '{"dataset": "firewall_events", "destination_conf": "kinesis://fw-stream?region=us-east-1&sts-assume-role-arn=arn:aws:iam::123456789012:role/logpush"}' },
    // A scheme edgelint does not know is logpush/destination-unknown-scheme's.
    'dataset: http_requests\ndestination_conf: ftp://logs.example.com/x\n',
    // A clear-text credential is logpush/destination-secret's.
    'dataset: http_requests\ndestination_conf: s3://logs-bucket/x?region=us-east-1&access-key-id=AKIA&secret-access-key=abc\n',
  ],
  invalid: [
    {
      name: 'an S3 bucket in a China region (aws-s3.mdx: not supported)',
      code: 'dataset: http_requests\ndestination_conf: s3://logs-cn/http/{DATE}?region=cn-north-1\n',
      errors: [{ messageId: 'unsupportedValue', line: 2, column: 51, endLine: 2, endColumn: 61, message: 'The Amazon S3 destination does not support `region=cn-north-1`.' }],
    },
    {
      name: 'R2 without its query: one report naming the three parameters, at the end of the URL',
      filename: 'job.json',
      code: '{"dataset": "firewall_events", "destination_conf": "r2://security-bucket/firewall-logs"}',
      errors: [{ messageId: 'missingParameter', line: 1, column: 87, endLine: 1, endColumn: 87, message: 'The Cloudflare R2 destination needs `account-id`, `access-key-id` and `secret-access-key`.' }],
    },
    {
      name: 'SentinelOne without its token',
      code: 'dataset: http_requests\ndestination_conf: sentinelone://ingest.us1.sentinelone.net/services/collector/raw?sourcetype=marketplace-cloudflare-latest\n',
      errors: [{ messageId: 'missingParameter', line: 2, column: 123, endLine: 2, endColumn: 123, message: 'The SentinelOne destination needs `header_Authorization`.' }],
    },
    {
      name: "a manifest job without destination_conf: at the job's first key",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: no-destination\n        dataset: http_requests\n",
      errors: [{ messageId: 'missing', line: 5, column: 9, endLine: 5, endColumn: 13, message: 'The job has no `destination_conf`; write the URL of its destination.' }],
    },
    {
      name: "an API create body without destination_conf",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"filter\": \"\"}",
      errors: [{ messageId: 'missing', line: 1, column: 2, endLine: 1, endColumn: 11 }],
    },
    {
      name: "S3 without region (spec 2.8): at the end of the URL",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http\n",
      errors: [{ messageId: 'missingParameter', line: 2, column: 40, endLine: 2, endColumn: 40, message: 'needs `region`' }],
    },
    {
      name: "http instead of https: fixed",
      code: "dataset: http_requests\ndestination_conf: http://logs.example.com/ingest?header_Authorization=Bearer%20${LOG_TOKEN}\n",
      errors: [{ messageId: 'insecureScheme', line: 2, column: 19, endLine: 2, endColumn: 23, message: "write `https://`" }],
      output: "dataset: http_requests\ndestination_conf: https://logs.example.com/ingest?header_Authorization=Bearer%20${LOG_TOKEN}\n",
    },
    {
      name: "bucket name and a misspelled parameter, single-quoted",
      code: "dataset: http_requests\ndestination_conf: 's3://Logs_Bucket/http?regoin=us-east-1'\n",
      errors: [{ messageId: 'bucketUppercase', line: 2, column: 25, endLine: 2, endColumn: 26 }, { messageId: 'bucketUnderscore', line: 2, column: 29, endLine: 2, endColumn: 30 }, { messageId: 'unknownParameterSuggestion', line: 2, column: 42, endLine: 2, endColumn: 48, message: "did you mean `region`?" }],
    },
    {
      name: "a bad parameter value, JSON",
      filename: 'job.json',
      code: "{\n  \"dataset\": \"http_requests\",\n  \"destination_conf\": \"splunk://prd.splunkcloud.com:8088/services/collector/raw?channel=FE0ECFAD&insecure-skip-verify=no&header_Authorization=Splunk%20${SPLUNK_HEC_TOKEN}\"\n}\n",
      errors: [{ messageId: 'badParameterValue', line: 3, column: 119, endLine: 3, endColumn: 121, message: '`insecure-skip-verify` takes `true` or `false`, not `no`.' }],
    },
    {
      name: "a placeholder in the wrong case, double-quoted: fixed",
      code: "dataset: http_requests\ndestination_conf: \"s3://logs-bucket/http/{date}?region=us-east-1\"\n",
      errors: [{ messageId: 'unknownPlaceholder', line: 2, column: 42, endLine: 2, endColumn: 48 }],
      output: "dataset: http_requests\ndestination_conf: \"s3://logs-bucket/http/{DATE}?region=us-east-1\"\n",
    },
  ],
});
