import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'Log push destinations: schemes, parameters, credentials, ownership challenge',
  refs: [
    'spec 2.8 (destination_conf: storage destination URL with bucket path and `region` parameter)',
    '../shared/reference/logpush.md §5 (destination_conf formats: cloudflare-docs logpush-job/enable-destinations/*.mdx; terraform-provider-cloudflare PR #1597)',
    '../shared/reference/logpush.md §6 (ownership challenge: cloudflare-docs logpush-ownership-challenge.mdx)',
    'design.md "Edge configuration documents": `${NAME}` stands for a secret supplied at apply time',
    'cloudflare/cloudflare-docs src/content/docs/logs/logpush/logpush-job/enable-destinations/ibm-cloud-logs.mdx @0a16561f (`ibmcl://<INSTANCE_ID>.ingress.<REGION>.logs.cloud.ibm.com/logs/v1/singles?ibm_api_key=<IBM_API_KEY>`; max_upload_bytes: "a default value of 2 MB per upload based on IBM\'s limits, which our system will enforce for this destination")',
    'cloudflare/cloudflare-docs src/content/docs/logs/logpush/logpush-job/enable-destinations/bigquery.mdx @2a5002c9 (`bq://projects/<PROJECT_ID>/datasets/<DATASET_ID>/tables/<TABLE_ID>?credentials=<ENCODED_VALUE>`; no ownership challenge)',
    'cloudflare/cloudflare-docs src/content/docs/logs/logpush/logpush-job/enable-destinations/aws-s3.mdx @1577e3dc ("Buckets in China regions (`cn-north-1`, `cn-northwest-1`) are currently not supported."; GovCloud customers "should use our S3-compatible endpoint")',
    'cloudflare/cloudflare-docs src/content/docs/logs/logpush/logpush-job/enable-destinations/sentinelone.mdx @0309c8be (`sentinelone://<SENTINELONE_ENDPOINT_URL>?sourcetype=<SOURCE_TYPE>&header_Authorization=<SENTINELONE_AUTH_TOKEN>`, endpoint e.g. `sentinelone://ingest.us1.sentinelone.net/services/collector/raw`; "there is no ownership challenge when configuring Logpush to SentinelOne")',
  ],
  checked: '2026-12-02',
  notes: [
    'The spec shows only an S3 destination with `region`; every other scheme comes from the reference.',
    'Splunk: the reference shows `channel`, `insecure-skip-verify`, `sourcetype` and `header_Authorization` without marking any optional; edgelint requires `channel` and `header_Authorization` (an HEC token is needed to post events) [U inf].',
    'Azure: the query is an Azure SAS token whose members vary; only its signature `sig` is required and any other member is accepted.',
    'Kinesis: whether the ownership challenge is needed is not stated (reference §5); `ownershipChallenge.required` is `undefined`.',
    'Bucket naming rules (S3: 3-63 characters of a-z 0-9 . -; R2: 3-63 of a-z 0-9 -; GCS: 3-222 of a-z 0-9 . _ -; first and last character a letter or digit) are the storage providers\' rules, not stated in the reference [U].',
    'New Relic is an `https` destination recognised by its host `log-api.newrelic.com` (reference §5); the EU host `log-api.eu.newrelic.com` is accepted too [U].',
    '`access-key-id` is treated as a credential (half of a key pair) and must be a `${NAME}` reference like the secret key.',
    'S3 regions in China are reported only for Amazon S3 itself: with an `endpoint` the job writes to an S3-compatible store, whose region names are its own.',
    'Open parameters are credentials by name beyond the three the reference names (`Authorization`, `DD-API-KEY`, `Api-Key`): any `auth`, `cookie`, `key`, `token`, `secret`, `password`, `session`, `credential` or `signature` — headers such as `Cookie` and `X-Auth` carry credentials too [U inf].',
    'IBM Cloud Logs: the page sets max_upload_bytes to 2,000,000, below the general 5,000,000 minimum, and says the 2 MB limit is enforced for this destination: for `ibmcl` the cap takes 1 to 2,000,000 (or 0). The general minimum is the reference\'s (OpenAPI-2024) and the page is newer, so the page wins for this destination.',
    'BigQuery: the page lists Google\'s default streaming quotas (10 MB per request, 50,000 rows) as adjustable, so they are not enforced as caps.',
    'Cloudflare Pipelines: the docs show only a dashboard set-up, no `destination_conf` format, so no scheme is known for it.',
    'SentinelOne: the page\'s parameter list writes the destination `https://<SENTINELONE_ENDPOINT_URL>?…` once and `sentinelone://…` in its request and reply; both are accepted (an `https` one is an HTTP endpoint). As for Splunk, `header_Authorization` is required (the HEC token) and `sourcetype` optional [U inf]; the `/services/collector/raw` path the page expects is not checked, as it is not for Splunk.',
  ],
};

