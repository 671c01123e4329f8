import { defineRule } from '../../src/engine/rule.js';
import { isKnownDataset, LOGPUSH_DATASETS, ZONE_ONLY_DATASETS } from '../../src/data/logpush-datasets.js';
import { quoteForMessage } from '../../src/logfilter/problem.js';
import { didYouMean } from '../../src/text/did-you-mean.js';

export default defineRule({
  id: 'logpush/known-dataset',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A job\'s `dataset` is one of the log push datasets, and a zone dataset (`http_requests`) is pushed by a zone job.',
  messages: {
    unknown: 'Unknown dataset `{{dataset}}`.',
    unknownSuggestion: 'Unknown dataset `{{dataset}}`; did you mean `{{suggestion}}`?',
    zoneDataset: 'The `{{dataset}}` dataset belongs to a zone; move this job to the zone\'s `logpush_jobs`.',
  },
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        const dataset = job.dataset;
        if (dataset === undefined) return;
        const path = [...job.path, 'dataset'];
        if (!isKnownDataset(dataset)) {
          const suggestion = didYouMean(dataset, LOGPUSH_DATASETS);
          if (suggestion === undefined) context.report({ path, messageId: 'unknown', data: { dataset: quoteForMessage(dataset) } });
          else {
            context.report({
              path,
              messageId: 'unknownSuggestion',
              data: { dataset: quoteForMessage(dataset), suggestion },
              suggest: [{ desc: `Use \`${suggestion}\``, fix: { start: 0, end: dataset.length, text: suggestion } }],
            });
          }
          return;
        }
        if (job.scope?.kind === 'account' && ZONE_ONLY_DATASETS.includes(dataset)) context.report({ path, messageId: 'zoneDataset', data: { dataset } });
      },
    };
  },
});
