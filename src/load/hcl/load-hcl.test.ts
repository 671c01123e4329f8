import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSource, prepareFrontEnds, type LoadedDocument, type SourceFile } from '../source-file.js';
import { UnknownValue } from '../value-tree.js';

beforeAll(() => prepareFrontEnds(['x.tf']));

/** A zone ruleset resource around `rules`, with `before` at the top of the file. */
function ruleset(rules: string, before = ''): string {
  return `${before}resource "cloudflare_ruleset" "r" {\n  zone_id = var.zone_id\n  name    = "n"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n${rules}\n}\n`;
}

function load(text: string): { file: SourceFile; doc: LoadedDocument; value: Record<string, any> } {
  const file = loadSource('x.tf', text);
  const doc = file.documents[0]!;
  return { file, doc, value: doc.value as Record<string, any> };
}

const RULE = ['zones', 0, 'rulesets', 0, 'rules', 0] as const;

/** The source text of value characters `[start, end)` of the string at `path`. */
function sourceOf(file: SourceFile, doc: LoadedDocument, path: readonly (string | number)[], start: number, end: number): string {
  const r = doc.valueRange(path, start, end);
  return file.text.slice(r.start, r.end);
}

describe('HCL front end: the manifest of a file', () => {
  it('maps a v4 ruleset (nested blocks) onto a zone of an edgelint manifest', () => {
    const { value, file } = load(ruleset('  rules {\n    action     = "block"\n    expression = "true"\n    action_parameters {\n      response {\n        status_code  = 403\n        content      = "no"\n        content_type = "text/plain"\n      }\n    }\n  }'));
    expect(file.problems).toEqual([]);
    expect(JSON.parse(JSON.stringify(value))).toEqual({
      zones: [
        {
          id: '${var.zone_id}',
          rulesets: [
            {
              name: 'n',
              kind: 'zone',
              phase: 'http_request_firewall_custom',
              rules: [{ action: 'block', expression: 'true', action_parameters: { response: { status_code: 403, content: 'no', content_type: 'text/plain' } } }],
            },
          ],
        },
      ],
    });
    expect(value['zones'][0].id).toBeInstanceOf(UnknownValue);
  });

  it('maps a v5 ruleset (attribute list) the same way', () => {
    const v5 = load(ruleset('  rules = [{\n    action = "block"\n    expression = "true"\n    action_parameters = { response = { status_code = 403, content = "no", content_type = "text/plain" } }\n  }]'));
    const v4 = load(ruleset('  rules {\n    action     = "block"\n    expression = "true"\n    action_parameters {\n      response {\n        status_code  = 403\n        content      = "no"\n        content_type = "text/plain"\n      }\n    }\n  }'));
    expect(JSON.stringify(v5.value)).toBe(JSON.stringify(v4.value));
  });

  it('a file without the resources edgelint reads is an empty document', () => {
    const { doc, file } = load('resource "aws_s3_bucket" "b" {\n  bucket = "x"\n}\n');
    expect(file.problems).toEqual([]);
    expect(doc.value).toBeNull();
    expect(doc.fatal).toBe(false);
  });

  it('account_id puts a ruleset at the account; lists always are', () => {
    const { value } = load('resource "cloudflare_list" "l" {\n  account_id = "a"\n  name = "office"\n  kind = "ip"\n}\nresource "cloudflare_ruleset" "r" {\n  account_id = "a"\n  name = "n"\n  kind = "root"\n  phase = "magic_transit"\n}\n');
    expect(Object.keys(value)).toEqual(['account']);
    expect(value['account'].id).toBe('a');
    expect(value['account'].lists[0].name).toBe('office');
    expect(value['account'].rulesets[0].phase).toBe('magic_transit');
  });

  it('a syntax error is one fatal problem at the first error the grammar found', () => {
    const text = 'resource "cloudflare_ruleset" "r" {\n  name = "n"\n  rules = [{ action = "block" }\n}\n';
    const { file, doc } = load(text);
    expect(doc.fatal).toBe(true);
    expect(file.problems).toHaveLength(1);
    expect(file.problems[0]?.code).toBe('hcl-syntax');
    expect(file.position(file.problems[0]!.start).line).toBe(4);
  });

  it.each([
    ['a block', 'resource "cloudflare_ruleset" "r" {\n  name = "n"\n', '3:1-3:1', 'Missing `}` here: the `{` at line 1, column 35 is never closed.'],
    // A quoted string ends on its line in HCL: the quote is missing where the line ends, not at the end of the file.
    ['a string', 'resource "cloudflare_ruleset" "r" {\n  name = "a\n}\n', '2:12-2:12', 'Missing `"` here: the `"` at line 2, column 10 is never closed.'],
    ['a list', 'locals {\n  a = [1, 2\n}\n', '3:1-3:1', 'Missing `]` here: the `[` at line 2, column 7 is never closed.'],
    ['a list of objects', 'resource "cloudflare_ruleset" "r" {\n  rules = [{ expression = "a" }\n}\n', '3:1-3:1', 'Missing `]` here: the `[` at line 2, column 11 is never closed.'],
    ['an interpolation (the grammar reads the whole file as one error)', 'locals {\n  a = "${var.x"\n}\n', '2:8-2:10', 'This `${` is never closed; end the interpolation with `}`.'],
    ['an interpolation inside an expression', 'resource "cloudflare_ruleset" "r" {\n  rules = [{ expression = "a ${var.x" }]\n}\n', '2:30-2:32', 'This `${` is never closed; end the interpolation with `}`.'],
    ['an if directive', 'locals {\n  a = "%{ if true }x"\n}\n', '2:8-2:20', 'This `%{ if }` has no `%{ endif }`; add one after its text.'],
    ['a for directive', 'locals {\n  a = "%{ for x in y }x"\n}\n', '2:8-2:23', 'This `%{ for }` has no `%{ endfor }`; add one after its text.'],
  ])('%s left open: a positioned problem that says what to close', (_, text, range, message) => {
    const { file } = load(text);
    const [problem] = file.problems;
    const start = file.position(problem!.start);
    const end = file.position(problem!.end);
    expect([`${start.line}:${start.column}-${end.line}:${end.column}`, problem!.message]).toEqual([range, message]);
  });

  it('a file loaded before its front end is prepared is one fatal problem, not a crash', async () => {
    vi.resetModules();
    const fresh = (await import('../source-file.js')) as typeof import('../source-file.js');
    const file = fresh.loadSource('x.tf', ruleset(''));
    expect(file.problems.map((p) => p.code)).toEqual(['parser-unavailable']);
    expect(file.documents[0]?.fatal).toBe(true);
  });

  it('a byte-order mark keeps every offset', () => {
    const text = `\ufeff${ruleset('  rules = [{ action = "block", expression = "ip.src eq 1.2.3.4" }]')}`;
    const { file, doc, value } = load(text);
    expect(file.problems).toEqual([]);
    const expression = value['zones'][0].rulesets[0].rules[0].expression as string;
    expect(sourceOf(file, doc, [...RULE, 'expression'], 10, expression.length)).toBe('1.2.3.4');
  });
});

