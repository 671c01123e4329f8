/**
 * Hostile inputs of a chosen size: the files that found quadratic time and
 * stack overflows (a problem per character, thousands of duplicates, floods
 * of syntax errors, chains thousands deep). `linear-time.test.ts` runs each at
 * two sizes; the depth tests and the fuzzers reuse them.
 */

export interface HostileInput {
  readonly name: string;
  /** The file name (its extension picks YAML, JSON or HCL). */
  readonly path: string;
  /** The input with `n` repetitions of its hostile unit. */
  generate(n: number): string;
  /** A size at which one run takes long enough to measure (tens of milliseconds). */
  readonly size: number;
}

const ZONE_ID = '023e105f4ecef8ad9ca31a8372d0c353';

/** A raw ruleset document holding one rule with `expression`, as YAML (the expression as a JSON string: valid YAML). */
export function rulesetWithExpression(expression: string, phase = 'http_request_firewall_custom'): string {
  return `name: hostile\nkind: zone\nphase: ${phase}\nrules:\n  - action: block\n    expression: ${JSON.stringify(expression)}\n`;
}

/** A raw ruleset document of `n` rules, the filter of rule `i` written by `expression(i)`. */
function rulesOf(n: number, expression: (i: number) => string): string {
  let rules = '';
  for (let i = 0; i < n; i++) rules += `  - action: block\n    expression: ${JSON.stringify(expression(i))}\n`;
  return `name: hostile\nkind: zone\nphase: http_request_firewall_custom\nrules:\n${rules}`;
}

/** A manifest with one zone whose log push job has `filter` (and `destination`). */
export function manifestWithJob(filter: string, destination = 's3://logs-bucket/http?region=us-east-1'): string {
  return (
    `zones:\n  - id: ${ZONE_ID}\n    name: example.com\n    logpush_jobs:\n      - name: hostile\n        dataset: http_requests\n` +
    `        output_options: { field_names: [ClientIP] }\n        destination_conf: ${JSON.stringify(destination)}\n        filter: ${JSON.stringify(filter)}\n`
  );
}

