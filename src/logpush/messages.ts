/**
 * Message templates and catalogue of the `logpull_options` and
 * `destination_conf` problem codes (future rules `logpush/<code>`). Messages
 * never quote the value of a credential.
 */
import { problemFactory } from '../logfilter/problem.js';

const FIELD_MESSAGES = {
  unknownField: '`{{field}}` is not a field of the `{{dataset}}` dataset',
  unknownFieldSuggestion: '`{{field}}` is not a field of the `{{dataset}}` dataset; did you mean `{{suggestion}}`?',
  otherDataset: '`{{field}}` is a field of `{{otherDataset}}`, not of the `{{dataset}}` dataset',
  removedField: '`{{field}}` was removed from `{{dataset}}` on {{removed}}; use `{{replacement}}`',
  removedFieldNoReplacement: '`{{field}}` was removed from `{{dataset}}` on {{removed}} and has no replacement',
} as const;

export const LOGPUSH_MESSAGES = {
  'logpull-options': {
    tooLong: 'logpull_options is {{length}} characters long, more than the limit of {{max}}',
    leadingQuestionMark: 'logpull_options starts with `?`: write the options without it',
    emptyOption: 'empty option: remove the extra `&`',
    missingValue: 'option `{{name}}` has no value: write `{{name}}=…`',
    unknownOption: 'unknown option `{{name}}`; logpull_options knows {{options}}',
    unknownOptionSuggestion: 'unknown option `{{name}}`; did you mean `{{suggestion}}`?',
    duplicateOption: 'option `{{name}}` is given more than once',
    emptyFields: '`fields` lists no field',
    emptyField: 'empty field name in `fields`: remove the extra `,`',
    fieldWhitespace: 'spaces around `{{field}}`: the names in `fields` are separated by `,` alone',
    ...FIELD_MESSAGES,
    badTimestamps: 'unknown timestamps format `{{value}}`; use {{formats}}',
    badTimestampsSuggestion: 'unknown timestamps format `{{value}}`; did you mean `{{suggestion}}`?',
    badSample: '`sample` is a fraction greater than 0 and at most 1, found `{{value}}`',
    badBoolean: '`{{name}}` takes `true` or `false`, found `{{value}}`',
  },
  'output-deprecated-field': {
    deprecated: '`{{field}}` is deprecated in `{{dataset}}`',
    deprecatedWithReplacement: '`{{field}}` is deprecated in `{{dataset}}`; use `{{replacement}}`',
  },
  'output-options': {
    sampleRate: '`sample_rate` is a fraction greater than 0 and at most 1, found {{value}}',
    duplicateField: '`{{field}}` is listed more than once in `field_names`',
    ...FIELD_MESSAGES,
  },
  'record-template': {
    unclosedAction: 'the template action opened here by `{{open}}` is never closed by `{{close}}`',
    emptyAction: 'empty template action `{{open}}{{close}}`: write a field such as `{{example}}`',
    unsupportedAction:
      'unsupported template action `{{action}}`: record_template allows only a field (`{{example}}`), a quoted string and a comment; no functions, pipelines, conditionals or loops',
    ...FIELD_MESSAGES,
    fieldNotListed: '`{{field}}` is not in `field_names`: the template renders it as `null`',
  },
  'destination': {
    empty: 'destination_conf is empty',
    tooLong: 'destination_conf is {{length}} characters long, more than the limit of {{max}}',
    surroundingWhitespace: 'destination_conf has spaces around the URL',
    missingScheme: 'destination_conf has no scheme: it starts with one such as `s3://` (the known schemes are {{schemes}})',
    malformedScheme: 'expected `://` after the scheme `{{scheme}}`',
    schemeCase: 'write the scheme in lower case: `{{suggestion}}`',
    insecureScheme: 'log push delivers over TLS only: write `https://`, not `http://`',
    missingAddress: 'the {{label}} destination has no {{address}} after `{{scheme}}://`',
    bucketUppercase: 'bucket name `{{bucket}}` has upper-case letters; {{label}} bucket names use {{allowed}}',
    bucketUnderscore: 'bucket name `{{bucket}}` has `_`; {{label}} bucket names use {{allowed}}',
    bucketCharacter: 'bucket name `{{bucket}}` has {{character}}; {{label}} bucket names use {{allowed}}',
    bucketEdge: 'bucket name `{{bucket}}` must start and end with a letter or digit',
    bucketLength: 'bucket name `{{bucket}}` is {{length}} characters long; {{label}} bucket names have {{min}} to {{max}}',
    credentialPath: 'the {{label}} destination has the form `{{format}}`',
    unknownPlaceholder: 'unknown placeholder `{{placeholder}}`; the path placeholder is `{DATE}`',
    missingParameter: 'the {{label}} destination needs the parameter `{{name}}`',
    missingOneOf: 'the {{label}} destination needs {{choices}}',
    incompleteGroup: '`{{name}}` needs `{{other}}` as well',
    requiresParameter: '`{{name}}` is used only together with `{{other}}`',
    unknownParameter: 'unknown parameter `{{name}}` for the {{label}} destination; known: {{known}}',
    unknownParameterSuggestion: 'unknown parameter `{{name}}` for the {{label}} destination; did you mean `{{suggestion}}`?',
    duplicateParameter: 'parameter `{{name}}` is given more than once',
    emptyParameter: 'empty parameter: remove the extra `&`',
    missingParameterValue: 'parameter `{{name}}` has no value',
    badParameterValue: '`{{name}}` takes {{values}}, found `{{value}}`',
    endpointHostOnly: '`endpoint` takes a host name only: remove `{{found}}`',
    emptyHeaderName: '`{{prefix}}` is followed by no header name',
  },
  'destination-secret': {
    clearTextParameter: '`{{name}}` holds a credential in clear text: write a reference such as `{{reference}}`',
    clearTextUserinfo: 'the URL carries credentials before `@` in clear text: write a reference such as `{{reference}}`',
    clearTextPath: 'the {{label}} path ends in a credential in clear text: write a reference such as `{{reference}}`',
  },
  'destination-unknown-scheme': {
    unknownScheme: 'unknown destination scheme `{{scheme}}`; edgelint knows {{schemes}}',
    unknownSchemeSuggestion: 'unknown destination scheme `{{scheme}}`; did you mean `{{suggestion}}`?',
  },
} as const;

export type LogpushCode = keyof typeof LOGPUSH_MESSAGES;

export const logpushProblem = problemFactory<typeof LOGPUSH_MESSAGES>();
