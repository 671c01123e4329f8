import { defineRule } from '../../src/engine/rule.js';
import { valueAt } from '../../src/model/value-at.js';
import { ACCOUNT_ONLY_DATASETS, DATASET_OPTIONS, isKnownDataset, LOGPUSH_DATASETS, ZONE_ONLY_DATASETS } from '../../src/data/logpush-datasets.js';
import { quoteForMessage } from '../../src/logfilter/problem.js';
import { didYouMean } from '../../src/text/did-you-mean.js';

export default defineRule({
  id: 'logpush/known-dataset',
  type: 'problem',
  defaultSeverity: 'error',
  description:
    'A job\'s `dataset` is one of the log push datasets, pushed by a job of its scope (a zone dataset such as `http_requests` by a zone, an account dataset such as `gateway_dns` by the account), and the job turns on only the options its dataset offers (`filter_attack_traffic`, `merge_subrequests`).',
  messages: {
    unknown: 'Unknown dataset `{{dataset}}`.',
    unknownSuggestion: 'Unknown dataset `{{dataset}}`; did you mean `{{suggestion}}`?',
    zoneDataset: 'The `{{dataset}}` dataset belongs to a zone; move this job to the zone\'s `logpush_jobs`.',
    accountDataset: '`{{dataset}}` is an account dataset; push it with an account job, not a zone job.',
    optionDataset: '`{{option}}` is not offered for the `{{dataset}}` dataset; remove it.',
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
        if (job.scope?.kind === 'zone' && ACCOUNT_ONLY_DATASETS.includes(dataset)) context.report({ path, messageId: 'accountDataset', data: { dataset } });
        for (const option of DATASET_OPTIONS) {
          // Only an option turned on: `false` asks for nothing the dataset lacks.
          if (option.datasets.includes(dataset) || valueAt(job.value, option.path) !== true) continue;
          context.report({ path: [...job.path, ...option.path], target: 'key', messageId: 'optionDataset', data: { option: option.path[option.path.length - 1]!, dataset } });
        }
      },
    };
  },
});