/** A manifest with one zone and one ESC behaviour whose `when` is `when`. */
export function manifestWithWhen(when: string): string {
  return (
    `zones:\n  - id: ${ZONE_ID}\n    name: example.com\n    esc:\n      behaviours:\n        - use_case: rewrite_sni\n` +
    `          sni: origin.example.net\n          when: ${JSON.stringify(when)}\n`
  );
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

export const HOSTILE_INPUTS: readonly HostileInput[] = [
  // ajv copied every error so far per referenced schema that failed (`vErrors.concat`): 50,000 rules took 9 s.
  // The cross-rule checks filed every rule under one bucket of the containment index and met each with every other.
  { name: 'rules on addresses of one /16', path: 'one-16.yaml', generate: (n) => rulesOf(n, (i) => `ip.src eq 10.0.${(i >> 8) & 255}.${i & 255}`), size: 400 },
  { name: 'rules sharing a host, told apart by path', path: 'shared-host.yaml', generate: (n) => rulesOf(n, (i) => `http.request.uri.path eq "/p${i}" and http.host eq "a.example.com"`), size: 400 },
  { name: 'URL rules under one scheme (wildcard)', path: 'url-wildcards.yaml', generate: (n) => rulesOf(n, (i) => `http.request.full_uri wildcard "https://h${i}.example.com/*"`), size: 400 },
  { name: 'rules of one path prefix', path: 'path-prefixes.yaml', generate: (n) => rulesOf(n, (i) => `starts_with(http.request.uri.path, "/api/v1/users/${i}/")`), size: 400 },
  { name: 'rules of two boxes (a host or a path)', path: 'or-rules.yaml', generate: (n) => rulesOf(n, (i) => `http.host eq "h${i}.example.com" or http.request.uri.path eq "/x${i}"`), size: 400 },
  { name: 'negated rules (not http.host eq …)', path: 'negated-rules.yaml', generate: (n) => rulesOf(n, (i) => `not http.host eq "h${i}.example.com"`), size: 1_000 },
  { name: 'negated address rules (not ip.src eq …)', path: 'negated-ips.yaml', generate: (n) => rulesOf(n, (i) => `not ip.src eq 10.${(i >> 8) & 255}.${i & 255}.1`), size: 1_000 },
  { name: 'rules that are not objects (a schema error each)', path: 'not-objects.yaml', generate: (n) => `phase: http_request_firewall_custom\nrules:\n${'- 0\n'.repeat(n)}`, size: 5_000 },
  {
    name: 'JSON: escaped tabs inside an expression (a finding and a fix per tab)',
    path: 'tabs.json',
    generate: (n) => JSON.stringify({ name: 'x', kind: 'zone', phase: 'http_request_firewall_custom', rules: [{ action: 'block', expression: `ip.src${'\t '.repeat(n)}eq 1.2.3.4` }] }),
    size: 1_500,
  },
  {
    name: 'JSON: raw tabs between tokens',
    path: 'raw-tabs.json',
    generate: (n) => `{"name":"x",${'\t'.repeat(n)}"kind":"zone","phase":"http_request_firewall_custom","rules":[]}`,
    size: 400_000,
  },
  {
    name: 'a set with duplicate members (a finding and a fix each)',
    path: 'duplicates.yaml',
    generate: (n) => rulesetWithExpression(`ip.src in {${' 192.0.2.1'.repeat(n)} }`),
    size: 600,
  },
  {
    name: 'YAML: a flood of syntax errors',
    path: 'syntax-errors.yaml',
    generate: (n) => `a: [\n${'  x: - ]: "\n'.repeat(n)}`,
    size: 500,
  },
  {
    name: 'a regular expression of Unicode classes (a warning each)',
    path: 'regex.yaml',
    generate: (n) => rulesetWithExpression(`http.host matches "${'\\p{L}'.repeat(n)}"`),
    size: 4_000,
  },
  {
    name: 'a long flat expression (`or` of comparisons)',
    path: 'flat.yaml',
    generate: (n) => rulesetWithExpression(range(n).map((i) => `http.request.uri.path eq "/p${i}"`).join(' or ')),
    size: 3_000,
  },
  {
    // The semantic engine met the growing list of literals of one key at every step (quadratic).
    name: 'a long conjunction on one field (`and` of `ne` and `not starts_with`)',
    path: 'conjunction.yaml',
    generate: (n) => rulesetWithExpression(range(n).map((i) => (i % 2 ? `http.host ne "h${i}.example.com"` : `not starts_with(http.request.uri.path, "/p${i}")`)).join(' and ')),
    size: 1_500,
  },
  {
    name: 'an expression with an unknown field per comparison',
    path: 'unknown-fields.yaml',
    generate: (n) => rulesetWithExpression(range(n).map((i) => `http.request.urri.path${i} eq "x"`).join(' or ')),
    size: 40,
  },
  {
    name: 'a ruleset of many rules with one duplicate ref',
    path: 'rules.yaml',
    generate: (n) =>
      `name: x\nkind: zone\nphase: http_request_firewall_custom\nrules:\n${range(n)
        .map((i) => `  - { ref: r${i % 2 === 0 ? 'dup' : i}, action: block, expression: 'http.host eq "h${i}.example.com"' }\n`)
        .join('')}`,
    size: 150,
  },
  {
    name: 'a log push filter of many conditions',
    path: 'filter.yaml',
    generate: (n) =>
      manifestWithJob(JSON.stringify({ where: { and: range(n).map((i) => ({ key: 'ClientRequestHost', operator: 'eq', value: `h${i}` })) } })),
    size: 800,
  },
  {
    name: 'a destination with many unknown parameters',
    path: 'destination.yaml',
    generate: (n) => manifestWithJob('{"where":{"key":"ClientIP","operator":"eq","value":"192.0.2.1"}}', `s3://logs-bucket/http?region=us-east-1${range(n).map((i) => `&x${i}=y`).join('')}`),
    size: 800,
  },
  {
    name: 'YAML: many duplicate keys',
    path: 'duplicate-keys.yaml',
    generate: (n) => `name: x\nkind: zone\nphase: http_request_firewall_custom\nrules: []\n${'description: d\n'.repeat(n)}`,
    size: 800,
  },
  {
    name: 'directives and findings on many lines',
    path: 'directives.yaml',
    generate: (n) =>
      `name: x\nkind: zone\nphase: http_request_firewall_custom\nrules:\n${range(n)
        .map((i) => `  # edgelint-disable-next-line expression/unknown-field\n  - { action: block, expression: 'http.hots${i} eq "x"' }\n`)
        .join('')}`,
    size: 100,
  },
  {
    name: 'disable-next-item above every rule, and an unused one above each',
    path: 'next-item.yaml',
    generate: (n) =>
      `name: x\nkind: zone\nphase: http_request_firewall_custom\nrules:\n${range(n)
        .map((i) => `  # edgelint-disable-next-item expression/unknown-field -- legacy\n  # edgelint-disable-next-line expression/method-case\n  - action: block\n    expression: 'http.hots${i} eq "x"'\n`)
        .join('')}`,
    size: 100,
  },
  // The HCL validator reads every .tf file to its first error: its loops over items, list items,
  // skipped line breaks and template parts are as long as the file.
  {
    name: 'Terraform: many attributes with templates, then a syntax error',
    path: 'syntax-error.tf',
    generate: (n) => `resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n${range(n).map((i) => `  a${i} = "v${i} \\"\${var.x}\\" %{ if y }z%{ endif }"\n`).join('')}  b = = 1\n}\n`,
    size: 2_000,
  },
  {
    name: 'Terraform: a list over many lines, its last comma missing',
    path: 'list-error.tf',
    generate: (n) => `locals {\n  a = [\n${'    1,\n\n'.repeat(n)}    1 2]\n}\n`,
    size: 5_000,
  },
  {
    name: 'an ESC `when` with many conditions',
    path: 'when.yaml',
    generate: (n) => manifestWithWhen(range(n).map((i) => `http.host eq "h${i}.example.com"`).join(' or ')),
    size: 1_500,
  },
];

/** Inputs nested `n` levels deep in every construct whose depth the input controls (for the stack tests). */
export const DEEP_INPUTS: readonly HostileInput[] = [
  { name: 'index chain as a rule filter', path: 'index-chain.yaml', generate: (n) => rulesetWithExpression(`any(http.request.headers.names${'[*]'.repeat(n)} eq "x")`), size: 20_000 },
  { name: 'index chain as an ESC when', path: 'index-when.yaml', generate: (n) => manifestWithWhen(`any(http.request.headers.names${'[*]'.repeat(n)} eq "x")`), size: 20_000 },
  { name: 'key index chain', path: 'key-chain.yaml', generate: (n) => rulesetWithExpression(`http.request.headers${'["a"]'.repeat(n)} eq "x"`), size: 20_000 },
  { name: 'parentheses', path: 'parens.yaml', generate: (n) => rulesetWithExpression(`${'('.repeat(n)}ssl${')'.repeat(n)}`), size: 20_000 },
  { name: 'not', path: 'not.yaml', generate: (n) => rulesetWithExpression(`${'not '.repeat(n)}ssl`), size: 20_000 },
  { name: 'nested function calls', path: 'calls.yaml', generate: (n) => rulesetWithExpression(`${'lower('.repeat(n)}http.host${')'.repeat(n)} eq "a"`), size: 20_000 },
  { name: 'regex groups', path: 'regex-groups.yaml', generate: (n) => rulesetWithExpression(`http.host matches "${'('.repeat(n)}${')'.repeat(n)}"`), size: 20_000 },
  {
    name: 'nested filter `and`',
    path: 'filter-and.yaml',
    generate: (n) => manifestWithJob(`{"where":${'{"and":['.repeat(n)}{"key":"ClientIP","operator":"eq","value":"1"}${']}'.repeat(n)}}`),
    size: 20_000,
  },
  { name: 'nested filter value', path: 'filter-value.yaml', generate: (n) => manifestWithJob(`{"where":{"key":"ClientIP","operator":"in","value":${'['.repeat(n)}${']'.repeat(n)}}}`), size: 20_000 },
  { name: 'unclosed filter arrays', path: 'filter-unclosed.yaml', generate: (n) => manifestWithJob(`{"where":${'['.repeat(n)}`), size: 20_000 },
  { name: 'YAML flow sequences', path: 'flow.yaml', generate: (n) => `a: ${'['.repeat(n)}${']'.repeat(n)}\n`, size: 20_000 },
  { name: 'YAML block mappings', path: 'block.yaml', generate: (n) => `${range(n).map((i) => `${' '.repeat(i)}a:`).join('\n')} 1\n`, size: 2_000 },
  // Each key's string form quoted its inner key's: exponential in the depth (found by the pipeline fuzzer).
  { name: 'YAML mappings as keys of mappings', path: 'keys.yaml', generate: (n) => `${'{'.repeat(n)}a${'}'.repeat(n)}: 1\n`, size: 100 },
  { name: 'JSON arrays', path: 'arrays.json', generate: (n) => `${'['.repeat(n)}${']'.repeat(n)}`, size: 20_000 },
  { name: 'JSON objects', path: 'objects.json', generate: (n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`, size: 20_000 },
  // HCL: tree-sitter finds the error, the validator gives up at the nesting limit (or reads the chain in a loop).
  { name: 'Terraform: unclosed brackets', path: 'brackets.tf', generate: (n) => `locals {\n  a = ${'['.repeat(n)}\n}\n`, size: 20_000 },
  { name: 'Terraform: nested blocks around a syntax error', path: 'blocks.tf', generate: (n) => `${'b {\n'.repeat(n)}x = [1 2]\n${'}\n'.repeat(n)}`, size: 20_000 },
  { name: 'Terraform: nested interpolations', path: 'interpolations.tf', generate: (n) => `locals {\n  a = ${'"${'.repeat(n)}x${'}"'.repeat(n)} b\n}\n`, size: 20_000 },
  { name: 'Terraform: conditionals in true results', path: 'conditionals.tf', generate: (n) => `locals {\n  a = ${'x ? '.repeat(n)}y${' : z'.repeat(n)} [1 2]\n}\n`, size: 20_000 },
  { name: 'Terraform: a chain of conditionals and unary operators', path: 'chain.tf', generate: (n) => `locals {\n  a = ${'!x ? -y : '.repeat(n)}z = 1\n}\n`, size: 20_000 },
  { name: 'record template braces', path: 'template.yaml', generate: (n) => manifestWithJob('{"where":{"key":"ClientIP","operator":"eq","value":"1"}}').replace('field_names: [ClientIP] }', `field_names: [ClientIP], record_template: ${JSON.stringify(`${'{{'.repeat(n)} .ClientIP ${'}}'.repeat(n)}`)} }`), size: 20_000 },
];
