import { defineRule } from '../../src/engine/rule.js';
import { UPLOAD_LIMITS, type RangeOrOff } from '../../src/data/logpush-limits.js';
import { numberMember } from '../../src/logpush/rule-support.js';

const MEMBERS: readonly (readonly [string, RangeOrOff])[] = [
  ['max_upload_bytes', UPLOAD_LIMITS.maxUploadBytes],
  ['max_upload_records', UPLOAD_LIMITS.maxUploadRecords],
  ['max_upload_interval_seconds', UPLOAD_LIMITS.maxUploadIntervalSeconds],
];

/** `5000000` → `5,000,000`: limits are easier to compare with separators. */
function grouped(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export default defineRule({
  id: 'logpush/upload-limits',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'The batch caps `max_upload_bytes` (5,000,000–1,000,000,000), `max_upload_records` (1,000–1,000,000) and `max_upload_interval_seconds` (30–300) are in range, or 0 to switch the cap off.',
  messages: {
    outOfRange: '`{{name}}` is {{value}}; it takes {{min}} to {{max}}, or 0 to switch the cap off.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        for (const [name, range] of MEMBERS) {
          const value = numberMember(job, name);
          // A fraction is the schema's to report (`integer`).
          if (value === undefined || !Number.isInteger(value) || value === range.off || (value >= range.min && value <= range.max)) continue;
          context.report({
            path: [...job.path, name],
            messageId: 'outOfRange',
            data: { name, value: grouped(value), min: grouped(range.min), max: grouped(range.max) },
          });
        }
      },
    };
  },
});
