import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../engine/value-problem.js';
import { applyEdit, at, expectWellFormed, summary } from '../logfilter/__tests__/problem-assertions.js';
import { analyzeDestination } from './destination.js';
import { LOGPUSH_MESSAGES } from './messages.js';

type Expected = readonly [string, string, string, number?] | readonly [string, string, number, number];

function analyse(text: string) {
  const analysis = analyzeDestination(text);
  expectWellFormed(analysis.problems, LOGPUSH_MESSAGES, text);
  return analysis;
}

function expected(text: string, list: readonly Expected[]): [string, string, number, number][] {
  return list.map((e) => {
    if (typeof e[2] === 'number') return [e[0], e[1], e[2], e[3]!];
    const [start, end] = at(text, e[2], e[3] ?? 0);
    return [e[0], e[1], start, end];
  });
}

/** [destination_conf, kind, needsOwnershipChallenge] */
const VALID: readonly (readonly [string, string, boolean | undefined])[] = [
  ['s3://logs-bucket/http?region=us-east-1', 's3', true],
  ['s3://mybucket/logs/{DATE}?region=us-east-1&sse=AES256', 's3', true],
  ['s3://my.logs.bucket?region=eu-west-1', 's3', true],
  ['s3://logs/path?region=nyc3&access-key-id=${SPACES_KEY}&secret-access-key=${SPACES_SECRET}&endpoint=sfo2.digitaloceanspaces.com', 's3', false],
  ['s3://logs?region=us-east-1&access-key-id=${AWS_KEY_ID}&secret-access-key=${AWS_SECRET}', 's3', false],
  ['r2://logs/http/{DATE}?account-id=023e105f4ecef8ad9ca31a8372d0c353&access-key-id=${R2_KEY_ID}&secret-access-key=${R2_SECRET}', 'r2', false],
  ['gs://my-bucket/logs', 'gs', true],
  ['gs://my_bucket', 'gs', true],
  ['azure://myaccount.blob.core.windows.net/logs/{DATE}?sv=2022-11-02&ss=b&srt=co&sp=w&se=2026-01-01T00:00:00Z&sig=${AZURE_SAS_SIG}', 'azure', true],
  ['https://logs.example.com/ingest?header_Authorization=Bearer%20${LOG_TOKEN}&source=cloudflare', 'https', false],
  ['https://logs.example.com:8443/ingest', 'https', false],
  ['https://ingest:${LOG_PASSWORD}@logs.example.com/x', 'https', false],
  ['https://log-api.newrelic.com/log/v1?Api-Key=${NEW_RELIC_KEY}&format=cloudflare', 'newrelic', false],
  ['https://log-api.eu.newrelic.com/log/v1?Api-Key=${NEW_RELIC_KEY}', 'newrelic', false],
  ['datadog://http-intake.logs.datadoghq.com/api/v2/logs?header_DD-API-KEY=${DD_API_KEY}&ddsource=cloudflare&service=web&host=example.com&ddtags=env:prod', 'datadog', false],
  [
    'splunk://prd-p-abc.splunkcloud.com:8088/services/collector/raw?channel=FE0ECFAD-13D5-401B-847D-77833BD77131&insecure-skip-verify=false&sourcetype=cloudflare:json&header_Authorization=Splunk%20${SPLUNK_HEC_TOKEN}',
    'splunk',
    false,
  ],
  ['sumo://endpoint1.collection.us2.sumologic.com/receiver/v1/http/${SUMO_CODE}', 'sumo', true],
  ['kinesis://my-stream?region=us-east-1&sts-assume-role-arn=arn:aws:iam::123456789012:role/logpush&sts-external-id=abc', 'kinesis', undefined],
  ['kinesis://my-stream?region=us-east-1&access-key-id=${KINESIS_KEY}&secret-access-key=${KINESIS_SECRET}', 'kinesis', undefined],
  // ibm-cloud-logs.mdx and bigquery.mdx: no ownership challenge.
  ['ibmcl://0a1b2c3d.ingress.us-south.logs.cloud.ibm.com/logs/v1/singles?ibm_api_key=${IBM_API_KEY}', 'ibmcl', false],
  ['bq://projects/my-project/datasets/logs/tables/http?credentials=${BQ_CREDENTIALS}', 'bigquery', false],
];

const LONG = `s3://bucket/${'a'.repeat(5000)}?region=us-east-1`;

