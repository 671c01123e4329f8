import { describe, expect, it } from 'vitest';
import rule from './jobs-per-zone.js';
import { ruleTester } from '../../src/testing/rule-tester.js';
import { validateRuleOptions } from '../../src/config/rule-options.js';

ruleTester(rule, {
  valid: [
    // Four jobs: the limit.
    "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: job-1\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-1?region=us-east-1\n      - name: job-2\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-2?region=us-east-1\n      - name: job-3\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-3?region=us-east-1\n      - name: job-4\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-4?region=us-east-1\n",
    // Four in each of two zones.
    "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: job-1\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-1?region=us-east-1\n      - name: job-2\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-2?region=us-east-1\n      - name: job-3\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-3?region=us-east-1\n      - name: job-4\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-4?region=us-east-1\n  - id: 1b2c3d4e5f60718293a4b5c6d7e8f901\n    name: example.net\n    logpush_jobs:\n      - name: job-5\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-5?region=us-east-1\n      - name: job-6\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-6?region=us-east-1\n      - name: job-7\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-7?region=us-east-1\n      - name: job-8\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-8?region=us-east-1\n",
    // Account jobs: the limit is per zone (reference §3).
    "account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  logpush_jobs:\n    - name: job-1\n      dataset: firewall_events\n      destination_conf: s3://logs-bucket/job-1?region=us-east-1\n    - name: job-2\n      dataset: firewall_events\n      destination_conf: s3://logs-bucket/job-2?region=us-east-1\n    - name: job-3\n      dataset: firewall_events\n      destination_conf: s3://logs-bucket/job-3?region=us-east-1\n    - name: job-4\n      dataset: firewall_events\n      destination_conf: s3://logs-bucket/job-4?region=us-east-1\n    - name: job-5\n      dataset: firewall_events\n      destination_conf: s3://logs-bucket/job-5?region=us-east-1\n    - name: job-6\n      dataset: firewall_events\n      destination_conf: s3://logs-bucket/job-6?region=us-east-1\n",
  ],
  invalid: [
    {
      name: "five jobs: the fifth is reported",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: job-1\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-1?region=us-east-1\n      - name: job-2\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-2?region=us-east-1\n      - name: job-3\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-3?region=us-east-1\n      - name: job-4\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-4?region=us-east-1\n      - name: job-5\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-5?region=us-east-1\n",
      errors: [{ messageId: 'tooMany', line: 17, column: 15, endLine: 17, endColumn: 20, message: 'Zone `example.com` has 5 log push jobs, more than the limit of 4.' }],
    },
    {
      name: "six jobs, the fifth without a name: reported once, where the fifth starts",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: job-1\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-1?region=us-east-1\n      - name: job-2\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-2?region=us-east-1\n      - name: job-3\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-3?region=us-east-1\n      - name: job-4\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-4?region=us-east-1\n      - dataset: http_requests\n        destination_conf: s3://logs-bucket/job-5?region=us-east-1\n      - dataset: http_requests\n        destination_conf: s3://logs-bucket/job-6?region=us-east-1\n",
      errors: [{ messageId: 'tooMany', line: 17, column: 9, endLine: 17, endColumn: 16, message: "has 6 log push jobs" }],
    },
    {
      name: "a configured limit of 2, a zone known by its id",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    logpush_jobs:\n      - name: job-1\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-1?region=us-east-1\n      - name: job-2\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-2?region=us-east-1\n      - name: job-3\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/job-3?region=us-east-1\n",
      options: { maxJobs: 2 },
      errors: [{ messageId: 'tooMany', line: 10, column: 15, endLine: 10, endColumn: 20, message: 'Zone `023e105f4ecef8ad9ca31a8372d0c353` has 3 log push jobs, more than the limit of 2.' }],
    },
  ],
});

describe('logpush/jobs-per-zone options', () => {
  it('defaults to 4 and validates maxJobs', () => {
    expect(rule.defaultOptions).toEqual({ maxJobs: 4 });
    expect(validateRuleOptions(rule, { maxJobs: 10 })).toEqual([]);
    expect(validateRuleOptions(rule, { maxJobs: 0 })).not.toEqual([]);
  });
});
