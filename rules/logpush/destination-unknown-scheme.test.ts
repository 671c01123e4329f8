import rule from './destination-unknown-scheme.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** A raw API job in YAML with `lines` after its dataset and destination. */
const job = (lines: string, dataset = 'http_requests'): string => `dataset: ${dataset}\ndestination_conf: s3://logs-bucket/http?region=us-east-1\n${lines}`;

ruleTester(rule, {
  valid: [
    job(''),
    'dataset: http_requests\ndestination_conf: datadog://http-intake.logs.datadoghq.com/api/v2/logs?header_DD-API-KEY=${DD_API_KEY}\n',
    'dataset: http_requests\ndestination_conf: kinesis://s?region=us-east-1&sts-assume-role-arn=arn:aws:iam::123456789012:role/x\n',
    { name: 'SentinelOne (sentinelone.mdx)', code: 'dataset: http_requests\ndestination_conf: sentinelone://ingest.us1.sentinelone.net/services/collector/raw?sourcetype=marketplace-cloudflare-latest&header_Authorization=Bearer%20${S1_TOKEN}\n' },
    {
      name: 'the wss:// session of an Instant Logs reply with its id and kind',
      code: 'result:\n  id: 7\n  fields: ClientIP,RayID\n  sample: 100\n  filter: ""\n  destination_conf: wss://logs.cloudflare.com/instant-logs/ws/sessions/1\n  kind: instant-logs\nsuccess: true\n',
    },
  ],
  invalid: [
    {
      name: "ftp",
      code: "dataset: http_requests\ndestination_conf: ftp://logs.example.com/cf\n",
      errors: [{ messageId: 'unknownScheme', line: 2, column: 19, endLine: 2, endColumn: 22, message: 'Unknown destination scheme `ftp`.' }],
    },
    {
      name: "gcs for gs, JSON",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"destination_conf\": \"gcs://my-bucket/logs\"}",
      errors: [{ messageId: 'unknownSchemeSuggestion', line: 1, column: 51, endLine: 1, endColumn: 54, message: "did you mean `gs`?" }],
    },
  ],
});
