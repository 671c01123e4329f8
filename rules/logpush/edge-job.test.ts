import rule from './edge-job.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** A raw API job in YAML with `lines` after its dataset and destination. */
const job = (lines: string, dataset = 'http_requests'): string => `dataset: ${dataset}\ndestination_conf: s3://logs-bucket/http?region=us-east-1\n${lines}`;

ruleTester(rule, {
  valid: [
    job('kind: edge\nmax_upload_interval_seconds: 60\nmax_upload_records: 1000\n'),
    job('kind: edge\nmax_upload_bytes: 0\n'),
    job("kind: ''\nmax_upload_bytes: 5000000\n", 'firewall_events'),
    job('max_upload_bytes: 5000000\n'),
  ],
  invalid: [
    {
      name: "edge for firewall_events",
      code: "name: fw-edge\ndataset: firewall_events\nkind: edge\ndestination_conf: s3://b/x?region=r\n",
      errors: [{ messageId: 'edgeDataset', line: 3, column: 7, endLine: 3, endColumn: 11, message: "is for the `http_requests` dataset only, not `firewall_events`" }],
    },
    {
      name: "max_upload_bytes on an edge job, JSON",
      filename: 'job.json',
      code: "{\"name\": \"edge\", \"dataset\": \"http_requests\", \"kind\": \"edge\", \"max_upload_bytes\": 5000000, \"destination_conf\": \"https://logs.example.com/x\"}",
      errors: [{ messageId: 'edgeUploadBytes', line: 1, column: 82, endLine: 1, endColumn: 89 }],
    },
  ],
});
