/**
 * A corpus of realistic log filters, valid and invalid, with the problems
 * each must produce: used by the analyser's tests (src/logfilter) and, in
 * every scalar style, by the `logpush/filter-*` rule tests.
 */

// Builders for filter text: `cond` writes the value with JSON.stringify, so
// `cond('BotScore', 'lt', 30)` writes a bare number and `'30'` a string.
export const cond = (key: string, operator: string, value: unknown): string =>
  `{"key":${JSON.stringify(key)},"operator":${JSON.stringify(operator)},"value":${JSON.stringify(value)}}`;
export const and = (...nodes: string[]): string => `{"and":[${nodes.join(',')}]}`;
export const or = (...nodes: string[]): string => `{"or":[${nodes.join(',')}]}`;
export const where = (node: string): string => `{"where":${node}}`;

const FW = 'firewall_events';

export interface FilterCase {
  readonly name: string;
  readonly filter: string;
  /** Default `http_requests`. */
  readonly dataset?: string;
}

export interface InvalidFilterCase extends FilterCase {
  /** `[code, messageId, fragment]` (the range is the fragment's first occurrence) or `[code, messageId, start, end]`. */
  readonly expected: readonly (readonly [string, string, string] | readonly [string, string, number, number])[];
}

export const VALID_FILTERS: readonly FilterCase[] = [
  { name: 'spec example', filter: '{"where":{"and":[{"key":"EdgeResponseStatus","operator":"geq","value":"400"}]}}' },
  { name: 'docs example', filter: '{"where":{"and":[{"key":"ClientRequestPath","operator":"contains","value":"/static"},{"key":"ClientRequestHost","operator":"eq","value":"example.com"}]}}' },
  { name: 'docs !eq', filter: where(cond('ClientCountry', '!eq', 'ca')) },
  { name: 'docs bot score', filter: where(cond('BotScore', 'lt', '30')) },
  { name: 'docs startsWith', filter: where(cond('ClientRequestPath', 'startsWith', '/foo')) },
  { name: 'docs in', filter: where(cond('EdgeResponseStatus', 'in', [200, 201])) },
  { name: 'docs (X and Y) or Z', filter: where(or(and(cond('ClientCountry', 'eq', 'us'), cond('BotScore', 'lt', '30')), cond('EdgeResponseStatus', 'geq', '500'))) },
  { name: 'server errors on one host', filter: where(and(cond('ClientRequestHost', 'eq', 'api.example.com'), cond('EdgeResponseStatus', 'geq', '500'), cond('EdgeResponseStatus', 'leq', '599'))) },
  { name: 'blocked by security', filter: where(cond('SecurityAction', 'in', ['block', 'managed_challenge'])) },
  { name: 'likely bots', filter: where(and(cond('BotScore', 'lt', '30'), cond('BotScoreSrc', '!eq', 'Verified Bot'))) },
  { name: 'WAF attack scores', filter: where(or(cond('WAFAttackScore', 'leq', '20'), cond('WAFSQLiAttackScore', 'leq', '20'), cond('WAFXSSAttackScore', 'leq', '20'), cond('WAFRCEAttackScore', 'leq', '20'))) },
  { name: 'cache misses on assets', filter: where(and(cond('CacheCacheStatus', 'in', ['miss', 'expired']), cond('ClientRequestPath', 'startsWith', '/assets/'))) },
  { name: 'slow origins', filter: where(and(cond('OriginResponseDurationMs', 'gt', '2000'), cond('OriginResponseStatus', '!eq', '0'))) },
  { name: 'countries', filter: where(cond('ClientCountry', '!in', ['us', 'ca', 'gb'])) },
  { name: 'worker subrequests', filter: where(and(cond('WorkerSubrequest', 'eq', 'true'), cond('WorkerScriptName', 'eq', 'router'))) },
  { name: 'mtls failures', filter: where(cond('ClientMTLSAuthStatus', 'in', ['untrusted', 'expired', 'notyetvalid'])) },
  { name: 'TLS 1.0 and 1.1', filter: where(cond('ClientSSLProtocol', 'in', ['TLSv1', 'TLSv1.1'])) },
  { name: 'JA4 fingerprint', filter: where(cond('JA4', 'eq', 't13d1516h2_8daaf6152771_b186095e22b6')) },
  { name: 'POST to login', filter: where(and(cond('ClientRequestMethod', 'eq', 'POST'), cond('ClientRequestPath', 'eq', '/login'))) },
  { name: 'images', filter: where(or(cond('ClientRequestPath', 'endsWith', '.png'), cond('ClientRequestPath', 'endsWith', '.jpg'), cond('ClientRequestPath', 'endsWith', '.webp'))) },
  { name: 'not the health check', filter: where(cond('ClientRequestPath', '!startsWith', '/healthz')) },
  { name: 'no internal sources', filter: where(cond('ClientRequestSource', '!eq', 'edgeWorkerFetch')) },
  { name: 'bot detection ids', filter: where(cond('BotDetectionIDs', 'contains', '33554817')) },
  { name: 'bot tags', filter: where(cond('BotTags', '!contains', 'search_engine')) },
  { name: 'compressed responses', filter: where(cond('EdgeResponseCompressionRatio', 'gt', '1.2')) },
  { name: 'start timestamp', filter: where(cond('EdgeStartTimestamp', 'geq', '1700000000000000000')) },
  { name: 'leaked credentials', filter: where(cond('LeakedCredentialCheckResult', '!eq', 'clean')) },
  { name: 'big uploads', filter: where(and(cond('ClientRequestBytes', 'gt', '10485760'), cond('ClientRequestMethod', 'in', ['POST', 'PUT']))) },
  { name: 'user agents', filter: where(and(cond('ClientRequestUserAgent', 'contains', 'curl'), cond('ClientRequestUserAgent', '!contains', 'monitoring'))) },
  { name: 'mixed nesting', filter: where(and(cond('ClientRequestHost', 'endsWith', '.example.com'), or(cond('EdgeResponseStatus', 'eq', '403'), and(cond('BotScore', 'lt', '10'), cond('ClientASN', '!in', [13335, 15169]))))) },
  { name: 'pretty printed', filter: `{\n  "where": {\n    "or": [\n      ${cond('ZoneName', 'eq', 'example.com')},\n      ${cond('ZoneName', 'eq', 'example.net')}\n    ]\n  }\n}` },
  { name: 'unicode value', filter: where(cond('ClientCity', 'eq', 'Zürich')) },
  { name: 'escaped value', filter: '{"where":{"key":"ClientRequestURI","operator":"contains","value":"q=\\"x\\""}}' },
  { name: 'fw: block actions by source', filter: where(cond('ClientRequestPath', 'startsWith', '/admin')), dataset: FW },
  { name: 'fw: rule ref', filter: where(cond('Ref', 'in', ['block-bad-asn', 'rate-limit-login'])), dataset: FW },
  { name: 'fw: asn', filter: where(and(cond('ClientASN', 'eq', '64496'), cond('ClientCountry', 'eq', 'xx'))), dataset: FW },
  { name: 'fw: referer', filter: where(cond('ClientRefererHost', 'endsWith', 'spam.example')), dataset: FW },
  { name: 'fw: AI security', filter: where(or(cond('AISecurityInjectionScore', 'geq', '80'), cond('AISecurityPIICategories', 'contains', 'EMAIL_ADDRESS'))), dataset: FW },
  { name: 'fw: datetime', filter: where(cond('Datetime', 'geq', '2024-03-01T00:00:00Z')), dataset: FW },
  { name: 'fw: origin status', filter: where(cond('OriginResponseStatus', 'in', [502, 503, 504])), dataset: FW },
  { name: 'fw: query', filter: where(cond('ClientRequestQuery', 'contains', 'union select')), dataset: FW },
  { name: 'fw: content scan', filter: where(cond('ContentScanObjResults', 'contains', 'infected')), dataset: FW },
];

