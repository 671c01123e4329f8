/**
 * Every message template of every rule, rendered with typical values, is a
 * headline (`src/text/headline.ts`): at most 100 characters, one sentence in
 * ESLint's form, no spec sections or API error codes. The rule tests and the
 * fixtures check the messages they produce; this test also reaches the
 * templates no test case produces, and fails when a template gains a
 * placeholder without a typical value here — so a new message cannot slip
 * past the limit because its test data happens to be short.
 *
 * The values are realistic, not worst cases: a field `http.request.uri.path`,
 * a phase `http_request_firewall_custom`, a ruleset id of 32 hex digits, a
 * ruleset `Cloudflare OWASP Core Ruleset`. A template whose placeholder means
 * something else than the common value gets its own value in `BY_MESSAGE`.
 */
import { describe, expect, it } from 'vitest';
import { ALL_RULES } from './index.js';
import { FUNCTIONS } from '../src/data/functions.js';
import { HTTP_FIELDS, NETWORK_FIELDS } from '../src/data/fields.js';
import { EXPRESSION_MESSAGES } from '../src/expr/messages.js';
import { formatMessage } from '../src/engine/value-problem.js';
import { headlineProblems } from '../src/text/headline.js';

const RULE_ID = '6179ae15870a4bb7b2d480d4843b323c';

/** Typical values by placeholder name. */
const TYPICAL: Readonly<Record<string, string>> = {
  a: 'ruleset',
  above: 'PL3 and PL4',
  action: 'managed_challenge',
  actual: 'an Integer',
  address: 'bucket',
  allowed: 'lower-case letters, digits, `.` and `-`',
  b: 'rulesets',
  block: 'link-local (169.254.0.0/16)',
  bucket: 'Logs_Bucket',
  by: '3',
  case: 'lower case',
  category: 'paranoia-level-2',
  changes: '`action` and `score_threshold`',
  char: 'a tab',
  character: 'a space',
  characteristic: 'http.request.headers["x-api-key"]',
  choices: '`account-id` and `access-key-id`',
  close: '}}',
  codes: 'AF, AN, AS, EU, NA, OC, SA, T1',
  column: 'String',
  component: 'a query string',
  context: 'a filter node',
  count: '31',
  dataset: 'firewall_events',
  date: '2024-01-01',
  days: '61 days',
  decimal: '83',
  detail: 'unclosed group',
  domain: '0 to 65535',
  escape: '\\q',
  example: '{{ .ClientIP }}',
  execute: '1',
  expected: 'a String',
  family: '6',
  field: 'http.request.uri.path',
  fields: 'a field',
  first: '2',
  firstTag: 'paranoia-level-2',
  fixed: '10.0.0.1..10.0.0.9',
  format: 'sumo://<SUMO_ENDPOINT>/receiver/v1/http/<CODE>',
  formats: '`unix`, `unixnano` or `rfc3339`',
  found: 'an array',
  function: 'lower',
  hashes: '##',
  hint: '; convert it with to_string(…)',
  index: '2',
  item: '10.0.0.1/8',
  key: RULE_ID,
  kind: 'request',
  label: 'Amazon S3 or S3-compatible storage',
  length: '4120',
  level: '3',
  levels: 'account',
  lhs: 'http.request.headers',
  list: 'categories',
  literal: '"/api/"',
  lower: 'user-agent',
  masked: '<secret, 28 characters>',
  max: '4096',
  member: 'ref',
  members: '`set`, `add` or `remove`',
  min: '5,000,000',
  name: 'X-Forwarded-Host',
  names: '`host_header`, `origin` or `sni`',
  nearest: '60',
  needed: 'one of `from_value` or `from_list`',
  network: '192.0.2.0/24',
  number: '502',
  object: 'them',
  open: '{{',
  operation: 'set',
  operator: 'startsWith',
  option: 'filter_attack_traffic',
  options: '`fields`, `sample`, `timestamps` and `CVE-2021-44228`',
  other: 'secret-access-key',
  otherDataset: 'firewall_events',
  others: 'the account\'s rule 2',
  outcome: 'never true',
  param: 'replacement',
  paranoia: 'PL4 (default)',
  phase: 'http_request_firewall_custom',
  phases: '`http_request_firewall_custom` or `http_ratelimit`',
  place: 'zones/a.yaml:5',
  placeholder: '{date}',
  plan: 'the Enterprise plan with a paid add-on',
  plural: 's',
  position: '8',
  prefix: 'header_',
  product: 'transform rules (response headers)',
  raw: '"502"',
  reason: 'it has no scheme, start it with `https://`',
  reference: '${R2_SECRET_ACCESS_KEY}',
  removed: '2023-08-01',
  replacement: 'SecurityRuleID',
  replacements: '`ip.src.country` or `ip.dst.country`',
  requested: 'PL2',
  result: 'false',
  rhs: 'http.request.uri.path',
  rule: '949110: Inbound Anomaly Score Exceeded',
  ruleAction: 'managed_challenge',
  ruleId: RULE_ID,
  ruleset: 'Cloudflare OWASP Core Ruleset',
  rulesetId: '4814384a9e5d4991b9815dcfc25d2f1f',
  ruleState: 'enabled',
  scheme: 'https',
  scope: 'zone shop.example.com',
  second: 'http.request.uri.args.names',
  sensitivity: 'Medium',
  sequence: '%2F',
  setting: 'edge_ttl',
  shape: 'always starts with `/`',
  size: '10240',
  smallest: '3',
  status: '103',
  suggestion: 'ClientRequestHost',
  symbol: '=',
  tag: 'paranoia-level-3',
  tagAction: 'block',
  tagState: 'disabled',
  target: 'http_request_firewall_managed',
  text: '2001:db8::/32',
  threshold: '25',
  tier: 'business',
  token: '`starts_with`',
  total: '4100',
  type: 'an Array<String>',
  upper: 'GET',
  useCase: 'add_response_cookies',
  value: 'example.com',
  values: '`true` or `false`',
  verb: 'stay',
  version: '3.3.0',
  what: '`ref`',
  where: 'URL rewrite expressions of Transform Rules',
  word: 'True',
  zone: 'Zone `shop.example.com`',
};

