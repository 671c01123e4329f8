import rule from './known-dataset.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** A raw API job in YAML with `lines` after its dataset and destination. */
const job = (lines: string, dataset = 'http_requests'): string => `dataset: ${dataset}\ndestination_conf: s3://logs-bucket/http?region=us-east-1\n${lines}`;

ruleTester(rule, {
  valid: [
    job(''),
    job('', 'firewall_events'),
    job('', 'dns_logs'),
    'account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  logpush_jobs:\n    - name: fw\n      dataset: firewall_events\n      destination_conf: s3://b/x?region=r\n    - name: audit\n      dataset: audit_logs\n      destination_conf: s3://b/y?region=r\n',
    'destination_conf: s3://b/x?region=r\n',
    job('filter_attack_traffic: true\n'),
    job('filter_attack_traffic: true\n', 'network_analytics_logs'),
    { name: 'firewall_events has a zone and an account page', code: 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    logpush_jobs:\n      - dataset: firewall_events\n        destination_conf: s3://b/x?region=r\n' },
    { name: 'an account dataset in a raw job (its endpoint is not known)', code: job('', 'gateway_dns') },
    { name: 'an option turned off asks for nothing', code: job('filter_attack_traffic: false\noutput_options: { merge_subrequests: false }\n', 'gateway_dns') },
  ],
  invalid: [
    {
      name: "misspelled",
      code: "dataset: http_request\ndestination_conf: s3://b/x?region=r\n",
      errors: [{ messageId: 'unknownSuggestion', line: 1, column: 10, endLine: 1, endColumn: 22, message: "did you mean `http_requests`?" }],
    },
    {
      name: "a dash for an underscore, JSON",
      filename: 'job.json',
      code: "{\"dataset\": \"firewall-events\", \"destination_conf\": \"s3://b/x?region=r\"}",
      errors: [{ messageId: 'unknownSuggestion', line: 1, column: 13, endLine: 1, endColumn: 30, message: "did you mean `firewall_events`?" }],
    },
    {
      name: "unknown",
      code: "dataset: access_logs\ndestination_conf: s3://b/x?region=r\n",
      errors: [{ messageId: 'unknown', line: 1, column: 10, endLine: 1, endColumn: 21, message: 'Unknown dataset `access_logs`.' }],
    },
    {
      name: "http_requests in an account job",
      code: "account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  logpush_jobs:\n    - name: http\n      dataset: http_requests\n      destination_conf: s3://b/x?region=r\n",
      errors: [{ messageId: 'zoneDataset', line: 5, column: 16, endLine: 5, endColumn: 29, message: "belongs to a zone" }],
    },
    {
      name: 'gateway_dns in a zone job',
      code: 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    logpush_jobs:\n      - name: dns\n        dataset: gateway_dns\n        destination_conf: s3://b/x?region=r\n',
      errors: [{ messageId: 'accountDataset', line: 5, column: 18, endLine: 5, endColumn: 29, message: '`gateway_dns` is an account dataset; push it with an account job, not a zone job.' }],
    },
    {
      name: 'workers_trace_events in a Terraform zone job',
      filename: 'logpush.tf',
      code: 'resource "cloudflare_logpush_job" "workers" {\n  zone_id          = "023e105f4ecef8ad9ca31a8372d0c353"\n  dataset          = "workers_trace_events"\n  destination_conf = "s3://b/x?region=r"\n}\n',
      errors: [{ messageId: 'accountDataset', line: 3, column: 22, endLine: 3, endColumn: 44, message: 'is an account dataset' }],
    },
    {
      name: 'DDoS attack traffic exclusion on a dataset without it',
      code: job('filter_attack_traffic: true\n', 'gateway_dns'),
      errors: [{ messageId: 'optionDataset', line: 3, column: 1, endLine: 3, endColumn: 22, message: '`filter_attack_traffic` is not offered for the `gateway_dns` dataset; remove it.' }],
    },
    {
      name: 'subrequest merging outside http_requests, JSON',
      filename: 'job.json',
      code: '{"dataset": "firewall_events", "destination_conf": "s3://b/x?region=r", "output_options": {"merge_subrequests": true}}',
      errors: [{ messageId: 'optionDataset', line: 1, column: 92, endLine: 1, endColumn: 111, message: '`merge_subrequests` is not offered for the `firewall_events` dataset' }],
    },
  ],
});
