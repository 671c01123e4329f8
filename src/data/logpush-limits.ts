import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'Log push limits: filter size, jobs per zone, job field constraints, batching ranges, sample rate',
  refs: [
    'spec 7.2, 8 (log filter: approximately 30 operators, approximately 1000 bytes; requests over the limits return an error)',
    '../shared/reference/logpush.md §2 (job object constraints: OpenAPI-2024 cloudflare/api-schemas openapi.json @8c9b6cfb5909; cloudflare-go v6 logpush/job.go)',
    '../shared/reference/logpush.md §3 (4 jobs per zone; docs logpush/index.mdx), §4 (sample_rate (0,1]), §7 (limits and validation)',
  ],
  checked: '2026-11-21',
  notes: [
    'The spec says "approximately" 30 operators and 1000 bytes; the exact counting rule is unknown in every source (reference §7, §10). edgelint counts one operator per condition ({key, operator, value}); `and`/`or` combinators are not counted. The byte size is the UTF-8 length of the filter string value (the text inside the job member, before it is JSON-escaped again into the request body). Both limits are rule options, so a stricter reading can be configured.',
    '`max_upload_interval_seconds`: OpenAPI-2024 says edge jobs only, the docs describe a 30 s default for all jobs [CONFLICT in the reference]; the range is checked whatever the job kind.',
  ],
};

/** Default filter limits (spec 8). Rules take them as the defaults of their `maxOperators` / `maxBytes` options. */
export const FILTER_LIMITS = {
  maxOperators: 30,
  maxBytes: 1000,
} as const;

/**
 * Edge Log Delivery jobs (reference §2 `kind`, §3): `kind: edge`, for
 * `http_requests` only, set at creation; `max_upload_bytes` does not apply to
 * them (OpenAPI-2024).
 */
export const EDGE_JOB = { kind: 'edge', datasets: ['http_requests'] as readonly string[] } as const;

/** Jobs per zone (reference §3). */
export const MAX_JOBS_PER_ZONE = 4;

/** An inclusive integer range that also accepts `0`, which switches the setting off (reference §2). */
export interface RangeOrOff {
  readonly min: number;
  readonly max: number;
  /** `0` disables the cap. */
  readonly off: 0;
  readonly default?: number;
}

/** Constraints on the string members of a job (reference §2; OpenAPI-2024). */
export const JOB_FIELD_LIMITS = {
  name: { pattern: /^[a-zA-Z0-9\-.]*$/, maxLength: 512 },
  dataset: { pattern: /^[a-zA-Z0-9_-]*$/, maxLength: 256 },
  destinationConf: { maxLength: 4096 },
  logpullOptions: { maxLength: 4096 },
  ownershipChallenge: { pattern: /^[a-zA-Z0-9/+.\-_]*$/, maxLength: 4096 },
} as const;

/** Batch caps of a job (reference §2). */
export const UPLOAD_LIMITS: {
  readonly maxUploadBytes: RangeOrOff;
  readonly maxUploadRecords: RangeOrOff;
  readonly maxUploadIntervalSeconds: RangeOrOff;
} = {
  maxUploadBytes: { min: 5_000_000, max: 1_000_000_000, off: 0 },
  maxUploadRecords: { min: 1_000, max: 1_000_000, off: 0, default: 100_000 },
  maxUploadIntervalSeconds: { min: 30, max: 300, off: 0, default: 30 },
};

/**
 * Sample rate of `output_options.sample_rate` and of `logpull_options`' `sample`
 * (reference §4): a fraction in the half-open interval (0, 1].
 */
export const SAMPLE_RATE = { exclusiveMin: 0, max: 1, default: 1 } as const;