const INVALID: readonly (readonly [string, readonly Expected[]])[] = [
  // destination
  ['', [['destination', 'empty', 0, 0]]],
  ['   ', [['destination', 'empty', 0, 3]]],
  [' s3://b-1/x?region=r ', [['destination', 'surroundingWhitespace', 0, 1], ['destination', 'surroundingWhitespace', 20, 21]]],
  [LONG, [['destination', 'tooLong', 4096, LONG.length]]],
  ['logs-bucket/http?region=us-east-1', [['destination', 'missingScheme', 0, 33]]],
  ['://bucket', [['destination', 'missingScheme', 0, 9]]],
  ['s3:/bucket?region=x', [['destination', 'malformedScheme', 's3:']]],
  ['s3:bucket?region=x', [['destination', 'malformedScheme', 's3:']]],
  ['S3://bucket?region=x', [['destination', 'schemeCase', 'S3']]],
  ['http://logs.example.com/ingest', [['destination', 'insecureScheme', 'http']]],
  ['https://?x=1', [['destination', 'missingAddress', 8, 8]]],
  ['s3://?region=us-east-1', [['destination', 'missingAddress', 5, 5]]],
  ['s3:///path?region=us-east-1', [['destination', 'missingAddress', 5, 5]]],
  ['s3://Logs-Bucket/x?region=us-east-1', [['destination', 'bucketUppercase', 'L']]],
  ['s3://logs_bucket?region=us-east-1', [['destination', 'bucketUnderscore', '_']]],
  ['s3://Logs_Bucket?region=us-east-1', [['destination', 'bucketUppercase', 'L'], ['destination', 'bucketUnderscore', '_']]],
  ['s3://logs+bucket?region=us-east-1', [['destination', 'bucketCharacter', '+']]],
  ['r2://logs.bucket?account-id=a&access-key-id=${K}&secret-access-key=${S}', [['destination', 'bucketCharacter', '.']]],
  ['s3://-logs?region=us-east-1', [['destination', 'bucketEdge', '-logs']]],
  ['s3://ab?region=us-east-1', [['destination', 'bucketLength', 'ab']]],
  ['s3://bucket/logs/{date}?region=us-east-1', [['destination', 'unknownPlaceholder', '{date}']]],
  ['gs://bucket/{YYYYMMDD}', [['destination', 'unknownPlaceholder', '{YYYYMMDD}']]],
  ['s3://logs-bucket/http', [['destination', 'missingParameter', 21, 21]]],
  ['r2://logs?account-id=x&access-key-id=${A}', [['destination', 'missingParameter', 41, 41]]],
  ['s3://bucket/x?region=r&access-key-id=${K}', [['destination', 'incompleteGroup', 'access-key-id']]],
  ['s3://bucket/x?region=r&endpoint=sfo2.digitaloceanspaces.com', [['destination', 'requiresParameter', 'endpoint']]],
  ['s3://bucket/x?region=r&access-key-id=${K}&secret-access-key=${S}&endpoint=https://sfo2.digitaloceanspaces.com', [['destination', 'endpointHostOnly', 'https://']]],
  ['kinesis://stream?region=us-east-1', [['destination', 'missingOneOf', 33, 33]]],
  ['ibmcl://0a1b.ingress.us-south.logs.cloud.ibm.com/logs/v1/singles?ibm_api_key=k3y', [['destination-secret', 'clearTextParameter', 'k3y']]],
  ['kinesis://stream?region=us-east-1&sts-external-id=x', [['destination', 'requiresParameter', 'sts-external-id'], ['destination', 'missingOneOf', 51, 51]]],
  ['s3://bucket?regoin=us-east-1', [['destination', 'unknownParameterSuggestion', 'regoin']]],
  ['s3://bucket?Region=us-east-1', [['destination', 'unknownParameterSuggestion', 'Region']]],
  ['s3://bucket?region=us-east-1&acl=private', [['destination', 'unknownParameter', 'acl']]],
  ['gs://bucket?region=us', [['destination', 'unknownParameter', 'region']]],
  ['datadog://intake.example.com/v1?header_DD-API-KEY=${K}&servce=web', [['destination', 'unknownParameterSuggestion', 'servce']]],
  ['azure://a.blob.core.windows.net/c?sv=1&SIG=${S}', [['destination', 'unknownParameterSuggestion', 'SIG']]],
  ['s3://bucket?region=us-east-1&region=eu-west-1', [['destination', 'duplicateParameter', 'region', 1]]],
  ['s3://bucket?region=', [['destination', 'missingParameterValue', 'region=']]],
  ['s3://bucket?region', [['destination', 'missingParameterValue', 'region']]],
  ['s3://bucket?region=r&&sse=AES256', [['destination', 'emptyParameter', 20, 21]]],
  ['s3://bucket?region=r&', [['destination', 'emptyParameter', 20, 21]]],
  ['splunk://h.example.com/services/collector/raw?channel=c&header_Authorization=${T}&insecure-skip-verify=yes', [['destination', 'badParameterValue', 'yes']]],
  ['https://log-api.newrelic.com/log/v1?Api-Key=${K}&format=json', [['destination', 'badParameterValue', 'json']]],
  ['https://logs.example.com/x?header_=1', [['destination', 'emptyHeaderName', 'header_']]],
  ['sumo://collectors.sumologic.com/receiver/v2/x', [['destination', 'credentialPath', '/receiver/v2/x']]],
  ['sumo://collectors.sumologic.com', [['destination', 'credentialPath', 31, 31]]],
  ['splunk://h.example.com/services/collector/raw?channel=c', [['destination', 'missingParameter', 55, 55]]],
  ['datadog://intake.example.com/v1', [['destination', 'missingParameter', 31, 31]]],
  // destination-unknown-scheme
  ['ftp://logs.example.com/x', [['destination-unknown-scheme', 'unknownScheme', 'ftp']]],
  ['bigquery://project/dataset', [['destination-unknown-scheme', 'unknownScheme', 'bigquery']]],
  ['gcs://bucket/logs', [['destination-unknown-scheme', 'unknownSchemeSuggestion', 'gcs']]],
  ['s4://bucket?region=x', [['destination-unknown-scheme', 'unknownSchemeSuggestion', 's4']]],
  // destination-secret
  ['r2://logs?account-id=a&access-key-id=AKIA1234&secret-access-key=s3cr3tValue', [['destination-secret', 'clearTextParameter', 'AKIA1234'], ['destination-secret', 'clearTextParameter', 's3cr3tValue']]],
  ['s3://logs?region=r&access-key-id=${K}&secret-access-key=wJalrXUtnFEMI', [['destination-secret', 'clearTextParameter', 'wJalrXUtnFEMI']]],
  ['datadog://intake.example.com/v1?header_DD-API-KEY=abcdef123456', [['destination-secret', 'clearTextParameter', 'abcdef123456']]],
  ['https://logs.example.com/x?header_Authorization=Bearer%20abc123', [['destination-secret', 'clearTextParameter', 'Bearer%20abc123']]],
  ['https://logs.example.com/x?header_Authorization=Bearer%20${TOKEN}xyz', [['destination-secret', 'clearTextParameter', 'Bearer%20${TOKEN}xyz']]],
  ['https://logs.example.com/x?header_X-Api-Key=k123', [['destination-secret', 'clearTextParameter', 'k123']]],
  ['https://logs.example.com/x?token=t0k3n', [['destination-secret', 'clearTextParameter', 't0k3n']]],
  ['https://app.azurewebsites.net/api/ingest?code=fnk3y', [['destination-secret', 'clearTextParameter', 'fnk3y']]],
  ['https://api.honeycomb.io/1/events/ds?header_X-Honeycomb-Team=hc0ney', [['destination-secret', 'clearTextParameter', 'hc0ney']]],
  ['https://logs.example.com/x?api+key=ap1k3y', [['destination-secret', 'clearTextParameter', 'ap1k3y']]],
  ['https://log-api.newrelic.com/log/v1?Api-Key=NRAK-123&format=cloudflare', [['destination-secret', 'clearTextParameter', 'NRAK-123']]],
  ['azure://a.blob.core.windows.net/c?sv=2022&sig=AbCdEf%3D', [['destination-secret', 'clearTextParameter', 'AbCdEf%3D']]],
  // A parameter holding a percent-encoded URL with a credential is a credential as a whole (its parts cannot be masked).
  ['azure://c/{DATE}?sig=${SIG}&svc=https%3A%2F%2Fa.blob.core.windows.net%3Fsv%3D2020%26sig%3DSECRET6', [['destination-secret', 'clearTextParameter', 'https%3A%2F%2Fa.blob.core.windows.net%3Fsv%3D2020%26sig%3DSECRET6']]],
  ['https://logs.example.com/x?next=https%3A%2F%2Fu%3Ap4ss%40h.example.com%2F', [['destination-secret', 'clearTextParameter', 'https%3A%2F%2Fu%3Ap4ss%40h.example.com%2F']]],
  ['splunk://h.example.com/raw?channel=c&header_Authorization=Splunk%20abc-123', [['destination-secret', 'clearTextParameter', 'Splunk%20abc-123']]],
  ['sumo://endpoint1.collection.sumologic.com/receiver/v1/http/ZaVnC4dhaV3uTKlva', [['destination-secret', 'clearTextPath', 'ZaVnC4dhaV3uTKlva']]],
  ['https://ingest:hunter2@logs.example.com/x', [['destination-secret', 'clearTextUserinfo', 'hunter2']]],
  ['https://tok3n@logs.example.com/x', [['destination-secret', 'clearTextUserinfo', 'tok3n']]],
  ['kinesis://s?region=r&access-key-id=${K}&secret-access-key=plain', [['destination-secret', 'clearTextParameter', 'plain']]],
  // credentials are errors whatever the scheme, also one edgelint does not know
  ['elastic://logs.example.com/_bulk?password=hunter2&index=cf', [['destination-unknown-scheme', 'unknownScheme', 'elastic'], ['destination-secret', 'clearTextParameter', 'hunter2']]],
  ['hdfs://user:s3cr3t@bucket/x?header_Api-Key=abc&region=eu', [['destination-unknown-scheme', 'unknownScheme', 'hdfs'], ['destination-secret', 'clearTextUserinfo', 's3cr3t'], ['destination-secret', 'clearTextParameter', 'abc']]],
];