/** The destinations edgelint knows; `s3` covers AWS and S3-compatible stores. */
export type DestinationKind = 's3' | 'r2' | 'gs' | 'azure' | 'https' | 'newrelic' | 'datadog' | 'splunk' | 'sentinelone' | 'sumo' | 'kinesis' | 'ibmcl' | 'bigquery';

export interface DestinationParameter {
  readonly name: string;
  /** A credential: its value must be a `${NAME}` reference and is never echoed. */
  readonly secret?: boolean;
  /** The only values accepted, when the reference fixes them. */
  readonly values?: readonly string[];
  /** The value is a bare host name (`endpoint=sfo2.digitaloceanspaces.com`, reference §5). */
  readonly hostOnly?: boolean;
  /**
   * Values the destination does not support, unless one of `unlessWith` is given too (S3 regions in China, without an
   * S3-compatible `endpoint`); `label` names what does not support them when that is narrower than the destination's label.
   */
  readonly unsupported?: { readonly values: readonly string[]; readonly unlessWith?: readonly string[]; readonly label?: string };
}

export interface BucketNameRule {
  readonly minLength: number;
  readonly maxLength: number;
  /** Every character must match. */
  readonly allowedCharacter: RegExp;
  /** First and last characters must match. */
  readonly edgeCharacter: RegExp;
  /** Human description of the allowed characters, for messages. */
  readonly describe: string;
}

/** A batch cap a destination narrows (`min`/`max` replace the general range of logpush-limits.ts). */
export interface DestinationUploadCap {
  readonly min: number;
  readonly max: number;
  /** Why, in the page's words, for messages. */
  readonly reason: string;
}

export interface DestinationScheme {
  readonly kind: DestinationKind;
  /** The URL scheme written before `://`. */
  readonly scheme: string;
  /** Human name. */
  readonly label: string;
  /** The format as the reference writes it. */
  readonly format: string;
  /** What the part between `://` and the first `/` or `?` is. */
  readonly address: 'bucket' | 'host' | 'stream';
  /** Parameters known for this destination. */
  readonly parameters: readonly DestinationParameter[];
  /** Parameters that must be present. */
  readonly required: readonly string[];
  /** At least one of these sets must be present completely (Kinesis: a role or a key pair). */
  readonly oneOfGroups?: readonly (readonly string[])[];
  /** Parameters that must appear together (a key id without its secret is useless). */
  readonly together?: readonly (readonly string[])[];
  /** `[dependent, prerequisite]`: the first is meaningful only with the second. */
  readonly requires?: readonly (readonly [string, string])[];
  /** `header_<Name>` parameters become request headers (reference §5). */
  readonly headerParameters: boolean;
  /** Parameters beyond `parameters` are passed through (HTTP query, Azure SAS) and not reported. */
  readonly openParameters: boolean;
  /** `{DATE}` in the path is replaced by YYYYMMDD (reference §5). */
  readonly datePlaceholder: boolean;
  readonly bucketName?: BucketNameRule;
  /** A path the address must be followed by, and whether the rest of the path is a credential (Sumo). */
  readonly credentialPath?: { readonly prefix: string };
  /** Hosts that identify this destination among `https` URLs (New Relic). */
  readonly hosts?: readonly string[];
  /** Batch caps this destination enforces in place of the general ranges (IBM Cloud Logs: 2 MB). */
  readonly uploadCaps?: { readonly maxUploadBytes?: DestinationUploadCap };
  /**
   * Reference §6: `required` is `undefined` when not stated; `exceptWith` lists
   * parameters whose presence makes the challenge unnecessary (S3 with access
   * keys or an S3-compatible endpoint).
   */
  readonly ownershipChallenge: { readonly required: boolean | undefined; readonly exceptWith?: readonly string[] };
}

