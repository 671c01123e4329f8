import { defineRule } from '../../src/engine/rule.js';
import { LOGPUSH_MESSAGES } from '../../src/logpush/messages.js';
import { destinationOf, reportValueProblems } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/destination-secret',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'Credentials in `destination_conf` (keys, tokens, passwords, signatures) are `${NAME}` references supplied at apply time, never clear text; the message never repeats the secret.',
  messages: LOGPUSH_MESSAGES['destination-secret'],
  hasSuggestions: true,
  // A secret in clear text must leave the repository, not be carried in the suppressions file.
  bulkSuppressible: false,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        const destination = destinationOf(context, job);
        if (destination) reportValueProblems(context, destination.path, destination.analysis.problems, 'destination-secret');
      },
    };
  },
});
