/**
 * HCL syntax errors through the loader the CLI uses (`loadSource`): each
 * mistake is one `hcl-syntax` problem at the offending token, with a
 * headline saying what was expected there (`hcl-validator.ts`). hashicorp/hcl's
 * own diagnostic for each case is noted where its position differs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { headlineProblems } from '../../text/headline.js';
import { loadSource, prepareFrontEnds } from '../source-file.js';

beforeAll(() => prepareFrontEnds(['x.tf']));

/** `body` as the one line (or lines) of a ruleset resource, at line 2, column 3. */
const inResource = (body: string): string => `resource "cloudflare_ruleset" "x" {\n  ${body}\n}\n`;

/** The one syntax problem of `text`: its range as `line:column-line:column`, and its message. */
function syntaxError(text: string): [string, string] {
  const file = loadSource('x.tf', text);
  expect(file.problems.map((p) => p.code)).toEqual(['hcl-syntax']);
  expect(file.documents[0]?.fatal).toBe(true);
  const problem = file.problems[0]!;
  const start = file.position(problem.start);
  const end = file.position(problem.end);
  return [`${start.line}:${start.column}-${end.line}:${end.column}`, problem.message];
}

// [name, text, range, message]; HCL's own subject in the name when it differs.
const CASES: [string, string, string, string][] = [
  // The mistakes tree-sitter's recovery misplaced.
  ['a second `=`', inResource('b = = 1'), '2:7-2:8', 'Expected a value after `b =`, found `=`.'],
  ['no value before the line ends (HCL: the line break)', inResource('b = '), '2:7-2:7', 'Expected a value after `b =`, found the end of the line.'],
  ['a name and a value without `=` (HCL: at `b`)', inResource('b 1'), '2:5-2:6', "Expected `=` or a block's `{` after `b`, found `1`."],
  ['list items without a comma', inResource('b = [1 2]'), '2:10-2:11', 'Expected a comma between list items, found `2`.'],
  ['an object key without a value', inResource('b = {a = }'), '2:12-2:13', 'Expected a value after `a =`, found `}`.'],
  ['two strings (HCL: the second opening quote)', inResource('b = "x" "y"'), '2:11-2:14', 'Expected a new line after the value of `b`, found a string.'],
  ['`==` for `=` (HCL: at `b`)', inResource('b == 1'), '2:5-2:7', "Expected `=` or a block's `{` after `b`, found `==`."],
  ['an operator without its right operand', inResource('b = 1 +'), '2:10-2:10', 'Expected a value after `+`, found the end of the line.'],
  ['a dot without an attribute name', inResource('b = var.'), '2:11-2:11', 'Expected an attribute name after `.`, found the end of the line.'],
  // Bodies.
  ['a missing `=` before a string (HCL: the line break after it)', inResource('name "n"'), '2:8-2:11', "Expected `=` or a block's `{` after `name`, found a string."],
  ['`:` where `=` is needed inside a block (HCL: at `name`)', inResource('name: "n"'), '2:7-2:8', 'Expected `=` after `name`, found `:`; an argument is set with `=`.'],
  ['trailing text after a block', inResource('rules {\n  } x'), '3:5-3:6', 'Expected a new line after block `rules`, found `x`.'],
  ['a `}` too many', inResource('rules {\n  }\n}'), '5:1-5:2', 'Unexpected `}`; no block is open here.'],
  ['a comma between attributes', inResource('a = 1,\n  b = 2'), '2:8-2:9', 'Unexpected `,` after the value of `a`; arguments are separated by new lines.'],
  ['a quoted argument name', inResource('"name" = "x"'), '2:3-2:9', 'Expected an argument or block name, found a string; names are not quoted.'],
  ['a number as an argument name', inResource('1 = 2'), '2:3-2:4', 'Expected an argument or block, found `1`.'],
  // Tree-sitter's grammar lets the next mistakes through (some are followed by an error it does find, `[1 2]`); the validator reports each.
  ['a block whose `{` is on the next line', inResource('dynamic "rules"\n  {\n  }\n  z = [1 2]'), '2:18-2:18', 'Expected `{` to open block `dynamic` on this line, found the end of the line.'],
  ['an interpolation in a block label', 'resource "cloudflare_${var.kind}" "x" {\n  z = [1 2]\n}\n', '1:22-1:24', 'Unexpected `${` in a block label; write `$${` for a literal `${`.'],
  ['two arguments in a one-line block', inResource('rules { a = 1, b = 2 }'), '2:16-2:17', 'Expected `}` after the argument of a one-line block, found `,`; write one argument per line.'],
  ['a block inside a one-line block (HCL: "Argument definition required" at `action_parameters {`)', inResource('rules { action_parameters { status = 403 } }\n  z = [1 2]'), '2:29-2:30', 'Expected `=` after `action_parameters` in a one-line block, found `{`.'],
  ['a one-line block closed on the next line (HCL: the line break)', inResource('rules { action = "x"\n  }\n  z = [1 2]'), '2:23-2:23', 'Expected `}` after the argument of a one-line block, found the end of the line.'],
  // Collections and calls.
  ['an object in a list without its `}` (HCL: "Missing attribute separator" at `]`)', inResource('rules = [{ action = "block" ]'), '2:31-2:31', 'Missing `}` here: the `{` at line 2, column 12 is never closed.'],
  ['an empty list item', inResource('b = [1, 2,, 3]'), '2:13-2:14', 'Expected a value after `,`, found `,`.'],
  ['a function call without its `)`', inResource('b = lower("x"'), '3:1-3:1', 'Missing `)` here: the `(` at line 2, column 12 is never closed.'],
  ['function arguments without a comma', inResource('b = format("%s" var.x)'), '2:19-2:22', 'Expected a comma between arguments of `format`, found `var`.'],
  ['an argument after an expanded one (HCL: at `...`)', inResource('b = f(x..., y)'), '2:13-2:14', 'Expected `)` after the expanded argument `...`, found `,`.'],
  ['a parenthesis left open', inResource('b = (1 + 2\n}'), '3:1-3:1', 'Missing `)` here: the `(` at line 2, column 7 is never closed.'],
  ['an object key without `=`', inResource('b = { a }'), '2:11-2:12', 'Expected `=` after the object key `a`, found `}`.'],
  ['object items on one line without a comma', inResource('b = {a = 1 b = 2'), '2:14-2:15', 'Expected a comma or a new line between object items, found `b`.'],
  // Expressions.
  ['a conditional without `:` (HCL: the line break)', inResource('b = x ? 1'), '2:12-2:12', 'Expected `:` and the false result of the conditional, found the end of the line.'],
  ['a `for` expression without `:`', inResource('b = [for x in y x]'), '2:19-2:20', 'Expected `:` after the collection of `for`, found `x`.'],
  ['an object `for` without `=>` (HCL also: no key expression, at `k`)', inResource('b = {for k, v in m : k v}'), '2:26-2:27', 'Expected `=>` after the key of the object `for`, found `v`.'],
  ['a list `for` with a key (HCL: at the key `x`)', inResource('b = [for x in y : x => x]'), '2:23-2:25', 'Unexpected `=>` in a list `for`; only an object `{for …}` has keys.'],
  ['a nested attribute-only splat', inResource('b = x.*.y.*\n  z = [1 2]'), '2:13-2:14', 'Unexpected `*`: a `.*` splat cannot hold another splat; use `[*]` for the outer one.'],
  ['two legacy indexes in one', inResource('b = x.0.1 + [1 2]'), '2:9-2:12', 'Expected one index after `.`, found `0.1`; write `[0][1]`.'],
  ['a number with two dots', inResource('b = 1.2.3 + [1 2]'), '2:7-2:12', 'Invalid number `1.2.3`; a number has one `.` at most, before its exponent.'],
  ['`${` outside a string (HCL: "Invalid character" at `$`)', inResource('b = ${var.x}'), '2:7-2:9', 'Unexpected `${` outside a string; write the expression without `${ }`.'],
  // Strings, templates and heredocs.
  ['a string left open at the end of its line (HCL: "Invalid multi-line string")', inResource('b = "abc\n  c = 1'), '2:11-2:11', 'Missing `"` here: the `"` at line 2, column 7 is never closed.'],
  ['a bad escape', inResource('b = "\\q"'), '2:8-2:10', 'Invalid escape `\\q`; use `\\n`, `\\r`, `\\t`, `\\"`, `\\\\`, `\\uNNNN` or `\\UNNNNNNNN`.'],
  ['a short \\u escape', inResource('b = "\\u12"'), '2:8-2:12', 'Invalid escape `\\u12`; `\\u` takes four hexadecimal digits.'],
  ['a backslash at the end of a line (HCL: "Invalid character")', inResource('b = "abc\\\n  c = 1'), '2:11-2:12', 'Expected an escape character after `\\`, found the end of the line.'],
  ['extra text in an interpolation', inResource('b = "${a b}"'), '2:12-2:13', 'Expected `}` to end the interpolation, found a name.'],
  ['another language’s `${x:y}`', inResource('b = "${var.x:y}"'), '2:15-2:16', 'Expected `}` to end the interpolation, found `:`; write `$${` for a literal `${`.'],
  ['`${` left open in a heredoc (HCL: "Extra characters" at `EOT`)', inResource('b = <<EOT\n${var.x\nEOT'), '3:1-3:3', 'This `${` is never closed; end the interpolation with `}`.'],
  ['an unterminated heredoc', inResource('b = <<EOT\nfoo\n}'), '6:1-6:1', 'Missing `EOT` here to close the heredoc at line 2, column 7.'],
  ['a heredoc marker at the end of the file without a line break', 'locals {\n  a = 1\n}\nb = <<EOT\nfoo\nEOT', '6:4-6:4', "Expected a line break after the closing `EOT`, found the end of the file."],
  ['text after a heredoc’s introducer (HCL: "Invalid expression" at `<`)', 'locals {\n  a = <<EOT foo\nEOT\n  b = [1 2]\n}\n', '2:7-2:12', "Expected a line break after `<<EOT`; a heredoc's text starts on the next line."],
  ['an unknown directive', inResource('b = "%{ while x }y%{ endif }"'), '2:11-2:16', 'Unknown template directive; use `if`, `for`, `else`, `endif`, `endfor`, or `%%{` for a literal `%{`.'],
  ['an `endif` without `if`', inResource('b = "x%{ endif }"'), '2:9-2:19', 'Unexpected `%{ endif }`; no `%{ if }` is open here.'],
  ['a `for` closed by `endif`', inResource('b = "%{ for x in y }y%{ endif }"'), '2:24-2:34', 'Expected `%{ endfor }` for the `%{ for }` at line 2, column 8, found `%{ endif }`.'],
  ['a second `else`', inResource('b = "%{ if x }y%{ else }z%{ else }w%{ endif }"'), '2:28-2:37', 'Unexpected second `%{ else }` for the `%{ if }` at line 2, column 8.'],
  ['extra text in a directive', inResource('b = "%{ if x y }z%{ endif }"'), '2:16-2:17', 'Expected `}` to end the `%{ if }` directive, found a name.'],
  // Characters.
  ['a tab inside a name (HCL: "Invalid block definition" at `=`)', inResource('na\tme = 1'), '2:6-2:8', "Expected `=` or a block's `{` after `na`, found `me`."],
  ['a non-ASCII dash inside a name (HCL also: at `zone`, listed after the character)', inResource('zone–id = 1'), '2:7-2:8', 'Invalid character `–`; did you mean `-`?'],
  ['a no-break space', inResource('b =\u00a01'), '2:6-2:7', 'Invalid character U+00A0; HCL does not use it outside strings and comments.'],
  ['single quotes', inResource("b = 'x'"), '2:7-2:8', 'Invalid character `\'`; a string is written in double quotes `"`.'],
  ['curly quotes', inResource('b = “x”'), '2:7-2:8', 'Invalid character `“`; a string is written in straight double quotes `"`.'],
  ['a semicolon', inResource('b = 1;'), '2:8-2:9', 'Invalid character `;`; end an argument with a new line and separate items with commas.'],
  ['a bitwise operator', inResource('b = a & c'), '2:9-2:10', 'Unsupported operator `&`; did you mean `&&`?'],
  ['an unclosed comment (HCL: "Argument or block definition required" at `/`)', inResource('/* c\n  b = 1'), '2:3-2:5', 'This `/*` comment is never closed; end it with `*/`.'],
  // Line ends and byte-order marks keep positions exact.
  ['CRLF line ends', 'resource "cloudflare_ruleset" "x" {\r\n  name = "n"\r\n  kind = = "zone"\r\n}\r\n', '3:10-3:11', 'Expected a value after `kind =`, found `=`.'],
  ['CRLF: a value missing at the line end', 'locals {\r\n  a =\r\n}\r\n', '2:6-2:6', 'Expected a value after `a =`, found the end of the line.'],
  ['a byte-order mark', '\ufeffb = = 1\n', '1:5-1:6', 'Expected a value after `b =`, found `=`.'],  // Long names are cut in the headline, never in the range.
  ['a Terraform name, not cut', inResource('ownership_challenge = = 1'), '2:25-2:26', 'Expected a value after `ownership_challenge =`, found `=`.'],
  ['two long names', inResource(`${'n'.repeat(40)} ${'v'.repeat(40)}`), '2:44-2:84', "Expected `=` or a block's `{` after `nnnnnnnnnnnnnnnnnnnnnnn…`, found `vvvvvvvvvvvvvvvvvvvvvvv…`."],
  ['a long heredoc marker left open', inResource(`b = <<${'M'.repeat(40)}\nfoo`), '5:1-5:1', 'Missing `MMMMMMMMMMMMMMMMMMMMMMM…` here to close the heredoc at line 2, column 7.'],
];