const ACCESS_KEY_PAIR = ['access-key-id', 'secret-access-key'] as const;
/** aws-s3.mdx: "Buckets in China regions (`cn-north-1`, `cn-northwest-1`) are currently not supported." */
const S3_CHINA_REGIONS: readonly string[] = ['cn-north-1', 'cn-northwest-1'];
const BUCKET_NAME_LENGTH = { minLength: 3, maxLength: 63 } as const;
const GCS_BUCKET_NAME_MAX_WITH_DOTS = 222;
const LOWER_ALNUM = /[a-z0-9]/;

export const DESTINATION_SCHEMES: readonly DestinationScheme[] = [
  {
    kind: 's3',
    scheme: 's3',
    label: 'Amazon S3 or S3-compatible storage',
    format: 's3://bucket/[dir]?region=<REGION>[&sse=AES256] or, S3-compatible, &access-key-id=<K>&secret-access-key=<S>&endpoint=<HOST>',
    address: 'bucket',
    parameters: [
      { name: 'region', unsupported: { values: S3_CHINA_REGIONS, unlessWith: ['endpoint'], label: 'Amazon S3' } },
      { name: 'sse' },
      { name: 'endpoint', hostOnly: true },
      { name: 'access-key-id', secret: true },
      { name: 'secret-access-key', secret: true },
    ],
    required: ['region'],
    together: [ACCESS_KEY_PAIR],
    requires: [['endpoint', 'access-key-id']],
    headerParameters: false,
    openParameters: false,
    datePlaceholder: true,
    bucketName: { ...BUCKET_NAME_LENGTH, allowedCharacter: /[a-z0-9.-]/, edgeCharacter: LOWER_ALNUM, describe: 'lower-case letters, digits, `.` and `-`' },
    ownershipChallenge: { required: true, exceptWith: ['access-key-id', 'endpoint'] },
  },
  {
    kind: 'r2',
    scheme: 'r2',
    label: 'Cloudflare R2',
    format: 'r2://<BUCKET_PATH>/{DATE}?account-id=<ID>&access-key-id=<K>&secret-access-key=<S>',
    address: 'bucket',
    parameters: [{ name: 'account-id' }, { name: 'access-key-id', secret: true }, { name: 'secret-access-key', secret: true }],
    required: ['account-id', ...ACCESS_KEY_PAIR],
    headerParameters: false,
    openParameters: false,
    datePlaceholder: true,
    bucketName: { ...BUCKET_NAME_LENGTH, allowedCharacter: /[a-z0-9-]/, edgeCharacter: LOWER_ALNUM, describe: 'lower-case letters, digits and `-`' },
    ownershipChallenge: { required: false },
  },
  {
    kind: 'gs',
    scheme: 'gs',
    label: 'Google Cloud Storage',
    format: 'gs://bucket/[dir]',
    address: 'bucket',
    parameters: [],
    required: [],
    headerParameters: false,
    openParameters: false,
    datePlaceholder: true,
    bucketName: {
      minLength: BUCKET_NAME_LENGTH.minLength,
      maxLength: GCS_BUCKET_NAME_MAX_WITH_DOTS,
      allowedCharacter: /[a-z0-9._-]/,
      edgeCharacter: LOWER_ALNUM,
      describe: 'lower-case letters, digits, `.`, `_` and `-`',
    },
    ownershipChallenge: { required: true },
  },
  {
    kind: 'azure',
    scheme: 'azure',
    label: 'Azure Blob Storage',
    format: 'azure://<CONTAINER_PATH>/[dir]?<SAS query>',
    address: 'host',
    parameters: [{ name: 'sig', secret: true }],
    required: ['sig'],
    headerParameters: false,
    openParameters: true,
    datePlaceholder: true,
    ownershipChallenge: { required: true },
  },
  {
    kind: 'newrelic',
    scheme: 'https',
    label: 'New Relic',
    format: 'https://log-api.newrelic.com/log/v1?Api-Key=<KEY>&format=cloudflare',
    address: 'host',
    parameters: [{ name: 'Api-Key', secret: true }, { name: 'format', values: ['cloudflare'] }],
    required: ['Api-Key'],
    headerParameters: false,
    openParameters: false,
    datePlaceholder: false,
    hosts: ['log-api.newrelic.com', 'log-api.eu.newrelic.com'],
    ownershipChallenge: { required: false },
  },
  {
    kind: 'https',
    scheme: 'https',
    label: 'HTTP endpoint',
    format: 'https://host/path?header_<Name>=<urlencoded>&other=params',
    address: 'host',
    parameters: [],
    required: [],
    headerParameters: true,
    openParameters: true,
    datePlaceholder: false,
    ownershipChallenge: { required: false },
  },
  {
    kind: 'datadog',
    scheme: 'datadog',
    label: 'Datadog',
    format: 'datadog://<ENDPOINT>?header_DD-API-KEY=<KEY>&ddsource=cloudflare&service=<S>&host=<H>&ddtags=<T>',
    address: 'host',
    parameters: [{ name: 'header_DD-API-KEY', secret: true }, { name: 'ddsource' }, { name: 'service' }, { name: 'host' }, { name: 'ddtags' }],
    required: ['header_DD-API-KEY'],
    headerParameters: true,
    openParameters: false,
    datePlaceholder: false,
    ownershipChallenge: { required: false },
  },
  {
    kind: 'splunk',
    scheme: 'splunk',
    label: 'Splunk',
    format: 'splunk://<ENDPOINT>?channel=<ID>&insecure-skip-verify=<bool>&sourcetype=<T>&header_Authorization=<TOKEN>',
    address: 'host',
    parameters: [
      { name: 'channel' },
      { name: 'insecure-skip-verify', values: ['true', 'false'] },
      { name: 'sourcetype' },
      { name: 'header_Authorization', secret: true },
    ],
    required: ['channel', 'header_Authorization'],
    headerParameters: true,
    openParameters: false,
    datePlaceholder: false,
    ownershipChallenge: { required: false },
  },
  {
    kind: 'sentinelone',
    scheme: 'sentinelone',
    label: 'SentinelOne',
    format: 'sentinelone://<ENDPOINT>/services/collector/raw?sourcetype=<SOURCE_TYPE>&header_Authorization=<TOKEN>',
    address: 'host',
    parameters: [{ name: 'sourcetype' }, { name: 'header_Authorization', secret: true }],
    required: ['header_Authorization'],
    headerParameters: true,
    openParameters: false,
    datePlaceholder: false,
    ownershipChallenge: { required: false },
  },
  {
    kind: 'sumo',
    scheme: 'sumo',
    label: 'Sumo Logic',
    format: 'sumo://<SUMO_ENDPOINT>/receiver/v1/http/<CODE>',
    address: 'host',
    parameters: [],
    required: [],
    headerParameters: false,
    openParameters: false,
    datePlaceholder: false,
    credentialPath: { prefix: '/receiver/v1/http/' },
    ownershipChallenge: { required: true },
  },
  {
    kind: 'kinesis',
    scheme: 'kinesis',
    label: 'Amazon Kinesis Data Streams',
    format: 'kinesis://<STREAM>?region=<R>&sts-assume-role-arn=<ARN>[&sts-external-id=<X>] or &access-key-id=…&secret-access-key=…',
    address: 'stream',
    parameters: [
      { name: 'region' },
      { name: 'sts-assume-role-arn' },
      { name: 'sts-external-id' },
      { name: 'access-key-id', secret: true },
      { name: 'secret-access-key', secret: true },
    ],
    required: ['region'],
    oneOfGroups: [['sts-assume-role-arn'], ACCESS_KEY_PAIR],
    together: [ACCESS_KEY_PAIR],
    requires: [['sts-external-id', 'sts-assume-role-arn']],
    headerParameters: false,
    openParameters: false,
    datePlaceholder: false,
    ownershipChallenge: { required: undefined },
  },
  {
    kind: 'ibmcl',
    scheme: 'ibmcl',
    label: 'IBM Cloud Logs',
    format: 'ibmcl://<INSTANCE_ID>.ingress.<REGION>.logs.cloud.ibm.com/logs/v1/singles?ibm_api_key=<IBM_API_KEY>',
    address: 'host',
    parameters: [{ name: 'ibm_api_key', secret: true }],
    required: ['ibm_api_key'],
    headerParameters: false,
    openParameters: false,
    datePlaceholder: false,
    ownershipChallenge: { required: false },
    uploadCaps: { maxUploadBytes: { min: 1, max: 2_000_000, reason: 'IBM Cloud Logs accepts at most 2 MB per upload' } },
  },
  {
    kind: 'bigquery',
    scheme: 'bq',
    label: 'Google BigQuery',
    format: 'bq://projects/<PROJECT_ID>/datasets/<DATASET_ID>/tables/<TABLE_ID>?credentials=<ENCODED_VALUE>',
    address: 'host',
    parameters: [{ name: 'credentials', secret: true }],
    required: ['credentials'],
    headerParameters: false,
    openParameters: false,
    datePlaceholder: false,
    ownershipChallenge: { required: false },
  },
];