describe('HCL front end: positions inside strings', () => {
  it('quoted strings: escapes map to their whole source', () => {
    const { file, doc, value } = load(ruleset('  rules = [{ action = "block", expression = "http.host eq \\"\\u00e9x.com\\" and\\tip.src eq 1.2.3.4" }]'));
    const expression = value['zones'][0].rulesets[0].rules[0].expression as string;
    expect(expression).toBe('http.host eq "éx.com" and\tip.src eq 1.2.3.4');
    const at = (needle: string): [number, number] => [expression.indexOf(needle), expression.indexOf(needle) + needle.length];
    expect(sourceOf(file, doc, [...RULE, 'expression'], ...at('"éx.com"'))).toBe('\\"\\u00e9x.com\\"');
    expect(sourceOf(file, doc, [...RULE, 'expression'], ...at('\t'))).toBe('\\t');
    expect(sourceOf(file, doc, [...RULE, 'expression'], ...at('1.2.3.4'))).toBe('1.2.3.4');
  });

  it('$${ and %%{ are a literal ${ and %{', () => {
    const { file, doc, value } = load(ruleset('  rules = [{ action = "block", expression = "a $${x} %%{y}" }]'));
    const expression = value['zones'][0].rulesets[0].rules[0].expression as string;
    expect(expression).toBe('a ${x} %{y}');
    expect(sourceOf(file, doc, [...RULE, 'expression'], 2, 6)).toBe('$${x}');
    expect(sourceOf(file, doc, [...RULE, 'expression'], 7, 11)).toBe('%%{y}');
  });

  it('heredocs: <<EOT keeps the text, <<-EOT removes the common indentation of non-blank lines', () => {
    const rules = ['  rules {', '    action     = "block"', '    expression = <<-EOT', '      (ip.src eq 1.2.3.4)', '', '        or (http.host eq "a")', '    EOT', '  }', '  rules {', '    action     = "log"', '    expression = <<EOT', '  ip.src eq 5.6.7.8', 'EOT', '  }'].join('\n');
    const { file, doc, value } = load(ruleset(rules));
    const [first, second] = value['zones'][0].rulesets[0].rules as { expression: string }[];
    expect(first!.expression).toBe('(ip.src eq 1.2.3.4)\n\n  or (http.host eq "a")\n');
    expect(second!.expression).toBe('  ip.src eq 5.6.7.8\n');
    const i = first!.expression.indexOf('http.host');
    const r = doc.valueRange([...RULE, 'expression'], i, i + 9);
    expect(file.text.slice(r.start, r.end)).toBe('http.host');
    expect(file.position(r.start)).toEqual({ line: 11, column: 13 });
  });

  it('an interpolation is unknown: a placeholder whose span reports are dropped at', () => {
    const { file, doc, value } = load(ruleset('  rules = [{ action = "block", expression = "http.host eq \\"${var.host}\\" and ip.src in $${x}" }]'));
    const expression = value['zones'][0].rulesets[0].rules[0].expression as string;
    expect(expression).toMatch(/^http\.host eq "tf_unknown_\d+" and ip\.src in \$\{x\}$/);
    const start = expression.indexOf('tf_unknown');
    const end = expression.indexOf('"', start);
    expect(sourceOf(file, doc, [...RULE, 'expression'], start, end)).toBe('${var.host}');
    expect(doc.unknownAt?.([...RULE, 'expression'], [start - 1, end + 1])).toBe(true);
    expect(doc.unknownAt?.([...RULE, 'expression'], [0, 9])).toBe(false);
    expect(doc.unknownAt?.([...RULE, 'expression'])).toBe(true);
    expect(doc.unknownAt?.([...RULE, 'action'])).toBe(false);
  });

  it('strip markers remove the blanks next to an interpolation', () => {
    const { value } = load(ruleset('  rules = [{ action = "block", description = "a  ${~ var.x ~}  b" }]'));
    expect(value['zones'][0].rulesets[0].rules[0].description).toMatch(/^atf_unknown_\d+b$/);
  });

  it('locals with known values are resolved, with their positions', () => {
    const before = 'locals {\n  hosts = { shop = "http.host eq \\"shop.example.com\\"" }\n}\n';
    const { file, doc, value } = load(ruleset('  rules = [{ action = "block", expression = local.hosts.shop }, { action = "log", expression = local.missing }]', before));
    const rules = value['zones'][0].rulesets[0].rules as { expression: unknown }[];
    expect(rules[0]!.expression).toBe('http.host eq "shop.example.com"');
    expect(file.position(doc.valueRange([...RULE, 'expression'], 0, 9).start)).toEqual({ line: 2, column: 21 });
    expect(rules[1]!.expression).toBeInstanceOf(UnknownValue);
  });

  it('references, function calls other than jsonencode, conditionals and for expressions are unknown', () => {
    const { value } = load(ruleset('  rules = [{ action = var.action, expression = lower("X"), description = true ? "a" : "b", ref = [for x in [1] : x] }]'));
    const rule = value['zones'][0].rulesets[0].rules[0] as Record<string, unknown>;
    for (const key of ['action', 'expression', 'description', 'ref']) expect(rule[key]).toBeInstanceOf(UnknownValue);
    expect(JSON.stringify(rule['action'])).toBe('"${var.action}"');
  });

  it('jsonencode(): sorted keys, Terraform escapes, every character mapped back to the HCL value', () => {
    const job = 'resource "cloudflare_logpush_job" "j" {\n  zone_id = "z"\n  dataset = "http_requests"\n  destination_conf = "s3://b/p?region=us-east-1"\n  filter = jsonencode({\n    where = { key = "ClientRequestPath", operator = "eqq", value = "<a&b>" }\n  })\n}\n';
    const { file, doc, value } = load(job);
    const filter = value['zones'][0].logpush_jobs[0].filter as string;
    expect(filter).toBe('{"where":{"key":"ClientRequestPath","operator":"eqq","value":"\\u003ca\\u0026b\\u003e"}}');
    const path = ['zones', 0, 'logpush_jobs', 0, 'filter'];
    const at = (needle: string): [number, number] => [filter.indexOf(needle), filter.indexOf(needle) + needle.length];
    expect(sourceOf(file, doc, path, ...at('"eqq"'))).toBe('"eqq"');
    expect(sourceOf(file, doc, path, ...at('"operator":"eqq"'))).toBe('operator = "eqq"');
    expect(sourceOf(file, doc, path, ...at('\\u0026'))).toBe('&');
    expect(file.position(doc.valueRange(path, ...at('eqq')).start)).toEqual({ line: 6, column: 54 });
  });

  it('an unknown value inside jsonencode() stays unknown in the JSON text', () => {
    const { doc, value } = load('resource "cloudflare_logpush_job" "j" {\n  zone_id = "z"\n  dataset = "http_requests"\n  filter = jsonencode({ where = { key = "ClientIP", operator = "eq", value = var.ip } })\n}\n');
    const filter = value['zones'][0].logpush_jobs[0].filter as string;
    const start = filter.indexOf('"tf_unknown');
    const path = ['zones', 0, 'logpush_jobs', 0, 'filter'];
    expect(doc.unknownAt?.(path, [start, start + 3])).toBe(true);
    expect(doc.unknownAt?.(path, [filter.indexOf('"ClientIP"'), filter.indexOf('"ClientIP"') + 10])).toBe(false);
  });
});