// Where tree-sitter's report was already right, and the validator says the same.
const KEPT: [string, string, string, string][] = [
  ['a list in an object without its `]` (HCL: "Missing item separator" at `}`)', inResource('b = { a = [1, 2 }'), '2:19-2:19', 'Missing `]` here: the `[` at line 2, column 13 is never closed.'],
  ['a list left open before the next argument (HCL: "Missing item separator" at `c`)', inResource('b = [\n    1,\n    2\n  c = 3'), '5:3-5:3', 'Missing `]` here: the `[` at line 2, column 7 is never closed.'],
];

describe('HCL syntax errors: the offending token and what was expected', () => {
  it('has the cases the issue lists and at least 25 more', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(9 + 25);
    expect(new Set(CASES.map(([name]) => name)).size).toBe(CASES.length);
  });

  it.each(CASES)('%s', (_, text, range, message) => {
    expect(syntaxError(text)).toEqual([range, message]);
    expect(headlineProblems(message)).toEqual([]);
  });

  it.each(KEPT)('as before: %s', (_, text, range, message) => {
    expect(syntaxError(text)).toEqual([range, message]);
  });

  it.each([
    ['a surrogate', '\\udfff', '3:12-3:18', 'Invalid escape `\\udfff`; U+DFFF is a surrogate, not a character.'],
    ['past the last character', '\\U00110000', '3:12-3:22', 'Invalid escape `\\U00110000`; U+110000 is past U+10FFFF, the last character.'],
  ])('an escape tree-sitter reads but HCL rejects, %s, gets the same headline as the validator’s', (_, escape, range, message) => {
    const text = `resource "cloudflare_ruleset" "x" {\n  zone_id = "z"\n  name = "a${escape}"\n}\n`;
    expect(syntaxError(text)).toEqual([range, message]);
    expect(headlineProblems(message)).toEqual([]);
    // After nesting past the limit the validator gives up, and the template reader (`template.ts`) finds the escape: the same report.
    const deep = `locals {\n  deep = ${'['.repeat(200)}${']'.repeat(200)}\n}\n`;
    const [deepRange, deepMessage] = syntaxError(`${deep}${text}`);
    expect([deepRange.replace(/\d+(?=:)/g, (line) => String(Number(line) - 3)), deepMessage]).toEqual([range, message]);
  });

  // Tree-sitter's grammar reads each of these alone as valid HCL; Terraform rejects them, and so does the validator, which runs on every file.
  it.each([
    ['two arguments on one line', inResource('a = 1 b = 2'), '2:9-2:10', 'Expected a new line after the value of `a`, found `b`.'],
    ['a value on the line after `=`', inResource('a =\n    1'), '2:6-2:6', 'Expected a value after `a =`, found the end of the line.'],
    ['a block whose `{` is on the next line', inResource('dynamic "rules"\n  {\n  }'), '2:18-2:18', 'Expected `{` to open block `dynamic` on this line, found the end of the line.'],
    ['an empty interpolation', inResource('a = "${}"'), '2:10-2:11', 'Expected a value after `${`, found `}`.'],
    ['two legacy indexes as one number', inResource('a = x.0.1'), '2:9-2:12', 'Expected one index after `.`, found `0.1`; write `[0][1]`.'],
    ['a number with two dots', inResource('a = 1.2.3'), '2:7-2:12', 'Invalid number `1.2.3`; a number has one `.` at most, before its exponent.'],
    ['text after a heredoc marker', inResource('a = <<EOT foo\nx\nEOT'), '2:7-2:12', "Expected a line break after `<<EOT`; a heredoc's text starts on the next line."],
    ['an interpolation in a block label', 'resource "cloudflare_${var.kind}" "x" {\n}\n', '1:22-1:24', 'Unexpected `${` in a block label; write `$${` for a literal `${`.'],
    ['a block inside a one-line block', inResource('rules { a { b = 1 } }'), '2:13-2:14', 'Expected `=` after `a` in a one-line block, found `{`.'],
  ])('%s: reported, although tree-sitter reads it', (_name, text, range, message) => {
    expect(syntaxError(text)).toEqual([range, message]);
  });

  // A word inside a string's `${ }` or `%{ }` may be the text of a secret (a password with `%{` in it): the range shows it, the message does not.
  it.each([
    ['a word after `%{`', inResource('with_secret = "s3cr%{tValue9}x"'), '2:24-2:31', 'Unknown template directive; use `if`, `for`, `else`, `endif`, `endfor`, or `%%{` for a literal `%{`.'],
    ['a near miss of a keyword', inResource('b = "%{ iff x }y%{ endif }"'), '2:11-2:14', 'Unknown template directive; did you mean `if`?'],
    ['a second word in an interpolation', inResource('ownership_challenge = "ab${cd Hunter2x}"'), '2:33-2:41', 'Expected `}` to end the interpolation, found a name.'],
    ['a number in an interpolation', inResource('b = "ab${cd 4242}"'), '2:15-2:19', 'Expected `}` to end the interpolation, found a number.'],
    ['a second word in a directive', inResource('b = "%{ if x Hunter2x }z%{ endif }"'), '2:16-2:24', 'Expected `}` to end the `%{ if }` directive, found a name.'],
  ])('inside a template, %s is named, not quoted', (_name, text, range, message) => {
    expect(syntaxError(text)).toEqual([range, message]);
    expect(headlineProblems(message)).toEqual([]);
  });

  // A secret left unquoted (`with_secret = correct horse`) is read as words: after a name that says it holds a secret, they are named.
  it.each([
    ['a secret argument', inResource('with_secret = correct horse'), '2:25-2:30', 'Expected a new line after the value of `with_secret`, found a name.'],
    ['a secret object key', inResource('b = { password = correct horse }'), '2:28-2:33', 'Expected a comma or a new line between object items, found a name.'],
    ['a secret argument of a one-line block', inResource('rules { api_token = correct horse }'), '2:31-2:36', 'Expected `}` after the argument of a one-line block, found a name.'],
    ['a number in a secret argument', inResource('password = 1234 5678'), '2:19-2:23', 'Expected a new line after the value of `password`, found a number.'],
    ['(near miss) an argument whose name says nothing of a secret', inResource('description = correct horse'), '2:25-2:30', 'Expected a new line after the value of `description`, found `horse`.'],
  ])('in the value of %s, a second word is named, not quoted', (_name, text, range, message) => {
    expect(syntaxError(text)).toEqual([range, message]);
  });

  it('a byte-order mark before a valid file is no syntax error', () => {
    const file = loadSource('x.tf', '\ufeffresource "cloudflare_ruleset" "x" {\n  name = "a"\n}\n');
    expect(file.problems.filter((p) => p.code === 'hcl-syntax')).toEqual([]);
  });

  it('a file tree-sitter rejects but HCL reads keeps the grammar’s report (`1e3` is a number in HCL)', () => {
    const [range, message] = syntaxError('locals {\n  a = 1e3\n}\n');
    expect(range).toBe('1:1-1:7');
    expect(message).toBe('Unexpected `locals`; this is not valid HCL.');
  });

  it('nesting past the limit: the validator gives up and the grammar’s report stays', () => {
    const file = loadSource('x.tf', `locals {\n  a = ${'['.repeat(5_000)}\n}\n`);
    expect(file.problems.map((p) => p.code)).toEqual(['hcl-syntax']);
  });
});
