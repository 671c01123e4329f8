/**
 * Message templates of every problem the expression analyser reports, by
 * problem code (= the future rule `expression/<code>`) and message id. The
 * rules in `rules/expression/` re-use these tables as their `meta.messages`;
 * the analyser itself never formats a message.
 */

export const EXPRESSION_MESSAGES = {
  syntax: {
    empty: 'The expression is empty; write a condition, or `true` to match everything.',
    unexpectedCharacter: 'Unexpected character {{char}}.',
    otherQuote: '`{{char}}` does not start a string; strings are written in straight double quotes: `"…"`.',
    invisibleSpace: 'Unexpected {{char}}, an invisible space the parser does not skip; write a plain space.',
    unexpectedToken: 'Unexpected {{token}}; expected {{expected}}.',
    expectedExpression: 'Expected a condition {{where}}.',
    expectedValue: 'Expected a value after `{{operator}}`.',
    missingLogicalOperator: 'Expected `and`, `or` or `xor` before {{token}}.',
    uppercaseKeyword: '`{{word}}` is not an operator; keywords are lower case: `{{lower}}`.',
    singleSymbol: '`{{symbol}}` is not an operator; use `{{replacement}}`.',
    unclosedParen: 'This `(` is never closed; add `)`.',
    expectedCloseParen: 'Expected `)`, found {{token}}.',
    unmatchedCloseParen: 'Unexpected `)`: there is no `(` to close.',
    unterminatedString: 'Unterminated string: add the closing `"`.',
    unterminatedRawString: 'Unterminated raw string: it must end with `"{{hashes}}`.',
    expectedRawQuote: 'A raw string starts with `r"` or `r#"`.',
    invalidEscape: 'Invalid escape `{{escape}}` in a string{{hint}}',
    tooManyHashes: 'A raw string may have at most {{max}} `#`.',
    setComma: 'Set members are separated by spaces, not commas.',
    unclosedSet: 'This `{` is never closed; add `}`.',
    nestedSet: 'Sets cannot be nested.',
    unexpectedInSet: 'Unexpected {{token}} in a set; members are strings, numbers, IP addresses or ranges.',
    notOperator: '`{{token}}` is not an operator; write `not {{lhs}} {{operator}} …`.',
    infixFunction: '`{{name}}` is a function, not an operator: write `{{name}}({{lhs}}, …)`.',
    unknownOperator: '`{{token}}` is not an operator; use eq, ne, lt, le, gt, ge, contains, matches, wildcard or in.',
    strictWildcardSpacing: 'Write `strict wildcard` with exactly one space.',
    missingOperator: '`{{lhs}}` is {{type}} and needs a comparison, such as `{{example}}`.',
    expectedIndex: 'Expected a quoted key, a non-negative integer or `*` inside `[ ]`.',
    rawStringKey: 'Map keys must be quoted strings; raw strings are not accepted here.',
    negativeIndex: 'Array indexes cannot be negative.',
    expectedCloseBracket: 'Expected `]`, found {{token}}.',
    spaceBeforeIndex: 'Remove the space before `[`: an index follows its field directly.',
    expectedArgument: 'Expected a function argument, found {{token}}.',
    expectedCommaOrParen: 'Expected `,` or `)` after the argument, found {{token}}.',
    logicalArgument: 'Wrap the argument in parentheses to combine conditions with `{{token}}` inside a function call.',
    quantifierLogical: '`{{name}}()` holds one comparison; close it before `{{token}}`.',
    trailingComma: 'Unexpected `)` after `,`: remove the trailing comma.',
    nestingLimit: 'The expression nests deeper than {{max}} levels (parentheses, `not`, function calls, any/all, indexes).',
    boolLiteralPosition: '`{{value}}` is only valid as the whole expression; remove it or use the condition itself.',
    literalOnLeft: 'The value goes on the right of a comparison: `<field> eq {{literal}}`.',
    intOverflow: 'The integer `{{text}}` does not fit in 64 bits.',
    invalidDigit: '`{{text}}` is not a valid integer{{hint}}.',
    trailingDot: 'A field name cannot end with `.`.',
    valueTrailing: 'A value expression is a single field or function call; unexpected {{token}}.',
    expectedValueExpression: 'Expected a field or function call, found {{token}}.',
  },
  'unknown-field': {
    unknownField: 'Unknown field `{{name}}`{{suggestion}}',
  },
  'unknown-function': {
    unknownFunction: 'Unknown function `{{name}}`{{suggestion}}',
    fieldCalled: '`{{name}}` is a field, not a function; remove the parentheses.',
    functionNotCalled: '`{{name}}` is a function; call it: `{{name}}(…)`.',
  },
  'operator-type': {
    notForType: '`{{operator}}` does not apply to {{type}}; use {{allowed}}.',
    boolOperator: '`{{lhs}}` is a Boolean; test it without `{{operator}}`, alone or with `not`.',
    containerOperator: 'This is {{type}}; index it or compare its elements with `any(…[*] {{operator}} …)`.',
  },
  'literal-type': {
    wrongType: '`{{operator}}` on `{{lhs}}` ({{type}}) expects {{expected}}, not {{actual}}.',
    unquotedString: '`{{text}}` is not a value; strings are quoted: `"{{text}}"`.',
    fieldComparison: 'The right side of a comparison must be a literal, not the field or function `{{rhs}}`.',
    inNeedsSet: '`in` needs a set `{ … }` or a list `$name`.',
    setNeedsIn: 'A set `{ … }` can only follow `in`.',
    listNeedsIn: 'A list `$name` can only follow `in`.',
    cidrOutsideSet: 'A CIDR range is allowed only inside a set: `in { {{text}} }`.',
    rangeOutsideSet: 'A range is allowed only inside a set: `in { {{text}} }`.',
    patternNeedsString: '`{{operator}}` needs a quoted string or a raw string.',
    boolValue: '`{{value}}` is not a value; Boolean fields are tested without an operator.',
  },
  'expression-type': {
    arrayRoot: 'This yields one result per array element ([*]); wrap it in `any(…)` or `all(…)`.',
    quantifierArgument: '`{{name}}()` needs an array of Booleans, such as `field[*] eq …`, not {{type}}.',
    mixedLogical: '`{{operator}}` mixes a Boolean and an array of Booleans; wrap the `[*]` side in `any(…)` or `all(…)`.',
    indexType: '`{{target}}` is {{type}} and cannot be indexed with `{{index}}`.',
    valueNotString: 'A value expression must produce a String, not {{type}}{{hint}}.',
    valueLiteral: 'A value expression cannot be a literal; put a static value in `value`, not `expression`.',
    notAValue: '`{{text}}` is not a value here.',
  },
  'map-each': {
    notFirstArgument: '`[*]` can only be used in the first argument of a function.',
    valueExpression: '`[*]` cannot be used in a value expression, which must produce a single String.',
    arrayOfArrays: 'This comparison would yield an array of arrays of Booleans, which is not supported.',
    differentArrays: '`{{second}}[*]` is not the array the first `[*]` of this any()/all() expands.',
  },
  'field-phase': {
    responseField: '`{{field}}` is a response field, not available in a request phase.',
    bodyField: '`{{field}}` reads the request body, which this phase cannot access.',
    networkField: '`{{field}}` is a packet field, not available in an HTTP phase.',
    httpField: '`{{field}}` is an HTTP field, not available in a network phase.',
    restricted: '`{{field}}` works only in {{where}}.',
  },
  'function-phase': {
    notInPhase: '`{{name}}()` is not available in phase `{{phase}}`.',
    valueOnly: '`{{name}}()` can only be used in value expressions, not in a filter.',
    notInSlot: '`{{name}}()` works only in {{where}}.',
    networkOnly: '`{{name}}()` exists only in {{where}}.',
    notInNetwork: '`{{name}}()` is not available in the network phase `{{phase}}`.',
    onlyOnce: 'Only one `regex_replace()` or `wildcard_replace()` call is allowed per expression.',
  },
  'function-arguments': {
    arity: '`{{name}}()` takes {{expected}}, found {{actual}}.',
    argumentType: 'Argument {{index}} of `{{name}}()` ({{param}}) must be {{expected}}, not {{actual}}.',
    literalNotAllowed: 'Argument {{index}} of `{{name}}()` must be a field or function call, not a literal.',
    literalRequired: 'Argument {{index}} of `{{name}}()` ({{param}}) must be a literal value.',
    outOfRange: 'Argument {{index}} of `{{name}}()` must be between {{min}} and {{max}}, not {{value}}.',
    emptyString: 'Argument {{index}} of `{{name}}()` ({{param}}) must not be empty.',
    invalidFlags: 'Argument {{index}} of `{{name}}()` accepts only the flags `{{allowed}}`, not `{{value}}`.',
    replacementReference: '`{{reference}}` is out of range: a replacement can refer to at most {{max}} groups.',
    fieldRequired: 'The first argument of `{{name}}()` must be {{fields}}.',
  },
  'invalid-ip': {
    invalidAddress: '`{{text}}` is not a valid IP address.',
    invalidPrefix: '`/{{prefix}}` is not a valid prefix length for an IPv{{family}} network (0 to {{max}}).',
  },
  'invalid-range': {
    reversed: 'The range `{{text}}` is reversed; write `{{fixed}}`.',
    mixedFamilies: 'The range `{{text}}` mixes IPv4 and IPv6 addresses.',
    missingBound: 'The range `{{text}}` needs a value on each side of `..`, with no spaces: `first..last`.',
  },
  'cidr-host-bits': {
    hostBits: '`{{text}}` has host bits set; the network is `{{network}}`.',
  },
  'invalid-regex': {
    syntax: 'Invalid regular expression: {{detail}}.',
    lookAround: 'Look-around `{{token}}` is not supported by the regex engine (Rust regex).',
    backreference: 'Backreferences (`{{token}}`) are not supported by the regex engine (Rust regex).',
  },
  'regex-unicode': {
    unicodeClass: '`{{token}}` needs Unicode mode, which is off by default; start the pattern with `(?u)`.',
    nonAscii: 'Non-ASCII `{{char}}` needs Unicode mode, which is off by default; start the pattern with `(?u)`.',
  },
  'invalid-wildcard': {
    doubleStar: '`**` is not allowed in a wildcard pattern; one `*` already matches any number of characters.',
    invalidEscape: '`{{escape}}` is not a wildcard escape; only `\\*` and `\\\\` are.',
    trailingEscape: 'The wildcard pattern ends with an incomplete escape `\\`.',
  },
  'unknown-list': {
    unknownList: 'No list named `${{name}}` is declared{{suggestion}}',
    unknownManagedList: '`${{name}}` is not a managed list{{suggestion}}',
  },
  'list-name': {
    invalidName: '`${{name}}` is not a valid list name: use lower-case letters, digits and `_`.',
    tooLong: 'List names have at most {{max}} characters; `${{name}}` has {{length}}.',
    empty: 'Expected a list name after `$`.',
  },
  'list-kind': {
    kindMismatch: '`${{name}}` is {{kind}} list; `{{lhs}}` ({{type}}) needs {{expected}}.',
  },
  'max-length': {
    tooLong: 'The expression has {{length}} characters; the maximum is {{max}}.',
  },
  'dashboard-length': {
    tooLong: 'The expression has {{length}} characters; the dashboard\'s editor accepts at most {{max}}.',
  },
  'max-regexes': {
    tooMany: 'The expression uses {{count}} regular expressions; a rule may use at most {{max}}.',
  },
  'plan-feature': {
    regex: '`{{operator}}` needs the Business plan or above; the plan is {{tier}}.',
    field: '`{{field}}` needs {{plan}}; the plan is {{tier}}.',
    function: '`{{name}}()` needs the {{plan}} plan or above; the plan is {{tier}}.',
  },
  'deprecated-field': {
    deprecated: '`{{field}}` is deprecated; use `{{replacement}}`.',
    deprecatedAmbiguous: '`{{field}}` is deprecated; use {{replacements}}.',
    obsolete: '`{{field}}` is obsolete: {{reason}}.',
  },
  'constant-comparison': {
    outsideDomain: '`{{lhs}}` is always {{domain}}, so this comparison is always {{result}}.',
    memberOutsideDomain: '`{{value}}` is outside the values of `{{lhs}}` ({{domain}}) and never matches.',
    notInEnum: '`{{value}}` is not a value of `{{lhs}}` and never matches.',
    caseNeverMatches: '`{{lhs}}` is always {{case}}; `{{value}}` never matches.',
  },
  'duplicate-set-member': {
    duplicate: '`{{value}}` appears more than once in this set.',
  },
  'prefer-contains': {
    preferContains: 'This regex has no special characters; use `contains {{literal}}`.',
    preferEq: 'This regex matches one exact value; use `eq {{literal}}`.',
  },
  'method-case': {
    lowercase: '`{{value}}` never matches: request methods are upper case; write `{{upper}}`.',
  },
  'header-key-case': {
    uppercaseKey: '`{{key}}` never matches: header keys are lower-cased; write `{{lower}}`.',
  },
  'country-code': {
    invalidCountry: '`{{value}}` is not an ISO 3166-1 alpha-2 country code{{suggestion}}',
    lowercaseCountry: '`{{value}}` never matches: country and continent codes are upper case; write `{{upper}}`.',
    invalidContinent: '`{{value}}` is not a continent code; use one of {{codes}}.',
  },
  'undocumented-syntax': {
    tab: 'A tab is not whitespace for the Rules-language parser (wirefilter); use spaces.',
    bitwiseAnd: '`{{operator}}` (bitwise and) is not documented by Cloudflare.',
    octalInt: '`{{text}}` is read as octal ({{value}}); write `{{decimal}}` for decimal.',
    hexBytes: 'Hex byte string `{{text}}` is undocumented; write a quoted string.',
    ipOrdering: 'Ordering IP addresses with `{{operator}}` is undocumented; use `in { … }` with a range or CIDR.',
    containsSet: '`contains { … }` is undocumented and rejected by wirefilter; combine `contains` tests with `or`.',
  },
} as const satisfies Record<string, Record<string, string>>;

