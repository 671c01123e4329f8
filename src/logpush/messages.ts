/**
 * Message templates and catalogue of the `logpull_options` and
 * `destination_conf` problem codes (future rules `logpush/<code>`). Messages
 * never quote the value of a credential.
 */
import { FIELD_MESSAGES } from '../logfilter/messages.js';
import { problemFactory } from '../logfilter/problem.js';

export const LOGPUSH_MESSAGES = {
  'logpull-options': {
    tooLong: '`logpull_options` is {{length}} characters long, more than the limit of {{max}}.',
    leadingQuestionMark: '`logpull_options` starts with `?`; write the options without it.',
    emptyOption: 'Empty option; remove the extra `&`.',
    missingValue: 'Option `{{name}}` has no value; write `{{name}}=…`.',
    unknownOption: 'Unknown option `{{name}}`; the options are {{options}}.',
    unknownOptionSuggestion: 'Unknown option `{{name}}`; did you mean `{{suggestion}}`?',
    duplicateOption: 'Option `{{name}}` is given more than once.',
    emptyFields: '`fields` lists no field.',
    emptyField: 'Empty field name in `fields`; remove the extra `,`.',
    fieldWhitespace: 'Spaces around `{{field}}`; separate the names in `fields` with `,` alone.',
    ...FIELD_MESSAGES,
    badTimestamps: 'Unknown timestamps format `{{value}}`; use {{formats}}.',
    badTimestampsSuggestion: 'Unknown timestamps format `{{value}}`; did you mean `{{suggestion}}`?',
    badSample: '`sample` must be a fraction greater than 0 and at most 1, not `{{value}}`.',
    badBoolean: '`{{name}}` takes `true` or `false`, not `{{value}}`.',
  },
  'output-deprecated-field': {
    deprecated: '`{{field}}` is deprecated in `{{dataset}}`.',
    deprecatedWithReplacement: '`{{field}}` is deprecated in `{{dataset}}`; use `{{replacement}}`.',
  },
  'output-options': {
    sampleRate: '`sample_rate` must be a fraction greater than 0 and at most 1, not {{value}}.',
    duplicateField: '`{{field}}` is listed more than once in `field_names`.',
    ...FIELD_MESSAGES,
  },
  'record-template': {
    unclosedAction: 'The template action opened by `{{open}}` is never closed by `{{close}}`.',
    emptyAction: 'Empty template action `{{open}}{{close}}`; write a field such as `{{example}}`.',
    unsupportedAction:
      'Unsupported template action; write a field such as `{{example}}`, a quoted string or a comment.',
    ...FIELD_MESSAGES,
    fieldNotListed: '`{{field}}` is not in `field_names`, so the template renders it as `null`.',
  },
  'destination': {
    empty: '`destination_conf` is empty.',
    tooLong: '`destination_conf` is {{length}} characters long, more than the limit of {{max}}.',
    surroundingWhitespace: '`destination_conf` has spaces around the URL.',
    missingScheme: '`destination_conf` has no scheme such as `s3://`.',
    malformedScheme: 'Expected `://` after the scheme `{{scheme}}`.',
    schemeCase: 'The scheme must be in lower case; write `{{suggestion}}`.',
    insecureScheme: 'Log push delivers over TLS only; write `https://`, not `http://`.',
    missingAddress: 'The {{label}} destination has no {{address}} after `{{scheme}}://`.',
    bucketUppercase: 'Bucket name `{{bucket}}` has upper-case letters; use {{allowed}}.',
    bucketUnderscore: 'Bucket name `{{bucket}}` has `_`; use {{allowed}}.',
    bucketCharacter: 'Bucket name `{{bucket}}` has {{character}}; use {{allowed}}.',
    bucketEdge: 'Bucket name `{{bucket}}` must start and end with a letter or digit.',
    bucketLength: 'Bucket name `{{bucket}}` has {{characters}}; use {{min}} to {{max}}.',
    credentialPath: 'The {{label}} destination has the form `{{format}}`.',
    unknownPlaceholder: 'Unknown placeholder `{{placeholder}}`; the path placeholder is `{DATE}`.',
    missingParameter: 'The {{label}} destination needs {{names}}.',
    unsupportedValue: 'The {{label}} destination does not support `{{name}}={{value}}`.',
    missingOneOf: 'The {{label}} destination needs {{choices}}.',
    incompleteGroup: '`{{name}}` needs `{{other}}` as well.',
    requiresParameter: '`{{name}}` is used only together with `{{other}}`.',
    unknownParameter: 'Unknown parameter `{{name}}` for the {{label}} destination.',
    unknownParameterSuggestion: 'Unknown parameter `{{name}}`; did you mean `{{suggestion}}`?',
    duplicateParameter: 'Parameter `{{name}}` is given more than once.',
    emptyParameter: 'Empty parameter; remove the extra `&`.',
    missingParameterValue: 'Parameter `{{name}}` has no value.',
    badParameterValue: '`{{name}}` takes {{values}}, not `{{value}}`.',
    endpointHostOnly: '`endpoint` takes a host name only; remove `{{found}}`.',
    emptyHeaderName: '`{{prefix}}` is followed by no header name.',
  },
  'destination-secret': {
    clearTextParameter: '`{{name}}` is a clear-text credential; write `{{reference}}` instead.',
    clearTextUserinfo: 'Clear-text credentials before `@`; write `{{reference}}` instead.',
    clearTextPath: 'The {{label}} path ends in a clear-text credential; write `{{reference}}` instead.',
  },
  'destination-unknown-scheme': {
    unknownScheme: 'Unknown destination scheme `{{scheme}}`.',
    unknownSchemeSuggestion: 'Unknown destination scheme `{{scheme}}`; did you mean `{{suggestion}}`?',
  },
} as const;

export type LogpushCode = keyof typeof LOGPUSH_MESSAGES;

export const logpushProblem = problemFactory<typeof LOGPUSH_MESSAGES>();
