/** Public API of the log push analysers for `logpull_options` and `destination_conf`. */
export {
  analyzeDestination,
  type DestinationAnalysis,
  type DestinationParameterInfo,
  type ParsedDestination,
} from './destination.js';
export {
  analyzeLogpullOptions,
  type EquivalentOutputOptions,
  type LogpullOptionsAnalysis,
  type LogpullOptionsAnalysisOptions,
} from './logpull-options.js';
export { LOGPUSH_MESSAGES, type LogpushCode } from './messages.js';
export { checkOutputField, type OutputFieldVerdict, type UnknownFieldMessageId } from './output-fields.js';
export { analyzeRecordTemplate, type RecordTemplateAnalysis, type RecordTemplateOptions } from './record-template.js';
export { parseQuery, type ParsedQuery, type QueryParameter } from './query-string.js';
export { isSecretReference } from './secret-reference.js';
