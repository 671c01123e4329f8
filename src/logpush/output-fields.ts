/**
 * Whether a field a job outputs (`fields` of `logpull_options`,
 * `output_options.field_names`, a `{{ .Field }}` of `record_template`) is a
 * field of the job's dataset: unknown (with did-you-mean), of another
 * dataset, removed (with its replacement) or deprecated. Shared by the
 * analysers so the three places say the same thing in the same words.
 */
import { datasetIndex, datasetsWithField } from '../data/logpush-datasets.js';
import { quoteForMessage } from '../logfilter/problem.js';
import { didYouMean } from '../text/did-you-mean.js';

/** Message ids of an output field that is not a field of the dataset (templates in `messages.ts`, `FIELD_MESSAGES`). */
export type UnknownFieldMessageId = 'unknownField' | 'unknownFieldSuggestion' | 'otherDataset' | 'removedField' | 'removedFieldNoReplacement';

export type OutputFieldVerdict =
  | {
      readonly kind: 'unknown';
      readonly messageId: UnknownFieldMessageId;
      readonly data: Readonly<Record<string, string>>;
      /** The name to write instead, when there is one (a suggestion, never applied automatically). */
      readonly replacement?: string;
    }
  | {
      readonly kind: 'deprecated';
      readonly messageId: 'deprecated' | 'deprecatedWithReplacement';
      readonly data: Readonly<Record<string, string>>;
      readonly replacement?: string;
    };

/**
 * What is wrong with output field `name` of `dataset`; `undefined` when it is
 * a current field, or when edgelint has no field table for the dataset.
 */
export function checkOutputField(name: string, dataset: string | undefined): OutputFieldVerdict | undefined {
  const index = datasetIndex(dataset);
  if (!index || dataset === undefined) return undefined;
  const field = index.field(name);
  if (field) {
    if (!field.deprecated) return undefined;
    const replacement = field.deprecated.replacement;
    return replacement
      ? { kind: 'deprecated', messageId: 'deprecatedWithReplacement', data: { field: name, dataset, replacement }, replacement }
      : { kind: 'deprecated', messageId: 'deprecated', data: { field: name, dataset } };
  }
  const removed = index.removed(name);
  if (removed) {
    return removed.replacement
      ? { kind: 'unknown', messageId: 'removedField', data: { field: name, dataset, removed: removed.removed, replacement: removed.replacement }, replacement: removed.replacement }
      : { kind: 'unknown', messageId: 'removedFieldNoReplacement', data: { field: name, dataset, removed: removed.removed } };
  }
  const other = datasetsWithField(name).find((d) => d !== dataset);
  if (other) return { kind: 'unknown', messageId: 'otherDataset', data: { field: name, dataset, otherDataset: other } };
  const suggestion = didYouMean(name, index.fieldNames);
  const shown = quoteForMessage(name);
  return suggestion
    ? { kind: 'unknown', messageId: 'unknownFieldSuggestion', data: { field: shown, dataset, suggestion }, replacement: suggestion }
    : { kind: 'unknown', messageId: 'unknownField', data: { field: shown, dataset } };
}
