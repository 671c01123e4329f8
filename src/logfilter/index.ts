/** Public API of the log filter analysers (used by the `rules/logpush/filter-*` rules). */
export { analyzeFilter, type FilterAnalysis, type FilterAnalysisOptions } from './analyze-filter.js';
export {
  byteLimitSpan,
  checkFilterLimits,
  operatorLimitSpan,
  utf8ByteLength,
  type FilterLimitOptions,
  type FilterMeasurements,
} from './filter-limits.js';
export { parseJson, type JsonParseOptions, type JsonParseResult, type JsonSyntaxError, type JsonSyntaxMessageId } from './json-parser.js';
export { memberNamed, toPlainJson, type JsonNode, type PlainJson } from './json-tree.js';
export type { JsonArray, JsonBoolean, JsonMember, JsonNull, JsonNumber, JsonObject, JsonScalar, JsonSpan, JsonString } from './json-tree.js';
export { LOGFILTER_MESSAGES, type FilterCode } from './messages.js';
export type { Span } from './problem.js';
export { notStringFilter, serializeFilter, type NotStringFilter } from './serialize-filter.js';
