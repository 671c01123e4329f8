/**
 * `checkCurrentFile`: a file that is not a current state edgelint can read is
 * reported at its exact position — never read as "nothing exists" — and the
 * planner then makes no plan (`plan --current` exits 2).
 */
import { describe, expect, it } from 'vitest';
import { loadSource } from '../load/source-file.js';
import { DEFAULT_CONFIG } from '../testing/pipeline.js';
import { checkCurrentFile, currentProblemText } from './current-state.js';
import { planSources } from './index.js';

const ENVELOPE = '"success": true, "errors": [], "messages": []';

function problems(path: string, text: string): string[] {
  return checkCurrentFile(loadSource(path, text)).map((p) => `${p.line}:${p.column}-${p.endLine}:${p.endColumn} ${p.message}`);
}

describe('files that read as current state', () => {
  const valid: [string, string][] = [
    ['an entry point GET', `{ "result": { "id": "e1", "kind": "zone", "phase": "http_request_firewall_custom", "rules": [] }, ${ENVELOPE} }`],
    ['a ruleset list GET', `{ "result": [{ "id": "r1", "kind": "custom", "phase": "http_request_firewall_custom", "name": "x" }], ${ENVELOPE} }`],
    ['a log push job list GET', `{ "result": [{ "id": 1, "dataset": "http_requests", "destination_conf": "s3://b/p?region=x" }], ${ENVELOPE} }`],
    ['a rules list GET', `{ "result": [{ "id": "l1", "name": "office_ips", "kind": "ip", "num_items": 2 }], ${ENVELOPE} }`],
    ['an empty list', `{ "result": [], ${ENVELOPE} }`],
    ['a null result', `{ "result": null, ${ENVELOPE} }`],
    ['a bare ESC setting', '{ "always": true }'],
    ['a manifest', 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    logpush_jobs: []\n'],
  ];
  for (const [name, text] of valid) it(name, () => expect(problems(text.startsWith('zones') ? 'state.yaml' : 'state.json', text)).toEqual([]));
});

describe('files that do not, each problem at its place', () => {
  it('a syntax error', () => {
    expect(problems('state.yaml', 'not: [valid')).toEqual(['1:12-1:12 Flow sequence in block collection must be sufficiently indented and end with a ].']);
    expect(problems('state.json', '{"result": garbage}')).toEqual(['1:12-1:19 Unexpected `garbage`; strings in JSON must be double-quoted: "garbage".']);
  });

  it('a document of no known shape, at its first line', () => {
    expect(problems('state.json', '{"result":"garbage"}')).toEqual([
      expect.stringMatching(/^1:1-1:21 not a current state edgelint reads \(a mapping with keys `result`\); expected an exported GET response/),
    ]);
    expect(problems('state.yaml', '- 1\n- 2\n')).toEqual([expect.stringMatching(/^1:1-1:4 not a current state edgelint reads \(a list\)/)]);
  });

  it('an empty file', () => {
    expect(problems('state.yaml', '')).toEqual([expect.stringMatching(/^1:1-1:1 the file holds nothing/)]);
  });

  it('a failed response, at `success`', () => {
    expect(problems('state.json', '{\n  "success": false,\n  "errors": [{ "code": 10000, "message": "Authentication error" }],\n  "messages": [],\n  "result": null\n}')).toEqual([
      '2:14-2:19 a failed API response (Authentication error); export the state again',
    ]);
  });

  it('an element of a list response of another kind, at the element', () => {
    expect(problems('state.json', `{ "result": [{ "id": "r1", "kind": "custom", "phase": "x", "rules": [] }, { "type": "A", "content": "192.0.2.1" }, 3], ${ENVELOPE} }`)).toEqual([
      expect.stringMatching(/^1:75-1:114 element 2 of the response is a mapping, not an object of a kind edgelint reads/),
      expect.stringMatching(/^1:116-1:117 element 3 of the response is the number 3, not an object/),
    ]);
  });

  it('a manifest without scopes, or a zone without an id', () => {
    expect(problems('state.yaml', 'zones: x\n')).toEqual([expect.stringMatching(/^1:1-1:9 a manifest with no account or zone/)]);
    expect(problems('state.yaml', 'zones:\n  - name: example.com\n')).toEqual(['2:5-2:22 the zone has no `id`, so its state cannot be matched to the configuration']);
  });

  it('lists at most ten problems per file, then counts the rest', () => {
    const text = `{ "result": [${Array.from({ length: 15 }, (_, i) => i).join(', ')}], ${ENVELOPE} }`;
    const found = checkCurrentFile(loadSource('state.json', text));
    expect(found).toHaveLength(11);
    expect(currentProblemText(found[10]!)).toBe('state.json: and 5 more problems in this file, not listed');
  });
});

describe('the planner makes no plan from a current state it cannot read', () => {
  it('returns the problems, positioned, and no plan', () => {
    const outcome = planSources([{ filePath: 'edge.yaml', text: 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    esc: { disable: { always: true } }\n' }], {
      config: DEFAULT_CONFIG,
      current: [{ filePath: 'state.json', text: '{"result":"garbage"}' }],
    });
    expect(outcome.plan).toBeUndefined();
    expect(outcome.currentProblems.map(currentProblemText)).toEqual([expect.stringMatching(/^state\.json:1:1: not a current state edgelint reads/)]);
  });
});
