import { describe, expect, it } from 'vitest';
import rule from './destination-secret.js';
import { lintWithRule, ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    'dataset: http_requests\ndestination_conf: r2://logs/http/{DATE}?account-id=023e105f4ecef8ad9ca31a8372d0c353&access-key-id=${R2_KEY_ID}&secret-access-key=${R2_SECRET}\n',
    'dataset: http_requests\ndestination_conf: splunk://prd.splunkcloud.com:8088/services/collector/raw?channel=FE0ECFAD&header_Authorization=Splunk%20${SPLUNK_HEC_TOKEN}\n',
    'dataset: http_requests\ndestination_conf: sumo://endpoint1.collection.us2.sumologic.com/receiver/v1/http/${SUMO_CODE}\n',
    'dataset: http_requests\ndestination_conf: https://ingest:${LOG_PASSWORD}@logs.example.com/cf\n',
  ],
  invalid: [
    {
      name: 'a SentinelOne token in clear text, JSON',
      filename: 'job.json',
      code: '{"dataset": "http_requests", "destination_conf": "sentinelone://ingest.us1.sentinelone.net/services/collector/raw?sourcetype=cf&header_Authorization=Bearer%200e6d94e8c-5792-4ad1-be3c-29bcaee0197d"}',
      errors: [{ messageId: 'clearTextParameter', line: 1, column: 150, endLine: 1, endColumn: 196, message: '`header_Authorization` is a clear-text credential' }],
    },
    {
      name: "R2 keys in clear text",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: r2-logs\n        dataset: http_requests\n        destination_conf: r2://logs/http/{DATE}?account-id=023e105f4ecef8ad9ca31a8372d0c353&access-key-id=AKIAIOSFODNN7EXAMPLE&secret-access-key=wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY\n",
      errors: [{ messageId: 'clearTextParameter', line: 7, column: 107, endLine: 7, endColumn: 127, message: '`access-key-id` is a clear-text credential; write `${R2_ACCESS_KEY_ID}` instead.' }, { messageId: 'clearTextParameter', line: 7, column: 146, endLine: 7, endColumn: 184, message: "`${R2_SECRET_ACCESS_KEY}`" }],
    },
    {
      name: "a Datadog API key, JSON",
      filename: 'job.json',
      code: "{\"dataset\": \"firewall_events\", \"destination_conf\": \"datadog://http-intake.logs.datadoghq.com/api/v2/logs?header_DD-API-KEY=0123456789abcdef0123456789abcdef&ddsource=cloudflare\"}",
      errors: [{ messageId: 'clearTextParameter', line: 1, column: 124, endLine: 1, endColumn: 156 }],
    },
    {
      name: "a Sumo Logic collector code, double-quoted",
      code: "dataset: http_requests\ndestination_conf: \"sumo://endpoint1.collection.us2.sumologic.com/receiver/v1/http/ZaVnC4dhaV3uTKlva\"\n",
      errors: [{ messageId: 'clearTextPath', line: 2, column: 83, endLine: 2, endColumn: 100 }],
    },
    {
      name: "a password in the URL",
      code: "dataset: http_requests\ndestination_conf: 'https://ingest:hunter2@logs.example.com/cf'\n",
      errors: [{ messageId: 'clearTextUserinfo', line: 2, column: 35, endLine: 2, endColumn: 42 }],
    },
    {
      name: "a password for a scheme edgelint does not know",
      code: "dataset: http_requests\ndestination_conf: elastic://logs.example.com/_bulk?password=hunter2\n",
      errors: [{ messageId: 'clearTextParameter', line: 2, column: 61, endLine: 2, endColumn: 68 }],
    },
  ],
});

describe('logpush/destination-secret never repeats the secret', () => {
  const SECRET = 'wJalrXUtnFEMI-K7MDENG-bPxRfiCY';
  it.each([
    ['R2 key pair', `r2://logs/{DATE}?account-id=a&access-key-id=${SECRET}&secret-access-key=${SECRET}`],
    ['HTTP header', `https://logs.example.com/x?header_Authorization=Bearer%20${SECRET}`],
    ['Sumo Logic code', `sumo://e.sumologic.com/receiver/v1/http/${SECRET}`],
    ['user info', `https://u:${SECRET}@logs.example.com/x`],
    ['unknown scheme', `elastic://logs.example.com/_bulk?api_key=${SECRET}`],
  ])('%s', (_, destination) => {
    for (const [filename, code] of [
      ['job.yaml', `dataset: http_requests\ndestination_conf: '${destination}'\n`],
      ['job.json', JSON.stringify({ dataset: 'http_requests', destination_conf: destination })],
    ] as const) {
      const { messages } = lintWithRule(rule, { filename, code });
      expect(messages.length).toBeGreaterThan(0);
      // Neither the message nor a suggestion's description holds it; a suggestion's edit replaces it by a reference.
      expect(JSON.stringify(messages.map((m) => [m.message, m.suggestions?.map((x) => [x.desc, x.fix.text])]))).not.toContain(SECRET);
    }
  });
});
