import { defineRule } from '../../src/engine/rule.js';
import { MAX_JOBS_PER_ZONE } from '../../src/data/logpush-limits.js';
import type { LogpushJobModel, Path } from '../../src/model/types.js';
import { jobHead } from '../../src/logpush/rule-support.js';

export interface JobsPerZoneOptions {
  /** Most log push jobs one zone may have (reference §3: 4). */
  readonly maxJobs: number;
}

/** Where to point at a job: its name, else where it starts. */
function jobLocation(job: LogpushJobModel): { path: Path; target?: 'key' } {
  return typeof job.value['name'] === 'string' ? { path: [...job.path, 'name'] } : jobHead(job);
}

export default defineRule<JobsPerZoneOptions>({
  id: 'logpush/jobs-per-zone',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A zone has at most 4 log push jobs; creating a 5th fails with "exceeded max jobs allowed".',
  messages: {
    tooMany: '{{zone}} has {{count}} log push jobs, more than the limit of {{max}}.',
  },
  schema: {
    type: 'object',
    properties: { maxJobs: { type: 'integer', minimum: 1, description: 'Most log push jobs a zone may have.' } },
    additionalProperties: false,
  },
  defaultOptions: { maxJobs: MAX_JOBS_PER_ZONE },
  create(context) {
    const max = context.options.maxJobs;
    return {
      scope(scope) {
        if (scope.kind !== 'zone' || scope.logpushJobs.length <= max) return;
        const zone = scope.name ?? scope.id;
        context.report({
          ...jobLocation(scope.logpushJobs[max]!),
          messageId: 'tooMany',
          data: { zone: zone === undefined ? 'The zone' : `Zone \`${zone}\``, count: scope.logpushJobs.length, max },
        });
      },
    };
  },
});