export type ExpressionProblemCode = keyof typeof EXPRESSION_MESSAGES;

export type MessageIdOf<C extends ExpressionProblemCode> = keyof (typeof EXPRESSION_MESSAGES)[C] & string;

export interface ExpressionProblemCodeInfo {
  readonly code: ExpressionProblemCode;
  readonly description: string;
  readonly defaultSeverity: 'error' | 'warn';
  /** ESLint rule type: `problem` (rejected or misbehaves) or `suggestion` (works, better written otherwise). */
  readonly type: 'problem' | 'suggestion';
  /** Some reports carry a `fix`. */
  readonly fixable?: boolean;
  /** Some reports carry `suggestions`. */
  readonly hasSuggestions?: boolean;
  /**
   * The measured numbers in `data` (and in `ExpressionAnalysis`) let the rule
   * re-check with its own options instead of the default limit.
   */
  readonly tunable?: string;
}

export const EXPRESSION_PROBLEM_CODES: readonly ExpressionProblemCodeInfo[] = [
  { code: 'syntax', description: 'The expression does not parse (the API rejects it).', defaultSeverity: 'error', type: 'problem', fixable: true },
  { code: 'unknown-field', description: 'A field name is not in the Rules-language field catalog.', defaultSeverity: 'error', type: 'problem' },
  { code: 'unknown-function', description: 'A function name is not a Rules-language function.', defaultSeverity: 'error', type: 'problem' },
  { code: 'operator-type', description: 'A comparison operator is not defined for the type of its left side.', defaultSeverity: 'error', type: 'problem', fixable: true },
  { code: 'literal-type', description: 'The right side of a comparison is not a literal of the left side\'s type (or a CIDR/range outside a set).', defaultSeverity: 'error', type: 'problem', fixable: true },
  { code: 'expression-type', description: 'An expression has the wrong type: a filter that is not a Boolean, a value expression that is not a String, any()/all() without an array of Booleans.', defaultSeverity: 'error', type: 'problem' },
  { code: 'map-each', description: '`[*]` used outside a function\'s first argument or a comparison.', defaultSeverity: 'error', type: 'problem' },
  { code: 'field-phase', description: 'A field is not available in the rule\'s phase (response, body, network and transform-only fields).', defaultSeverity: 'error', type: 'problem' },
  { code: 'function-phase', description: 'A function is not allowed in the rule\'s phase or expression slot, or is used more than once.', defaultSeverity: 'error', type: 'problem' },
  { code: 'function-arguments', description: 'A function call has the wrong number, kind, type or value of arguments.', defaultSeverity: 'error', type: 'problem' },
  { code: 'invalid-ip', description: 'An IP address or CIDR prefix is not valid.', defaultSeverity: 'error', type: 'problem' },
  { code: 'invalid-range', description: 'A range is reversed, mixes IPv4 and IPv6, or lacks a bound.', defaultSeverity: 'error', type: 'problem', fixable: true },
  { code: 'cidr-host-bits', description: 'A CIDR has host bits set (the parser probably rejects it); the fix writes the network address.', defaultSeverity: 'warn', type: 'problem', fixable: true },
  { code: 'invalid-regex', description: 'A regular expression is not valid in the Rust regex dialect (no look-around, no backreferences).', defaultSeverity: 'error', type: 'problem' },
  { code: 'regex-unicode', description: 'A regular expression needs Unicode mode (`(?u)`), which is off by default.', defaultSeverity: 'warn', type: 'problem' },
  { code: 'invalid-wildcard', description: 'A wildcard pattern is not valid (`**`, bad escapes).', defaultSeverity: 'error', type: 'problem' },
  { code: 'unknown-list', description: 'A list `$name` is neither declared nor managed.', defaultSeverity: 'error', type: 'problem' },
  { code: 'list-name', description: 'A list name is not valid (lower-case letters, digits, `_`, at most 50 characters).', defaultSeverity: 'error', type: 'problem' },
  { code: 'list-kind', description: 'A list\'s kind does not match the type of the field it is compared with.', defaultSeverity: 'error', type: 'problem' },
  { code: 'max-length', description: 'The expression is longer than the API accepts.', defaultSeverity: 'error', type: 'problem', tunable: 'data.length / analysis.length; option maxLength' },
  { code: 'dashboard-length', description: 'The expression is longer than the dashboard editor accepts.', defaultSeverity: 'warn', type: 'suggestion', tunable: 'data.length / analysis.length; option maxLength' },
  { code: 'max-regexes', description: 'The rule uses more regular expressions than allowed.', defaultSeverity: 'error', type: 'problem', tunable: 'data.count / analysis.regexCount and analysis.regexSpans; option max' },
  { code: 'plan-feature', description: 'A feature (regex, field, function) needs a higher plan than the configured tier.', defaultSeverity: 'error', type: 'problem' },
  { code: 'deprecated-field', description: 'A field is deprecated or obsolete; the fix writes its replacement.', defaultSeverity: 'warn', type: 'suggestion', fixable: true, hasSuggestions: true },
  { code: 'constant-comparison', description: 'A comparison is always true or always false (a value outside the field\'s domain or case).', defaultSeverity: 'warn', type: 'problem', fixable: true },
  { code: 'duplicate-set-member', description: 'A set contains the same member twice.', defaultSeverity: 'warn', type: 'suggestion', fixable: true },
  { code: 'prefer-contains', description: '`matches` with a pattern that has no special characters; `contains` or `eq` does the same.', defaultSeverity: 'warn', type: 'suggestion', fixable: true },
  { code: 'method-case', description: '`http.request.method` compared with a lower-case method, which never matches.', defaultSeverity: 'warn', type: 'problem', fixable: true },
  { code: 'header-key-case', description: 'A header map key with upper-case letters, which never matches (keys are lower-cased).', defaultSeverity: 'warn', type: 'problem', fixable: true },
  { code: 'country-code', description: 'A country or continent code that is not valid or not upper case.', defaultSeverity: 'error', type: 'problem', fixable: true, hasSuggestions: true },
  { code: 'undocumented-syntax', description: 'Syntax that the open-source parser accepts or rejects but Cloudflare does not document (tabs, octal, hex bytes, `&`, IP ordering, `contains {…}`).', defaultSeverity: 'warn', type: 'suggestion', fixable: true },
];
