import { describe, expect, it } from 'vitest';
import { secretRanges } from './secret-ranges.js';

/** `text` with every range `secretRanges` finds overwritten by `*`, as the codeframe format masks source lines. */
function masked(file: string, text: string): string {
  let out = text;
  for (const { start, end } of secretRanges(file, text)) out = out.slice(0, start) + '*'.repeat(end - start) + out.slice(end);
  return out;
}

const account = (disable: string): string => `account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  esc:\n    disable:\n${disable}`;

describe('secretRanges', () => {
  it.each([
    ['a string value', account('      with_secret: SEKRIT-plain\n')],
    ['a block scalar', account('      with_secret: |\n        SEKRIT-block\n      always: true\n')],
    ['a flow sequence (a secret of the wrong type)', account('      with_secret: [SEKRIT-list]\n')],
    ['a block sequence', account('      with_secret:\n        - SEKRIT-item\n')],
    ['a number', account('      with_secret: 1234567890\n')],
    ['a mapping under a misspelt secret member', account('      with_secrett: { value: SEKRIT-map }\n')],
    ['a number under a secret-looking name', account('      api_token: 1234567890\n')],
    ['a list under a secret-looking name', account('      cf_api_key: [SEKRIT-keylist]\n')],
    ['a number in JSON', '{"account": {"password": 1234567890}}'],
    ['a value on the line after its key, in a document with a syntax error', account('      with_secret:\n        SEKRIT-nextline\n  x: [\n')],
    ['a quoted key in a broken flow map', account("      {'with_secret': SEKRIT-quoted, x: [}\n")],
    ['a JSON file with a syntax error', '{"account": {"esc": {"disable": {"with_secret": "SEKRIT-json", }}}}'],
    ['the anchor an aliased secret refers to', `account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  note: &s SEKRIT-anchored\n  esc:\n    disable:\n      with_secret: *s\n`],
    ['a credential header of a header transform', 'phase: http_request_late_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      headers:\n        Authorization: { operation: set, value: "Bearer SEKRIT-header" }\n    description: 01a7362d577a6c3019a474fd6f485823\n'],
    ['a copy of the secret in another member', account('      with_secret: SEKRIT-copied\n  description: "SEKRIT-copied"\n')],
  ])('masks %s', (_name, text) => {
    const file = text.startsWith('{') ? 'x.json' : 'x.edge.yaml';
    const out = masked(file, text);
    expect(out).not.toMatch(/SEKRIT|1234567890/);
    // Only the secret: the rest of the file reads as written.
    expect(out).toContain(file === 'x.json' ? '"account"' : '01a7362d577a6c3019a474fd6f485823');
  });

  it('leaves references, empty values and objects of other secret-looking names as written', () => {
    const text = [
      account('      with_secret: ${ESC_SECRET}\n'),
      'zones:',
      '  - id: 023e105f4ecef8ad9ca31a8372d0c353',
      '    rulesets:',
      '      - phase: http_request_cache_settings',
      '        rules:',
      '          - action: set_cache_settings',
      '            expression: "true"',
      '            action_parameters:',
      '              cache_key: { custom_key: { query_string: { include: [utm_source] } } }',
      '',
    ].join('\n');
    expect(masked('x.edge.yaml', text)).toBe(text);
  });
});

describe('secretRanges on files of many secrets', () => {
  it('takes ranges one by one (a spread of 200,000 overflowed the call stack: an internal error of codeframe)', () => {
    const list = `account:\n  esc:\n    disable:\n      with_secret: [${Array(200_000).fill('ab').join(', ')}]\n`;
    expect(secretRanges('x.edge.yaml', list).length).toBeGreaterThan(0);
    const cookies = `description: "${'disable_esc=x;'.repeat(200_000)}"\n`;
    expect(secretRanges('y.edge.yaml', cookies)).toHaveLength(200_000);
  });
});
