import { defineRule } from '../../src/engine/rule.js';
import { LOGPUSH_MESSAGES } from '../../src/logpush/messages.js';
import { destinationOf, jobHead, reportValueProblems } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/destination',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A job has a `destination_conf`, and it follows the format of its scheme: address, path, required and known parameters, valid values.',
  messages: {
    missing: 'The job has no `destination_conf`; write the URL of its destination.',
    ...LOGPUSH_MESSAGES.destination,
  },
  fixable: true,
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        // A job update (PUT) may leave the destination out, but such a body names no dataset either, so
        // it is not recognised as a job; a manifest job and a create body need one (reference §2).
        if (!Object.prototype.hasOwnProperty.call(job.value, 'destination_conf')) {
          context.report({ ...jobHead(job), messageId: 'missing' });
          return;
        }
        const destination = destinationOf(context, job);
        if (destination) reportValueProblems(context, destination.path, destination.analysis.problems, 'destination');
      },
    };
  },
});
