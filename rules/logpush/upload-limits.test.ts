import rule from './upload-limits.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** A raw API job in YAML with `lines` after its dataset and destination. */
const job = (lines: string, dataset = 'http_requests'): string => `dataset: ${dataset}\ndestination_conf: s3://logs-bucket/http?region=us-east-1\n${lines}`;

ruleTester(rule, {
  valid: [
    job('max_upload_bytes: 5000000\nmax_upload_records: 1000000\nmax_upload_interval_seconds: 300\n'),
    job('max_upload_bytes: 0\nmax_upload_records: 0\nmax_upload_interval_seconds: 0\n'),
    job('max_upload_bytes: null\nmax_upload_records: 100000\nmax_upload_interval_seconds: 30\n'),
    // A fraction is the schema's (integer).
    job('max_upload_records: 1.5\n'),
    {
      name: 'IBM Cloud Logs takes a 2 MB cap, below the general minimum (ibm-cloud-logs.mdx)',
      code: 'dataset: http_requests\ndestination_conf: ibmcl://0a1b.ingress.us-south.logs.cloud.ibm.com/logs/v1/singles?ibm_api_key=${IBM_API_KEY}\nmax_upload_bytes: 2000000\n',
    },
  ],
  invalid: [
    {
      name: "each cap out of range",
      code: "dataset: http_requests\ndestination_conf: s3://b/x?region=r\nmax_upload_bytes: 1000000\nmax_upload_records: 2000000\nmax_upload_interval_seconds: 10\n",
      errors: [{ messageId: 'outOfRange', line: 3, column: 19, endLine: 3, endColumn: 26, message: '`max_upload_bytes` is 1,000,000; it takes 5,000,000 to 1,000,000,000, or 0 to switch the cap off.' }, { messageId: 'outOfRange', line: 4, column: 21, endLine: 4, endColumn: 28, message: "1,000 to 1,000,000" }, { messageId: 'outOfRange', line: 5, column: 30, endLine: 5, endColumn: 32, message: "30 to 300" }],
    },
    {
      name: 'above the IBM Cloud Logs cap',
      code: 'dataset: http_requests\ndestination_conf: ibmcl://0a1b.ingress.us-south.logs.cloud.ibm.com/logs/v1/singles?ibm_api_key=${IBM_API_KEY}\nmax_upload_bytes: 5000000\n',
      errors: [{ messageId: 'destinationCap', line: 3, column: 19, endLine: 3, endColumn: 26, message: '`max_upload_bytes` is 5,000,000; this destination takes 1 to 2,000,000, or 0.' }],
    },
    {
      name: "negative, JSON",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://b/x?region=r\", \"max_upload_records\": -1}",
      errors: [{ messageId: 'outOfRange', line: 1, column: 93, endLine: 1, endColumn: 95 }],
    },
  ],
});