/** Values of placeholders that end a template: they end the sentence themselves. */
const ENDING: Readonly<Record<string, string>> = {
  suggestion: '; did you mean `http_request_firewall_custom`?',
  hint: '; for a regex write `\\\\d` or a raw string r"…".',
};

/** Placeholders that mean something else in a domain's messages (by rule id prefix). */
const BY_DOMAIN: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'expression/': { name: 'regex_replace', allowed: 'eq, ne, lt, le, gt, ge, in, bitwise_and', value: 'GET' },
  'logpush/': { field: 'EdgeResponseStatus', value: 'yesterday' },
};

/** Placeholders that mean something else in one message (`<rule id> <message id>`). */
const BY_MESSAGE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'expression/syntax invalidDigit': { hint: ': a leading 0 makes it octal (digits 0 to 7)' },
  'expression/syntax expectedExpression': { where: 'after `and`' },
  'expression/syntax unexpectedToken': { expected: 'a comparison operator' },
  'expression/syntax missingOperator': { example: 'eq "…"' },
  'expression/list-kind kindMismatch': { kind: 'an IP' },
  'expression/plan-feature function': { plan: 'Business' },
  'expression/function-arguments fieldRequired': { fields: 'a field such as `http.request.uri.path`' },
  'expression/function-arguments arity': { expected: '3 arguments', actual: '2' },
  'expression/function-phase notInSlot': { where: 'URL rewrite expressions of Transform Rules' },
  'expression/deprecated-field obsolete': { reason: 'value always 0 (not marked deprecated; no replacement)' },
  'logpush/filter-value-type elementType': { found: '2', expected: 'a whole number', type: 'Int' },
  'logpush/filter-structure mixedNode': { name: 'operator', other: 'and' },
  'logpush/destination unsupportedValue': { label: 'Amazon S3', name: 'region', value: 'cn-northwest-1' },
  'logpush/destination missingParameter': { label: 'Cloudflare R2', names: '`account-id`, `access-key-id` and `secret-access-key`' },
  'logpush/filter-structure missingMember': { names: '`key`, `operator` and `value`' },
  'logpush/logpull-options unknownOption': { name: 'format' },
  'logpush/edge-job edgeDataset': { allowed: 'http_requests' },
  'logpush/destination credentialPath': { label: 'Sumo Logic' },
  'logpush/destination-secret clearTextPath': { label: 'Sumo Logic', reference: '${SUMO_CODE}' },
  'logpush/destination-secret clearTextUserinfo': { reference: '${HTTPS_PASSWORD}' },
  'expression/country-code invalidCountry': { value: 'UK', suggestion: '; did you mean `GB`?' },
  'expression/function-arguments invalidFlags': { allowed: 'g', value: 'gi' },
  'managed/known-category unknown': { category: 'wordpres', ruleset: 'Cloudflare Managed Ruleset', suggestion: '; did you mean `wordpress`?' },
  'managed/override-action notDashboard': { action: 'interactive_challenge', suggestion: '; did you mean `challenge`?' },
  'managed/duplicate-override contradictoryTag': { key: 'paranoia-level-4', changes: '`enabled` and `action`' },
  'esc/behaviour-parameters invalidUrl': { name: 'target_url' },
  'logpush/filter-syntax unexpectedEnd': { expected: 'a value' },
  'logpush/filter-syntax invalidNumber': { reason: 'JSON numbers cannot have leading zeros' },
  'logpush/filter-contradiction contradiction': { key: 'EdgeResponseStatus', other: 'geq "500"' },
  'logpush/destination badParameterValue': { values: '`true` or `false`', value: 'no' },
  'logpush/destination missingAddress': { label: 'Amazon S3 or S3-compatible storage', address: 'bucket' },
  'esc/behaviour-parameters contentNotJson': { reason: 'Expected property name or \'}\' in JSON at position 1' },
  'esc/behaviour-parameters invalidHostname': { reason: 'remove the port and write it as `origin_port`' },
  'esc/header-operations invalidCookie': { reason: 'the value of `tracking` has a space' },
  'esc/header-operations invalidHeaderName': { allowed: 'letters, digits, `-` and `_`' },
  'managed/override-no-effect noChange': { what: 'rule' },
  'managed/duplicate-override duplicate': { what: 'rule' },
  'managed/owasp-settings paranoiaMismatch': { actual: '`paranoia-level-3` only' },
  'ruleset/unique-ref duplicate': { member: 'ref', value: 'block-bad-bots' },
  'ruleset/phase-level notAtLevel': { level: 'zone', product: 'Magic Firewall' },
  'ruleset/action-parameters missingRequired': { name: 'id', action: 'execute' },
  'expression/impossible-value negativeLengthMember': { value: '-1' },
  'expression/impossible-value percentEncoded': { sequence: '%7E', fixed: '"/~user/"' },
  'ruleset/rate-limit-parameters characteristicPlan': { allowed: '`ip.src` and `cf.colo.id`' },
  'list/item-format hostnameInvalid': { item: 'https://shop.example.com/' },
  'list/item-format asnInvalid': { item: 'AS13335', max: '4294967295' },
  'list/item-hygiene hostBits': { network: '10.0.0.0/8' },
  'logpush/destination bucketLength': { bucket: 'a', characters: '1 character', min: '3', max: '63' },
  'list/limits tooManyItems': { what: 'all IP lists' },
  'ruleset/rate-limit-parameters timeoutCustom': { value: '900', nearest: '600' },
  'ruleset/action-in-phase atOtherLevel': { action: 'execute', phase: 'http_ratelimit', level: 'zone' },
  'document/unused-directive unused': { kind: 'disable-next-line', where: 'on the next line' },
  'document/unused-directive unusedRule': { kind: 'disable-next-item', rule: '`expression/function-arguments`', where: 'in the item below' },
  'document/unused-directive misplaced': { rule: '`expression/function-arguments`', line: '120' },
  'document/unused-directive unknownRule': { rule: '`expression/method-cases`', suggestion: '; did you mean `expression/method-case`?' },
  'document/unused-directive disabledRule': { rule: '`expression/function-arguments`' },
};

