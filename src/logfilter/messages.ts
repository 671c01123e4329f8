/**
 * Message templates and the catalogue of the log filter problem codes. Each
 * code is a future rule `logpush/<code>`; the rule re-uses the templates of its
 * code as `meta.messages`.
 */
import type { JsonSyntaxMessageId } from './json-parser.js';
import { problemFactory } from './problem.js';

const SYNTAX_MESSAGES = {
  unexpectedEnd: 'The filter ends where {{expected}} was expected.',
  unclosed: '`{{open}}` is never closed; the filter ends before its `{{close}}`.',
  expectedValue: 'Expected a JSON value, found {{found}}.',
  expectedKey: 'Expected a member name in double quotes, found {{found}}.',
  unquotedKey: 'Member names must be in double quotes; write `"{{name}}"`.',
  singleQuotes: 'JSON strings use double quotes, not single quotes.',
  expectedColon: 'Expected `:` after the member name `"{{key}}"`, found {{found}}.',
  expectedCommaOrBrace: 'Expected `,` or `}` after a member, found {{found}}.',
  expectedCommaOrBracket: 'Expected `,` or `]` after an array element, found {{found}}.',
  trailingComma: 'Trailing comma: JSON allows no `,` before `{{close}}`.',
  unterminatedString: 'Unterminated string: no closing `"` before the end of the filter.',
  controlCharacter: 'Raw control character {{char}} inside a string; write it as `{{escape}}`.',
  invalidEscape: 'Invalid escape `{{escape}}`; JSON knows `\\"`, `\\\\`, `\\/`, `\\b`, `\\f`, `\\n`, `\\r`, `\\t` and `\\uXXXX`.',
  invalidUnicodeEscape: 'Invalid escape `{{escape}}`: `\\u` takes exactly four hexadecimal digits.',
  invalidNumber: 'Invalid number `{{text}}`: {{reason}}.',
  unknownWord: '`{{word}}` is not a JSON value; strings need double quotes.',
  notJsonFilter: '`{{word}}` starts an expression; a filter is JSON, `{"where": …}`.',
  comment: 'JSON does not allow comments.',
  strayBackslash: 'Backslash outside a string: the quotes look escaped twice (`\\"`).',
  trailingText: 'Unexpected {{found}} after the end of the filter object.',
} as const satisfies Record<JsonSyntaxMessageId, string>;

/** Field names checked against a dataset: in a filter, in `output_options`, `logpull_options` and `record_template`. */
export const FIELD_MESSAGES = {
  unknownField: '`{{field}}` is not a field of the `{{dataset}}` dataset.',
  unknownFieldSuggestion: '`{{field}}` is not a field of `{{dataset}}`; did you mean `{{suggestion}}`?',
  otherDataset: '`{{field}}` is a field of `{{otherDataset}}`, not of `{{dataset}}`.',
  removedField: '`{{field}}` was removed from `{{dataset}}` on {{removed}}; use `{{replacement}}`.',
  removedFieldNoReplacement: '`{{field}}` was removed from `{{dataset}}` on {{removed}}, with no replacement.',
} as const;

export const LOGFILTER_MESSAGES = {
  'filter-syntax': SYNTAX_MESSAGES,
  'filter-not-string': {
    notString: 'The filter must be a string holding JSON, not {{type}}.',
  },
  'filter-structure': {
    notObject: 'The filter must be a JSON object `{"where": …}`, found {{found}}.',
    doubleEncoded: 'The filter is a JSON string holding JSON; it was encoded twice.',
    missingWhere: 'The filter has no `where` member; put the conditions inside `{"where": …}`.',
    nodeNotObject: 'Expected an object (`and`, `or` or a condition) in {{context}}, found {{found}}.',
    emptyNode: 'Empty object in {{context}}; write a condition or an `and`/`or`.',
    mixedNode: '`{{name}}` cannot share an object with `{{other}}`; a node is `and`, `or` or a condition.',
    combinatorNotArray: '`{{name}}` must hold an array of conditions, found {{found}}.',
    emptyCombinator: '`{{name}}` holds no conditions.',
    missingMember: 'The condition has no {{names}}; a condition is `{"key", "operator", "value"}`.',
    unknownMember: 'Unexpected member `{{name}}` in {{context}}.',
    unknownMemberSuggestion: 'Unexpected member `{{name}}` in {{context}}; did you mean `{{suggestion}}`?',
    duplicateMember: 'Duplicate member `{{name}}`; only the last one counts.',
    memberNotString: '`{{name}}` must be a string, found {{found}}.',
  },
  'filter-unknown-field': FIELD_MESSAGES,
  'filter-deprecated-field': {
    deprecated: '`{{field}}` is deprecated in `{{dataset}}`.',
    deprecatedWithReplacement: '`{{field}}` is deprecated in `{{dataset}}`; use `{{replacement}}`.',
  },
  'filter-unfilterable-field': {
    objectField: '`{{field}}` is an object field and cannot be filtered.',
    excludedField: '`{{field}}` cannot be filtered in `{{dataset}}`.',
  },
  'filter-operator': {
    unknownOperator: 'Unknown filter operator `{{operator}}`.',
    unknownOperatorSuggestion: 'Unknown filter operator `{{operator}}`; did you mean `{{suggestion}}`?',
    operatorAlias: 'Unknown filter operator `{{operator}}`; the filter language writes it `{{suggestion}}`.',
  },
  'filter-operator-type': {
    operatorNotForType: '`{{operator}}` cannot be used on {{column}} field `{{field}}`.',
  },
  'filter-value-type': {
    expectedString: 'The value of `{{operator}}` must be written as a string: `"{{raw}}"`.',
    expectedScalar: 'The value of `{{operator}}` must be a string, found {{found}}.',
    expectedArray: 'The value of `{{operator}}` must be a JSON array, found {{found}}.',
    expectedArrayFromList: 'The value of `{{operator}}` must be a JSON array; write `{{suggestion}}`.',
    emptySet: '`{{operator}}` with an empty array is {{outcome}}.',
    notInt: '`{{value}}` is not a whole number; `{{field}}` is an Int field.',
    notNumber: '`{{value}}` is not a number; `{{field}}` is a numeric field.',
    notBool: '`{{value}}` is not a boolean; Bool field `{{field}}` takes `"true"` or `"false"`.',
    notTimestamp: '`{{value}}` is not a timestamp; `{{field}}` takes a Unix time or an RFC 3339 date-time.',
    elementType: 'Element {{found}} of `{{operator}}` must be {{expected}}; `{{field}}` is of type {{type}}.',
    elementQuotedNumber: 'Element `{{raw}}` of `{{operator}}` is a string, but `{{field}}` is numeric; write `{{number}}`.',
  },
  'filter-contradiction': {
    contradiction: 'This condition contradicts `{{key}} {{other}}` in the same `and`.',
  },
  'filter-limits': {
    tooManyOperators: 'The filter has {{count}} operators, more than the limit of {{max}}.',
    tooManyBytes: 'The filter is {{size}} bytes long (UTF-8), more than the limit of {{max}}.',
  },
} as const;

export type FilterCode = keyof typeof LOGFILTER_MESSAGES;

export const filterProblem = problemFactory<typeof LOGFILTER_MESSAGES>();
