import { defineRule } from '../../src/engine/rule.js';
import { LOGPUSH_MESSAGES } from '../../src/logpush/messages.js';
import { destinationOf, reportValueProblems } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/destination-unknown-scheme',
  type: 'problem',
  defaultSeverity: 'warn',
  description: '`destination_conf` uses a scheme edgelint knows (`s3`, `r2`, `gs`, `azure`, `https`, `datadog`, `splunk`, `sentinelone`, `sumo`, `kinesis`, `ibmcl`, `bq`); other destinations exist whose formats are not collected, so this is a warning.',
  messages: LOGPUSH_MESSAGES['destination-unknown-scheme'],
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        const destination = destinationOf(context, job);
        if (destination) reportValueProblems(context, destination.path, destination.analysis.problems, 'destination-unknown-scheme');
      },
    };
  },
});
