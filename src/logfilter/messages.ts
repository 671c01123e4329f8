/**
 * Message templates and the catalogue of the log filter problem codes. Each
 * code is a future rule `logpush/<code>`; the rule re-uses the templates of its
 * code as `meta.messages`.
 */
import type { JsonSyntaxMessageId } from './json-parser.js';
import { problemFactory } from './problem.js';

const SYNTAX_MESSAGES = {
  unexpectedEnd: 'the filter ends where {{expected}} was expected',
  unclosed: '`{{open}}` is never closed: the filter ends before its `{{close}}`',
  expectedValue: 'expected a JSON value, found {{found}}',
  expectedKey: 'expected a member name in double quotes, found {{found}}',
  unquotedKey: 'member names must be in double quotes: write `"{{name}}"`',
  singleQuotes: 'JSON strings use double quotes, not single quotes',
  expectedColon: 'expected `:` after the member name `"{{key}}"`, found {{found}}',
  expectedCommaOrBrace: 'expected `,` or `}` after a member, found {{found}}',
  expectedCommaOrBracket: 'expected `,` or `]` after an array element, found {{found}}',
  trailingComma: 'trailing comma: JSON allows no `,` before `{{close}}`',
  unterminatedString: 'unterminated string: no closing `"` before the end of the filter',
  controlCharacter: 'raw control character {{char}} inside a string: write it as `{{escape}}`',
  invalidEscape: 'invalid escape `{{escape}}`: JSON strings know `\\"`, `\\\\`, `\\/`, `\\b`, `\\f`, `\\n`, `\\r`, `\\t` and `\\uXXXX`',
  invalidUnicodeEscape: 'invalid escape `{{escape}}`: `\\u` takes exactly four hexadecimal digits',
  invalidNumber: 'invalid number `{{text}}`: {{reason}}',
  unknownWord: '`{{word}}` is not a JSON value: strings need double quotes, and the literals are `true`, `false` and `null`',
  comment: 'JSON does not allow comments',
  strayBackslash: 'backslash outside a string: the quotes look escaped twice (`\\"`); the filter string must hold plain JSON',
  trailingText: 'unexpected {{found}} after the end of the filter object',
} as const satisfies Record<JsonSyntaxMessageId, string>;

export const LOGFILTER_MESSAGES = {
  'filter-syntax': SYNTAX_MESSAGES,
  'filter-not-string': {
    notString: 'the filter must be a string holding JSON, not {{type}}',
  },
  'filter-structure': {
    notObject: 'the filter must be a JSON object `{"where": …}`, found {{found}}',
    doubleEncoded: 'the filter is a JSON string that holds JSON: it was encoded twice',
    missingWhere: 'the filter has no `where` member: the conditions go inside `{"where": …}`',
    nodeNotObject: '{{context}} must be an object (`and`, `or` or a condition), found {{found}}',
    emptyNode: 'empty object in {{context}}: write a condition `{"key", "operator", "value"}` or `and`/`or`',
    mixedNode: '`{{name}}` cannot be combined with `{{other}}` in one object: a node is exactly one of `and`, `or` or a condition',
    combinatorNotArray: '`{{name}}` must hold an array of conditions, found {{found}}',
    emptyCombinator: '`{{name}}` holds no conditions',
    missingMember: 'the condition has no `{{name}}`: a condition is exactly `{"key", "operator", "value"}`',
    unknownMember: 'unexpected member `{{name}}` in {{context}}',
    unknownMemberSuggestion: 'unexpected member `{{name}}` in {{context}}; did you mean `{{suggestion}}`?',
    duplicateMember: 'duplicate member `{{name}}`: only the last one counts',
    memberNotString: '`{{name}}` must be a string, found {{found}}',
  },
  'filter-unknown-field': {
    unknownField: '`{{field}}` is not a field of the `{{dataset}}` dataset',
    unknownFieldSuggestion: '`{{field}}` is not a field of the `{{dataset}}` dataset; did you mean `{{suggestion}}`?',
    otherDataset: '`{{field}}` is a field of `{{otherDataset}}`, not of the `{{dataset}}` dataset',
    removedField: '`{{field}}` was removed from `{{dataset}}` on {{removed}}; use `{{replacement}}`',
    removedFieldNoReplacement: '`{{field}}` was removed from `{{dataset}}` on {{removed}} and has no replacement',
  },
  'filter-deprecated-field': {
    deprecated: '`{{field}}` is deprecated in `{{dataset}}`',
    deprecatedWithReplacement: '`{{field}}` is deprecated in `{{dataset}}`; use `{{replacement}}`',
  },
  'filter-unfilterable-field': {
    objectField: '`{{field}}` is an object field and cannot be filtered',
    excludedField: '`{{field}}` cannot be filtered in `{{dataset}}`',
  },
  'filter-operator': {
    unknownOperator: 'unknown operator `{{operator}}`; the operators are {{operators}}',
    unknownOperatorSuggestion: 'unknown operator `{{operator}}`; did you mean `{{suggestion}}`?',
    operatorAlias: 'unknown operator `{{operator}}`: the filter language writes it `{{suggestion}}`',
  },
  'filter-operator-type': {
    operatorNotForType: '`{{operator}}` cannot be used on `{{field}}`, a field of type {{column}}; {{column}} fields take {{allowed}}',
  },
  'filter-value-type': {
    expectedString: 'the value of `{{operator}}` is written as a string: `"{{raw}}"`',
    expectedScalar: 'the value of `{{operator}}` must be a string, found {{found}}',
    expectedArray: 'the value of `{{operator}}` must be a JSON array, found {{found}}',
    expectedArrayFromList: 'the value of `{{operator}}` must be a JSON array, not a comma-separated string: write `{{suggestion}}`',
    emptySet: '`{{operator}}` with an empty array is {{outcome}}',
    notInt: '`{{value}}` is not a whole number: `{{field}}` is an Int field',
    notNumber: '`{{value}}` is not a number: `{{field}}` is a numeric field',
    notBool: '`{{value}}` is not a boolean: `{{field}}` is a Bool field and takes `"true"` or `"false"`',
    notTimestamp: '`{{value}}` is not a timestamp: `{{field}}` takes a whole number or an RFC 3339 date-time',
    elementType: 'element {{found}} of `{{operator}}` must be {{expected}}: `{{field}}` is of type {{type}}',
    elementQuotedNumber: 'element `{{raw}}` of `{{operator}}` is a string, but `{{field}}` is a numeric field: write the number `{{number}}`',
  },
  'filter-contradiction': {
    contradiction: '`{{key}} {{condition}}` can never be true together with `{{key}} {{other}}` in the same `and`',
  },
  'filter-limits': {
    tooManyOperators: 'the filter has {{count}} operators (one per condition; `and`/`or` are not counted), more than the limit of {{max}}',
    tooManyBytes: 'the filter is {{size}} bytes long (UTF-8), more than the limit of {{max}}',
  },
} as const;

export type FilterCode = keyof typeof LOGFILTER_MESSAGES;

export const filterProblem = problemFactory<typeof LOGFILTER_MESSAGES>();