describe('HCL front end: blocks', () => {
  it('dynamic blocks add their content to the list of blocks of their type, in source order', () => {
    const rules = ['  rules {', '    action = "log"', '    expression = "true"', '  }', '  dynamic "rules" {', '    for_each = var.rules', '    content {', '      action     = rules.value.action', '      expression = "ip.src eq 1.2.3.400"', '    }', '  }'].join('\n');
    const { file, doc, value } = load(ruleset(rules));
    const list = value['zones'][0].rulesets[0].rules as Record<string, unknown>[];
    expect(list).toHaveLength(2);
    expect(list[1]!['action']).toBeInstanceOf(UnknownValue);
    expect(file.text.slice(doc.rangeOf(['zones', 0, 'rulesets', 0, 'rules', 1]).start).startsWith('dynamic "rules"')).toBe(true);
  });

  it('a repeated attribute is a duplicate-key problem', () => {
    const { file } = load(ruleset('  rules = []\n  rules = []'));
    expect(file.problems.map((p) => p.code)).toEqual(['duplicate-key']);
  });

  it('a missing member lands on the head of its object', () => {
    const { file, doc } = load(ruleset('  rules {\n    action = "block"\n  }'));
    const r = doc.rangeOf([...RULE, 'expression']);
    expect(file.text.slice(r.start, r.end)).toBe('rules');
  });

  it('nesting beyond the limit is a fatal too-deep problem, not a stack overflow', () => {
    const deep = `${'['.repeat(300)}${']'.repeat(300)}`;
    const { file, doc } = load(ruleset(`  description = ${deep}`));
    expect(file.problems.map((p) => p.code)).toContain('too-deep');
    expect(doc.fatal).toBe(true);
  });
});

describe('HCL front end: comments', () => {
  it('finds #, // and /* */ comments, not the ones inside strings and heredocs', () => {
    const text = ['# one', 'locals {', '  a = "# not" // two', '  b = <<EOT', '# not either', 'EOT', '  /* three */', '}', ''].join('\n');
    const { file } = load(text);
    expect(file.comments().map((c) => c.text)).toEqual([' one', ' two', ' three ']);
  });
});

describe('HCL front end: hostile input', () => {
  it('a megabyte of `//` in strings and a long heredoc load in linear time', () => {
    const urls = Array.from({ length: 20_000 }, (_, i) => `"https://a${i}.example.com//x//y"`).join(', ');
    const heredoc = `${'  ip.src eq 192.0.2.1 or\n'.repeat(20_000)}  true\n`;
    const text = ruleset(`  description = join(",", [${urls}])\n  rules {\n    action     = "log"\n    expression = <<-EOT\n${heredoc}    EOT\n  }`);
    const started = Date.now();
    const { file, value } = load(text);
    expect(file.problems).toEqual([]);
    expect((value['zones'][0].rulesets[0].rules[0].expression as string).length).toBeGreaterThan(400_000);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
