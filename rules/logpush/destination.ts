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
        // A manifest job and a create body need a destination (reference §2); a PUT update or a
        // validate/origin body (`job.body`) names one only when it changes it.
        if (!Object.prototype.hasOwnProperty.call(job.value, 'destination_conf') && job.body === undefined) {
          context.report({ ...jobHead(job), messageId: 'missing' });
          return;
        }
        const destination = destinationOf(context, job);
        if (destination) reportValueProblems(context, destination.path, destination.analysis.problems, 'destination');
      },
    };
  },
});