describe('analyzeDestination', () => {
  it.each(VALID)('valid: %s', (text, kind, ownership) => {
    const analysis = analyse(text);
    expect(summary(analysis.problems)).toEqual([]);
    expect(analysis.destination?.kind).toBe(kind);
    expect(analysis.needsOwnershipChallenge).toBe(ownership);
  });

  it.each(INVALID.map(([text, list]) => [text.slice(0, 70), text, list] as const))('invalid: %s', (_, text, list) => {
    expect(summary(analyse(text).problems)).toEqual(expected(text, list));
  });

  it('parses the parts with their offsets', () => {
    const text = 's3://logs-bucket/http/{DATE}?region=us-east-1&sse=AES256';
    const { destination } = analyse(text);
    expect(destination).toMatchObject({
      scheme: 's3',
      schemeSpan: { start: 0, end: 2 },
      kind: 's3',
      address: 'logs-bucket',
      addressSpan: { start: 5, end: 16 },
      path: '/http/{DATE}',
      pathSpan: { start: 16, end: 28 },
    });
    expect(destination!.parameters).toEqual([
      { name: 'region', nameSpan: { start: 29, end: 35 }, valueSpan: { start: 36, end: 45 }, value: 'us-east-1', secret: false },
      { name: 'sse', nameSpan: { start: 46, end: 49 }, valueSpan: { start: 50, end: 56 }, value: 'AES256', secret: false },
    ]);
  });

  it('knows whether the ownership challenge is needed', () => {
    expect(analyse('s3://bucket?region=r&endpoint=h.example.com&access-key-id=${K}&secret-access-key=${S}').needsOwnershipChallenge).toBe(false);
    expect(analyse('ftp://x').needsOwnershipChallenge).toBeUndefined();
    expect(analyse('ftp://x?token=${T}&mode=a').destination!.parameters).toEqual([
      { name: 'token', nameSpan: { start: 8, end: 13 }, valueSpan: { start: 14, end: 18 }, secret: true },
      { name: 'mode', nameSpan: { start: 19, end: 23 }, valueSpan: { start: 24, end: 25 }, value: 'a', secret: false },
    ]);
    expect(analyse('http://logs.example.com').needsOwnershipChallenge).toBe(false);
  });

  it('fixes the scheme and removes stray characters', () => {
    const cases: [string, string][] = [
      ['http://logs.example.com/ingest', 'https://logs.example.com/ingest'],
      ['S3://bucket?region=x', 's3://bucket?region=x'],
      ['s3:/bucket?region=x', 's3://bucket?region=x'],
      ['s3:bucket?region=x', 's3://bucket?region=x'],
      ['s3://bucket/{date}?region=x', 's3://bucket/{DATE}?region=x'],
      ['s3://bucket?region=r&&sse=AES256', 's3://bucket?region=r&sse=AES256'],
    ];
    for (const [text, fixed] of cases) expect(applyEdit(text, analyse(text).problems[0]!.fix!)).toBe(fixed);
  });

  it('suggests a ${NAME} reference for a clear-text credential', () => {
    const text = 'r2://logs?account-id=a&access-key-id=${K}&secret-access-key=s3cr3t';
    const [problem] = analyse(text).problems;
    expect(problem!.data).toEqual({ name: 'secret-access-key', reference: '${R2_SECRET_ACCESS_KEY}' });
    expect(applyEdit(text, problem!.suggestions![0]!.fix)).toBe('r2://logs?account-id=a&access-key-id=${K}&secret-access-key=${R2_SECRET_ACCESS_KEY}');
  });
});

