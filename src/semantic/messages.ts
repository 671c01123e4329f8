/**
 * Message templates of the problems the semantic engine reports, by problem
 * code (= rule `expression/<code>`) and message id. The rules re-use these
 * tables as their `meta.messages`; the engine never formats a message.
 */

export const SEMANTIC_MESSAGES = {
  contradiction: {
    contradiction: 'This condition can never hold together with the conditions before it in this `and`.',
  },
  tautology: {
    tautology: 'This `or` is always true: this condition and the ones before it cover every request.',
  },
  'impossible-value': {
    lowerCase: '`{{function}}()` returns lower-case text, so {{literal}} never matches; write {{fixed}}.',
    upperCase: '`{{function}}()` returns upper-case text, so {{literal}} never matches; write {{fixed}}.',
    path: '`{{field}}` starts with `/`, so {{literal}} never matches; write {{fixed}}.',
    absoluteUrl: '`{{field}}` starts with `http://` or `https://`, so {{literal}} never matches.',
    query: '`{{field}}` has no leading `?`, so {{literal}} never matches; write {{fixed}}.',
    extension: 'An extension has no `.`, so {{literal}} never matches; write {{fixed}}.',
    hostWildcard: '`{{operator}}` does not expand `*`, so {{literal}} never matches; use `wildcard`.',
    hostname: '`{{field}}` is a host name and never holds {{character}}, so {{literal}} never matches.',
    percentEncoded: '`{{field}}` is normalized and never holds `{{sequence}}`; write {{fixed}}.',
    unencoded: '`{{field}}` holds {{character}} only percent-encoded, so {{literal}} never matches.',
    regexAnchors: 'The regular expression {{literal}} never matches with `{{operator}}`; use `matches`.',
    patternNeverMatches: '`{{field}}` {{shape}}, so the pattern {{literal}} never matches.',
    emptySet: 'An empty set never matches; add its members or remove the comparison.',
    negativeLength: '`{{function}}()` is never negative, so this comparison is always {{result}}.',
    negativeLengthMember: '`{{function}}()` is never negative, so `{{value}}` never matches.',
  },
  'overlapping-ranges': {
    inside: '`{{member}}` is inside `{{other}}`, also in this set; remove it.',
    overlap: '`{{member}}` overlaps `{{other}}` in this set; merge them into one range.',
  },
  'reserved-ip': {
    neverClient: '`{{member}}` is in {{block}}, never a client address; it never matches.',
  },
} as const satisfies Record<string, Record<string, string>>;

export type SemanticProblemCode = keyof typeof SEMANTIC_MESSAGES;

export type SemanticMessageId<C extends SemanticProblemCode> = keyof (typeof SEMANTIC_MESSAGES)[C] & string;

export interface SemanticProblemCodeInfo {
  readonly code: SemanticProblemCode;
  readonly description: string;
  readonly defaultSeverity: 'error' | 'warn';
  readonly type: 'problem' | 'suggestion';
  readonly fixable?: boolean;
}

export const SEMANTIC_PROBLEM_CODES: readonly SemanticProblemCodeInfo[] = [
  { code: 'contradiction', description: 'The conditions joined by an `and` can never all hold at once, so that part of the expression never matches.', defaultSeverity: 'warn', type: 'problem' },
  { code: 'tautology', description: 'The conditions joined by an `or` cover every request, so that part of the expression always matches.', defaultSeverity: 'warn', type: 'problem' },
  {
    code: 'impossible-value',
    description: 'A literal that no value of the field or function can match: a path without `/`, `lower(x)` compared with upper case, an extension with its dot, a percent-encoding normalization removes, a regex in an `eq`.',
    defaultSeverity: 'warn',
    type: 'problem',
    fixable: true,
  },
  { code: 'overlapping-ranges', description: 'Members of one `in { … }` set overlap: an address, CIDR or integer range inside another member is redundant, and a partial overlap is usually a typo.', defaultSeverity: 'warn', type: 'suggestion' },
  { code: 'reserved-ip', description: '`ip.src` compared, in an HTTP phase, with an address no client can have (loopback, link-local, multicast, unspecified, broadcast): that part never matches.', defaultSeverity: 'warn', type: 'problem' },
];
