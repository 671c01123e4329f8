import { defineRule } from '../../src/engine/rule.js';
import { DESTINATION_SCHEMES, type DestinationUploadCap } from '../../src/data/logpush-destinations.js';
import { UPLOAD_LIMITS, type RangeOrOff } from '../../src/data/logpush-limits.js';
import { destinationOf, numberMember } from '../../src/logpush/rule-support.js';

const MEMBERS: readonly (readonly [string, RangeOrOff, 'maxUploadBytes' | undefined])[] = [
  ['max_upload_bytes', UPLOAD_LIMITS.maxUploadBytes, 'maxUploadBytes'],
  ['max_upload_records', UPLOAD_LIMITS.maxUploadRecords, undefined],
  ['max_upload_interval_seconds', UPLOAD_LIMITS.maxUploadIntervalSeconds, undefined],
];

/** `5000000` → `5,000,000`: limits are easier to compare with separators. */
function grouped(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export default defineRule({
  id: 'logpush/upload-limits',
  type: 'problem',
  defaultSeverity: 'error',
  description:
    'The batch caps `max_upload_bytes` (5,000,000–1,000,000,000), `max_upload_records` (1,000–1,000,000) and `max_upload_interval_seconds` (30–300) are in range, or 0 to switch the cap off; a destination with its own cap (IBM Cloud Logs: 2 MB) narrows the range.',
  messages: {
    outOfRange: '`{{name}}` is {{value}}; it takes {{min}} to {{max}}, or 0 to switch the cap off.',
    destinationCap: '`{{name}}` is {{value}}; this destination takes {{min}} to {{max}}, or 0.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        const kind = destinationOf(context, job)?.analysis.destination?.kind;
        const caps = kind === undefined ? undefined : DESTINATION_SCHEMES.find((d) => d.kind === kind)?.uploadCaps;
        for (const [name, general, capName] of MEMBERS) {
          const value = numberMember(job, name);
          const cap: DestinationUploadCap | undefined = capName === undefined ? undefined : caps?.[capName];
          const range = cap ?? general;
          // A fraction is the schema's to report (`integer`).
          if (value === undefined || !Number.isInteger(value) || value === general.off || (value >= range.min && value <= range.max)) continue;
          const data = { name, value: grouped(value), min: grouped(range.min), max: grouped(range.max) };
          if (cap) context.report({ path: [...job.path, name], messageId: 'destinationCap', data: { ...data, reason: cap.reason } });
          else context.report({ path: [...job.path, name], messageId: 'outOfRange', data });
        }
      },
    };
  },
});