describe('secrets are never echoed', () => {
  const SECRET = 'SEKRIT-value-9f8e7d';
  const templates: string[] = [
    `r2://logs?account-id=a&access-key-id=${SECRET}&secret-access-key=${SECRET}`,
    `s3://logs?region=r&access-key-id=${SECRET}&secret-access-key=${SECRET}`,
    `datadog://intake.example.com/v1?header_DD-API-KEY=${SECRET}&servce=x`,
    `https://logs.example.com/x?header_Authorization=Bearer%20${SECRET}&token=${SECRET}`,
    `https://log-api.newrelic.com/log/v1?Api-Key=${SECRET}&format=json`,
    `azure://a.blob.core.windows.net/c?sv=1&sig=${SECRET}`,
    `splunk://h.example.com/raw?channel=c&header_Authorization=Splunk%20${SECRET}`,
    `sumo://e.sumologic.com/receiver/v1/http/${SECRET}`,
    `https://user:${SECRET}@logs.example.com/x`,
    `http://${SECRET}@Logs.Example.com/x?header_Authorization=${SECRET}`,
    `kinesis://s?region=r&access-key-id=${SECRET}&secret-access-key=${SECRET}&secret-access-key=${SECRET}`,
    `r2://Bad_Bucket?account-id=a&access-key-id=${SECRET}&secret-access-key=${SECRET}&bogus=1&&`,
    `s3://b?region=r&access-key-id=${SECRET}`,
    `elastic://u:${SECRET}@logs.example.com/_bulk?api_key=${SECRET}&password=${SECRET}`,
  ];

  function expectNoSecret(text: string, secret: string): void {
    const analysis = analyzeDestination(text);
    expect(analysis.problems.some((p) => p.code === 'destination-secret'), text).toBe(true);
    for (const problem of analysis.problems) {
      const template = (LOGPUSH_MESSAGES as Record<string, Record<string, string>>)[problem.code]![problem.messageId]!;
      expect(formatMessage(template, problem.data)).not.toContain(secret);
    }
    // Problems (data, fixes, suggestions) and the parsed destination never hold it.
    expect(JSON.stringify(analysis.problems)).not.toContain(secret);
    expect(JSON.stringify(analysis.destination)).not.toContain(secret);
  }

  it.each(templates)('%s', (text) => expectNoSecret(text, SECRET));

  it('holds for any secret value', () => {
    const secretValue = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~%'.split('')), minLength: 1, maxLength: 30 }).map((s) => `ZZSECRET${s}`);
    fc.assert(
      fc.property(secretValue, fc.constantFrom(...templates), (secret, template) => {
        expectNoSecret(template.split(SECRET).join(secret), secret);
      }),
      { numRuns: 500 },
    );
  });
});