/** The expression rules' templates reach `esc/when-*` as `<code>/<message id>`. */
function messageKey(ruleId: string, messageId: string): string {
  const slash = messageId.indexOf('/');
  return ruleId.startsWith('esc/when-') && slash > 0 ? `expression/${messageId.slice(0, slash)} ${messageId.slice(slash + 1)}` : `${ruleId} ${messageId}`;
}

function placeholders(template: string): string[] {
  return [...template.matchAll(/\{\{\s*([A-Za-z]\w*)\s*\}\}/g)].map((m) => m[1]!);
}

/** `template` with every placeholder filled with its typical value. */
function render(ruleId: string, messageId: string, template: string): string {
  const key = messageKey(ruleId, messageId);
  const own = { ...Object.entries(BY_DOMAIN).find(([prefix]) => key.startsWith(prefix))?.[1], ...BY_MESSAGE[key] };
  const data: Record<string, string> = {};
  for (const name of placeholders(template)) {
    const ending = template.trimEnd().endsWith(`{{${name}}}`);
    const value = (own as Record<string, string | undefined>)[name] ?? (ending ? ENDING[name] : undefined) ?? TYPICAL[name];
    if (value !== undefined) data[name] = value;
  }
  return formatMessage(template, data);
}

/** Templates that are a whole message composed elsewhere (the loader, the schema pass): their messages are checked where they are made. */
const COMPOSED = '{{message}}';

