import { describe, expect, it } from 'vitest';
import { explain, lineColumn } from './explain.js';

describe('explain', () => {
  it('prints the normalised expression, the typed tree and no problems', () => {
    const text = explain('http.host == "a" && !ssl', { phase: 'http_request_firewall_custom' });
    expect(text).toBe(
      [
        'Expression: http.host eq "a" and not ssl',
        'Context:    filter, phase http_request_firewall_custom',
        'Type:       Boolean',
        '',
        'Tree:',
        '  and : Boolean  [0, 24)',
        '  ├─ eq : Boolean  [0, 16)',
        '  │  ├─ field http.host : String  [0, 9)',
        '  │  └─ string "a"  [13, 16)',
        '  └─ not : Boolean  [20, 24)',
        '     └─ field ssl : Boolean  [21, 24)',
        '',
        'No problems.',
        '',
      ].join('\n'),
    );
  });

  it('points at each problem with line, column and carets', () => {
    const text = explain('ssl and\n  http.hots eq "a"');
    expect(text).toContain('  2:3  error  expression/unknown-field  Unknown field `http.hots`; did you mean `http.host`?\n      http.hots eq "a"\n      ^^^^^^^^^\n');
  });

  it('shows fixes and works when the expression does not parse', () => {
    const text = explain('http.host AND ssl');
    expect(text).toContain('Expression: (does not parse)');
    expect(text).toContain('1:11  error  expression/syntax  `AND` is not an operator; keywords are lower case: `and`.');
    expect(text).toContain('fix: replace [10, 13) with "and"');
  });

  it('explains value expressions', () => {
    const text = explain('regex_replace(http.request.uri.path, "^/a/(.*)", "/b/${1}")', { kind: 'value', phase: 'http_request_transform', valueSlot: 'uri_path' });
    expect(text).toContain('Type:       String');
    expect(text).toContain('call regex_replace() : String');
  });

  it('computes 1-based lines and columns', () => {
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2, lineStart: 3 });
  });
});