describe('properties', () => {
  it('never throws and reports well-formed problems', () => {
    const piece = fc.constantFrom('s3', 'https', 'http', 'sumo', 'r2', 'kinesis', 'azure', '://', ':', '/', '?', '&', '=', '@', '{DATE}', '{', '}', '${K}', 'region', 'header_', 'access-key-id', 'x', 'A_', ' ');
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: piece, maxLength: 30 })), (text) => {
        expectWellFormed(analyzeDestination(text).problems, LOGPUSH_MESSAGES, text);
      }),
      { numRuns: 2000 },
    );
  });

  it('stays linear on long inputs', () => {
    const text = `s3://bucket/${'{'.repeat(100_000)}${'{DATE'.repeat(20_000)}?${'a&'.repeat(100_000)}`;
    expect(() => analyzeDestination(text)).not.toThrow();
  });
});

describe('bucket length message', () => {
  it.each([
    ['s3://a?region=us-east-1', 'Bucket name `a` has 1 character; use 3 to 63.'],
    ['s3://ab?region=us-east-1', 'Bucket name `ab` has 2 characters; use 3 to 63.'],
  ])('%s', (text, message) => {
    const problem = analyzeDestination(text).problems.find((p) => p.messageId === 'bucketLength')!;
    expect(formatMessage(LOGPUSH_MESSAGES.destination.bucketLength, problem.data)).toBe(message);
  });
});