const templates = ALL_RULES.flatMap((rule) =>
  Object.entries(rule.meta.messages as Record<string, string>)
    .filter(([, template]) => template !== COMPOSED)
    .map(([messageId, template]) => [`${rule.meta.id} ${messageId}`, rule.meta.id, messageId, template] as const),
);

describe('every message template is a headline with typical values', () => {
  it.each(templates)('%s', (_name, ruleId, messageId, template) => {
    const rendered = render(ruleId, messageId, template);
    expect(placeholders(rendered), `placeholders without a typical value in rules/messages.test.ts: ${rendered}`).toEqual([]);
    expect(headlineProblems(rendered), rendered).toEqual([]);
  });
});

it('the words for messages in the data tables fit the templates that show them', () => {
  // Where a function or field may be used: every description, with the longest function name.
  const longestName = FUNCTIONS.map((f) => f.name).reduce((a, b) => (b.length > a.length ? b : a));
  const rendered = [
    ...FUNCTIONS.map((f) => f.placement.description).flatMap((where) => [
      formatMessage(EXPRESSION_MESSAGES['function-phase'].notInSlot, { name: longestName, where }),
      formatMessage(EXPRESSION_MESSAGES['function-phase'].networkOnly, { name: longestName, where }),
    ]),
    ...[...HTTP_FIELDS, ...NETWORK_FIELDS].flatMap((f) => (f.onlyInPhases ? [formatMessage(EXPRESSION_MESSAGES['field-phase'].restricted, { field: f.name, where: f.onlyInPhases.where })] : [])),
  ];
  expect(rendered.length).toBeGreaterThan(FUNCTIONS.length);
  expect(rendered.filter((m) => headlineProblems(m).length > 0)).toEqual([]);
});

it('the typical values are used: no stale entries', () => {
  const used = new Set(templates.flatMap(([, , , template]) => placeholders(template)));
  expect(Object.keys(TYPICAL).filter((name) => !used.has(name))).toEqual([]);
  const keys = new Set(templates.map(([, ruleId, messageId]) => messageKey(ruleId, messageId)));
  expect(Object.keys(BY_MESSAGE).filter((key) => !keys.has(key))).toEqual([]);
});

it('the headline check itself rejects what it should', () => {
  expect(headlineProblems('Duplicate rule ref `r1`; rule 2 of this ruleset has it too.')).toEqual([]);
  expect(headlineProblems('Unknown phase `x`; did you mean `y`?')).toEqual([]);
  expect(headlineProblems('duplicate rule ref `r1`')).toEqual(['does not start with a capital letter or a quoted token', 'does not end with a period']);
  expect(headlineProblems('A rule. Known: more.')).toEqual(['more than one sentence']);
  expect(headlineProblems('The API rejects it (error 20018).')).toEqual(['cites a spec section or an API error code (they belong on the docs page)']);
  expect(headlineProblems('Wrong (spec 2.7 rule 4).')).toEqual(['cites a spec section or an API error code (they belong on the docs page)']);
  expect(headlineProblems('A; b; c.')).toEqual(['more than one semicolon (at most one fix)']);
  expect(headlineProblems(`A ${'x'.repeat(100)}.`)).toEqual(['longer than 100 characters (103)']);
  expect(headlineProblems('A `b.')).toEqual(['unbalanced backticks']);
});