/** Prefix of parameters that become request headers (reference §5). */
export const HEADER_PARAMETER_PREFIX = 'header_';

/** The `{DATE}` path placeholder (reference §5). */
export const DATE_PLACEHOLDER = '{DATE}';

/** Plain-text scheme users write by mistake for `https` (reference §5: a trusted TLS certificate is required). */
export const INSECURE_HTTP_SCHEME = 'http';

/**
 * Names of open parameters (HTTP headers and query members) that carry a
 * credential. The reference names `Authorization`, `DD-API-KEY` and `Api-Key`;
 * the rest are the usual spellings of tokens, keys, cookies and passwords
 * (`X-Auth`, `Cookie`, `key`, `session`, …), `api key` as a `+`-encoded
 * name decodes, Azure Functions' function key (`code`) and Honeycomb's API key
 * header (`X-Honeycomb-Team`): a false positive only asks for a `${NAME}`
 * reference, a false negative prints a credential.
 */
export const CREDENTIAL_PARAMETER_NAME =
  /auth|cookie|api[-_ ]?key|(^|[-_ ])key($|[-_ ])|token|secret|password|passwd|^pass$|^pwd$|signature|^sig$|^code$|honeycomb-team|session|credential|private/i;

/**
 * Authentication scheme words that may precede a `${NAME}` reference in a
 * header value (`header_Authorization=Splunk%20${SPLUNK_TOKEN}`).
 */
export const CREDENTIAL_VALUE_PREFIXES: readonly string[] = ['Bearer', 'Basic', 'Splunk', 'Token', 'ApiKey', 'GenieKey'];

/** The destination for a URL scheme and, for `https`, its host. */
export function destinationScheme(scheme: string, host: string): DestinationScheme | undefined {
  const lowerHost = host.toLowerCase();
  const byHost = DESTINATION_SCHEMES.find((d) => d.scheme === scheme && d.hosts?.includes(lowerHost));
  return byHost ?? DESTINATION_SCHEMES.find((d) => d.scheme === scheme && d.hosts === undefined);
}

/** Every scheme written before `://` that edgelint knows. */
export const KNOWN_SCHEMES: readonly string[] = [...new Set(DESTINATION_SCHEMES.map((d) => d.scheme))];
