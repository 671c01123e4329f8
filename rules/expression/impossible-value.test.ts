import rule from './impossible-value.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const firewall = (expression: string): string => `phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: ${expression}\n`;

ruleTester(rule, {
  valid: [
    firewall('lower(http.user_agent) contains "curl"'),
    firewall('http.request.uri.path in {"/login" "/admin"}'),
    { name: 'the asterisk form of a path', code: firewall('http.request.uri.path eq "*"') },
    { name: 'reserved characters stay encoded', code: firewall('http.request.uri.path eq "/a%2Fb%20c"') },
    { name: 'raw fields are not normalized', code: firewall('raw.http.request.uri.path eq "/%61dmin"') },
    { name: 'a single anchor on a free-form field may be literal', code: firewall('http.user_agent contains "^"') },
    { name: 'a trailing dollar without other regex syntax', code: firewall('http.cookie eq "price=5$"') },
    { name: 'regexes with anchors are regexes', code: firewall('http.request.uri.path matches "^/admin/.*$"') },
    { name: 'wildcard ignores case', code: firewall('lower(http.host) wildcard "*.EXAMPLE.com"') },
    { name: 'the documented key-existence test', code: firewall('len(http.request.uri.args["filter"]) ge 0') },
    firewall('http.request.uri.path.extension in {"php" "asp"}'),
    firewall('http.host wildcard "*.example.com"'),
  ],
  invalid: [
    {
      code: firewall('lower(http.user_agent) eq "Curl"'),
      errors: [{ messageId: 'lowerCase', line: 4, column: 43, endLine: 4, endColumn: 49, message: '`lower()` returns lower-case text, so "Curl" never matches; write "curl".' }],
      output: firewall('lower(http.user_agent) eq "curl"'),
    },
    {
      code: firewall('upper(http.request.uri.query) contains "id="'),
      errors: [{ messageId: 'upperCase', line: 4, column: 56, endLine: 4, endColumn: 61 }],
      output: firewall('upper(http.request.uri.query) contains "ID="'),
    },
    {
      code: firewall('http.request.uri.path in {"/login" "admin"}'),
      errors: [{ messageId: 'path', line: 4, column: 52, endLine: 4, endColumn: 59 }],
      output: firewall('http.request.uri.path in {"/login" "/admin"}'),
    },
    {
      code: firewall('\'starts_with(http.request.uri.path, "api/")\''),
      errors: [{ messageId: 'path', line: 4, column: 53, endLine: 4, endColumn: 59 }],
    },
    {
      code: firewall('http.request.uri.path wildcard "admin/*"'),
      errors: [{ messageId: 'path', line: 4, column: 48, endLine: 4, endColumn: 57 }],
    },
    {
      code: firewall('http.request.uri.path eq "^/admin$"'),
      errors: [{ messageId: 'regexAnchors', line: 4, column: 42, endLine: 4, endColumn: 52, message: 'The regular expression "^/admin$" never matches with `eq`; use `matches`.' }],
      output: null,
    },
    {
      name: 'both anchors on any field',
      code: firewall('http.user_agent eq "^curl.*$"'),
      errors: [{ messageId: 'regexAnchors', line: 4, column: 36, endLine: 4, endColumn: 46 }],
    },
    {
      name: 'a regex that is an anchored literal',
      code: firewall('lower(http.request.uri.path) matches "^/Admin"'),
      errors: [{ messageId: 'patternNeverMatches', line: 4, column: 54, endLine: 4, endColumn: 63, message: '`lower(http.request.uri.path)` is lower case, so the pattern "^/Admin" never matches.' }],
      output: null,
    },
    {
      name: 'an empty set',
      code: firewall('ip.src in {} and http.host eq "a.example.com"'),
      errors: [{ messageId: 'emptySet', line: 4, column: 27, endLine: 4, endColumn: 29, message: 'An empty set never matches' }],
    },
    {
      name: 'a leading anchor compared whole',
      code: firewall('http.user_agent eq "^curl"'),
      errors: [{ messageId: 'regexAnchors', line: 4, column: 36, endLine: 4, endColumn: 43 }],
    },
    {
      name: 'a trailing anchor after regex syntax',
      code: firewall('http.user_agent in {"Mozilla.*$" "curl"}'),
      errors: [{ messageId: 'regexAnchors', line: 4, column: 37, endLine: 4, endColumn: 49 }],
    },
    {
      code: firewall('http.request.uri.path eq "/%61dmin"'),
      errors: [{ messageId: 'percentEncoded', line: 4, column: 42, endLine: 4, endColumn: 52, message: 'never holds `%61`; write "/admin".' }],
      output: firewall('http.request.uri.path eq "/admin"'),
    },
    {
      code: firewall('http.request.uri.path eq "/my page"'),
      errors: [{ messageId: 'unencoded', line: 4, column: 42, endLine: 4, endColumn: 52, message: 'holds a space only percent-encoded' }],
    },
    {
      code: firewall('http.request.uri.path.extension in {"php" ".asp"}'),
      errors: [{ messageId: 'extension', line: 4, column: 59, endLine: 4, endColumn: 65 }],
      output: firewall('http.request.uri.path.extension in {"php" "asp"}'),
    },
    {
      code: firewall('http.request.uri.query eq "?debug=1"'),
      errors: [{ messageId: 'query', line: 4, column: 43, endLine: 4, endColumn: 53 }],
      output: firewall('http.request.uri.query eq "debug=1"'),
    },
    {
      code: firewall('http.host eq "*.example.com"'),
      errors: [{ messageId: 'hostWildcard', line: 4, column: 30, endLine: 4, endColumn: 45 }],
    },
    {
      code: firewall('http.host eq "example.com/admin"'),
      errors: [{ messageId: 'hostname', line: 4, column: 30, endLine: 4, endColumn: 49, message: 'never holds `/`' }],
    },
    {
      code: firewall('http.request.full_uri eq "example.com/"'),
      errors: [{ messageId: 'absoluteUrl', line: 4, column: 42, endLine: 4, endColumn: 56 }],
    },
    {
      code: firewall('len(http.request.body.raw) lt 0'),
      errors: [{ messageId: 'negativeLength', line: 4, column: 17, endLine: 4, endColumn: 48 }],
    },
    {
      code: firewall('len(http.request.headers["x-token"][0]) in {-1 0}'),
      errors: [{ messageId: 'negativeLengthMember', line: 4, column: 61, endLine: 4, endColumn: 63 }],
    },
    {
      name: 'element-wise under any()',
      code: firewall('\'any(lower(http.request.headers.names[*])[*] eq "X-Token")\''),
      errors: [{ messageId: 'lowerCase', line: 4, column: 65, endLine: 4, endColumn: 74 }],
      output: firewall('\'any(lower(http.request.headers.names[*])[*] eq "x-token")\''),
    },
  ],
});