export const INVALID_FILTERS: readonly InvalidFilterCase[] = [
  { name: 'YAML-style escaping kept', filter: '{\\"where\\":{\\"key\\":\\"ClientCountry\\",\\"operator\\":\\"eq\\",\\"value\\":\\"us\\"}}', expected: [['filter-syntax', 'strayBackslash', '\\"']] },
  { name: 'python quotes', filter: "{'where': {'key': 'ClientCountry', 'operator': 'eq', 'value': 'us'}}", expected: [['filter-syntax', 'singleQuotes', "'where'"]] },
  { name: 'missing comma between conditions', filter: `{"where":{"and":[${cond('ClientCountry', 'eq', 'us')} ${cond('BotScore', 'lt', '30')}]}}`, expected: [['filter-syntax', 'expectedCommaOrBracket', 70, 71]] },
  { name: 'comment in filter', filter: `{"where": ${cond('ClientCountry', 'eq', 'us')} // only US\n}`, expected: [['filter-syntax', 'comment', '//']] },
  { name: 'unquoted keys', filter: '{where:{key:"ClientCountry",operator:"eq",value:"us"}}', expected: [['filter-syntax', 'unquotedKey', 'where']] },
  { name: 'truncated', filter: '{"where":{"and":[{"key":"ClientCountry","operator":"eq","value":"us"}', expected: [['filter-syntax', 'unclosed', 16, 17]] },
  { name: 'Python True', filter: '{"where":{"key":"WorkerSubrequest","operator":"eq","value":True}}', expected: [['filter-syntax', 'unknownWord', 'True']] },
  { name: 'no where (terraform #2181)', filter: cond('ClientRequestHost', 'eq', 'example.com'), expected: [['filter-structure', 'missingWhere', cond('ClientRequestHost', 'eq', 'example.com')]] },
  { name: 'where holds a list', filter: where(`[${cond('ClientCountry', 'eq', 'us')}]`), expected: [['filter-structure', 'nodeNotObject', `[${cond('ClientCountry', 'eq', 'us')}]`]] },
  { name: 'empty and', filter: where('{"and":[]}'), expected: [['filter-structure', 'emptyCombinator', '[]']] },
  { name: 'and with or in one node', filter: where(`{"and":[${cond('ClientCountry', 'eq', 'us')}],"or":[${cond('BotScore', 'lt', '30')}]}`), expected: [['filter-structure', 'mixedNode', '"or"']] },
  { name: 'condition with field instead of key', filter: where('{"field":"ClientCountry","operator":"eq","value":"us"}'), expected: [['filter-structure', 'missingMember', '{"field":"ClientCountry","operator":"eq","value":"us"}'], ['filter-structure', 'unknownMember', '"field"']] },
  { name: 'values instead of value', filter: where('{"key":"ClientCountry","operator":"in","values":["us"]}'), expected: [['filter-structure', 'unknownMemberSuggestion', '"values"']] },
  { name: 'op instead of operator', filter: where('{"key":"ClientCountry","op":"eq","value":"us"}'), expected: [['filter-structure', 'missingMember', '{"key":"ClientCountry","op":"eq","value":"us"}'], ['filter-structure', 'unknownMember', '"op"']] },
  { name: 'encoded twice', filter: JSON.stringify(where(cond('ClientCountry', 'eq', 'us'))), expected: [['filter-structure', 'doubleEncoded', 0, JSON.stringify(where(cond('ClientCountry', 'eq', 'us'))).length]] },
  { name: 'misspelled field', filter: where(cond('EdgeResponseStatu', 'geq', '500')), expected: [['filter-unknown-field', 'unknownFieldSuggestion', '"EdgeResponseStatu"']] },
  { name: 'Rules-language field name', filter: where(cond('http.host', 'eq', 'example.com')), expected: [['filter-unknown-field', 'unknownField', '"http.host"']] },
  { name: 'removed WAFAction', filter: where(cond('WAFAction', 'eq', 'drop')), expected: [['filter-unknown-field', 'removedField', '"WAFAction"']] },
  { name: 'removed FirewallMatchesActions', filter: where(cond('FirewallMatchesActions', 'contains', 'block')), expected: [['filter-unknown-field', 'removedField', '"FirewallMatchesActions"']] },
  { name: 'firewall field on http_requests', filter: where(cond('ClientRequestQuery', 'contains', 'id=')), expected: [['filter-unknown-field', 'otherDataset', '"ClientRequestQuery"']] },
  { name: 'fw: Action cannot be filtered', filter: where(cond('Action', 'eq', 'block')), dataset: FW, expected: [['filter-unfilterable-field', 'excludedField', '"Action"']] },
  { name: 'fw: Source cannot be filtered', filter: where(cond('Source', 'eq', 'waf')), dataset: FW, expected: [['filter-unfilterable-field', 'excludedField', '"Source"']] },
  { name: 'fw: RuleID cannot be filtered', filter: where(cond('RuleID', 'eq', '100015')), dataset: FW, expected: [['filter-unfilterable-field', 'excludedField', '"RuleID"']] },
  { name: 'fw: WAFAttackScore belongs to http_requests', filter: where(cond('WAFAttackScore', 'lt', '20')), dataset: FW, expected: [['filter-unknown-field', 'otherDataset', '"WAFAttackScore"']] },
  { name: 'cookie object', filter: where(cond('Cookies', 'contains', 'session')), expected: [['filter-unfilterable-field', 'objectField', '"Cookies"']] },
  { name: 'deprecated cache status', filter: where(cond('CacheResponseStatus', 'eq', '200')), expected: [['filter-deprecated-field', 'deprecated', '"CacheResponseStatus"']] },
  { name: 'OpenAPI neq', filter: where(cond('ClientCountry', 'neq', 'cn')), expected: [['filter-operator', 'operatorAlias', '"neq"']] },
  { name: 'SQL-style >=', filter: where(cond('EdgeResponseStatus', '>=', '500')), expected: [['filter-operator', 'operatorAlias', '">="']] },
  { name: 'regex operator', filter: where(cond('ClientRequestPath', 'matches', '^/api')), expected: [['filter-operator', 'unknownOperator', '"matches"']] },
  { name: 'startsWith on status', filter: where(cond('EdgeResponseStatus', 'startsWith', '5')), expected: [['filter-operator-type', 'operatorNotForType', '"startsWith"']] },
  { name: 'ordering on country', filter: where(cond('ClientCountry', 'gt', 'm')), expected: [['filter-operator-type', 'operatorNotForType', '"gt"']] },
  { name: 'contains on bool', filter: where(cond('CacheTieredFill', 'contains', 'true')), expected: [['filter-operator-type', 'operatorNotForType', '"contains"']] },
  { name: 'eq on array field', filter: where(cond('SecuritySources', 'eq', 'waf')), expected: [['filter-operator-type', 'operatorNotForType', '"eq"']] },
  { name: 'in on bool', filter: where(cond('WorkerSubrequest', 'in', ['true'])), expected: [['filter-operator-type', 'operatorNotForType', '"in"']] },
  { name: 'comma list (API error 1004)', filter: where(cond('EdgeResponseStatus', 'in', '200,201')), expected: [['filter-value-type', 'expectedArrayFromList', '"200,201"']] },
  { name: 'status as a number', filter: where(cond('EdgeResponseStatus', 'geq', 500)), expected: [['filter-value-type', 'expectedString', '500']] },
  { name: 'yes for a bool', filter: where(cond('CacheReserveUsed', 'eq', 'yes')), expected: [['filter-value-type', 'notBool', '"yes"']] },
  { name: 'words for an int', filter: where(cond('EdgeResponseStatus', 'eq', 'OK')), expected: [['filter-value-type', 'notInt', '"OK"']] },
  { name: 'quoted statuses in in', filter: where(cond('OriginResponseStatus', '!in', ['502', '503'])), expected: [['filter-value-type', 'elementQuotedNumber', '"502"'], ['filter-value-type', 'elementQuotedNumber', '"503"']] },
  { name: 'empty in', filter: where(cond('ClientCountry', 'in', [])), expected: [['filter-value-type', 'emptySet', '[]']] },
  { name: 'status ranges that never meet', filter: where(and(cond('EdgeResponseStatus', 'geq', '500'), cond('EdgeResponseStatus', 'lt', '400'))), expected: [['filter-contradiction', 'contradiction', cond('EdgeResponseStatus', 'lt', '400')]] },
  { name: 'two hosts under and', filter: where(and(cond('ClientRequestHost', 'eq', 'a.example.com'), cond('ClientRequestHost', 'eq', 'b.example.com'))), expected: [['filter-contradiction', 'contradiction', cond('ClientRequestHost', 'eq', 'b.example.com')]] },
  { name: 'fw: two refs under and', filter: where(and(cond('Ref', 'eq', 'a'), cond('Ref', 'eq', 'b'))), dataset: FW, expected: [['filter-contradiction', 'contradiction', cond('Ref', 'eq', 'b')]] },
  {
    name: 'several mistakes at once',
    filter: where(and(cond('ClientCountri', 'neq', 'us'), cond('EdgeResponseStatus', 'in', '500,502'), cond('BotScore', 'gte', 30))),
    expected: [
      ['filter-unknown-field', 'unknownFieldSuggestion', '"ClientCountri"'],
      ['filter-operator', 'operatorAlias', '"neq"'],
      ['filter-value-type', 'expectedArrayFromList', '"500,502"'],
      ['filter-operator', 'operatorAlias', '"gte"'],
      ['filter-value-type', 'expectedString', '30'],
    ],
  },
];
