import { defineRule } from '../../src/engine/rule.js';
import { EDGE_JOB } from '../../src/data/logpush-limits.js';
import { numberMember } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/edge-job',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'An Edge Log Delivery job (`kind: edge`) pushes the `http_requests` dataset and sets no `max_upload_bytes`.',
  messages: {
    edgeDataset: '`kind: edge` is for the `{{allowed}}` dataset only, not `{{dataset}}`.',
    edgeUploadBytes: '`max_upload_bytes` does not apply to `kind: edge` jobs; remove it or set it to 0.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        if (job.value['kind'] !== EDGE_JOB.kind) return;
        if (job.dataset !== undefined && !EDGE_JOB.datasets.includes(job.dataset)) {
          context.report({ path: [...job.path, 'kind'], messageId: 'edgeDataset', data: { dataset: job.dataset, allowed: EDGE_JOB.datasets.join('`, `') } });
        }
        const bytes = numberMember(job, 'max_upload_bytes');
        if (bytes !== undefined && bytes !== 0) context.report({ path: [...job.path, 'max_upload_bytes'], messageId: 'edgeUploadBytes' });
      },
    };
  },
});
