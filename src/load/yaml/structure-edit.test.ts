import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../text-edit.js';
import { loadYamlSource, type YamlSourceFile as SourceFile } from './load-yaml.js';
import { appendItemsEdit, replaceMemberEdit } from './structure-edit.js';

/** The YAML/JSON front end, by file name. */
const loadSource = (path: string, text: string): SourceFile => loadYamlSource(path, text, { format: /\.json$/i.test(path) ? 'json' : 'yaml' });

function append(path: string, text: string, at: (string | number)[], value: unknown): string | undefined {
  const file = loadSource(path, text);
  const edit = appendItemsEdit(file, file.documents[0]!, at, Array.isArray(value) && at.includes('many') ? value : [value]);
  return edit && applyTextEdits(text, [edit]);
}

function replace(path: string, text: string, at: (string | number)[], key: string, value: unknown): string | undefined {
  const file = loadSource(path, text);
  const edit = replaceMemberEdit(file, file.documents[0]!, at, key, value);
  return edit && applyTextEdits(text, [edit]);
}

const RULE = { action: 'route', expression: 'http.host eq "a.example"', action_parameters: { sni: { value: 'o.example' } } };
const RULE_JSON = JSON.stringify(RULE);

describe('appendItemEdit', () => {
  it('appends to a block sequence at the indentation of its items', () => {
    const text = 'rules:\n  - action: block\n    expression: "true"\n# trailing comment\n';
    expect(append('a.yaml', text, ['rules'], RULE)).toBe(`rules:\n  - action: block\n    expression: "true"\n  - ${RULE_JSON}\n# trailing comment\n`);
  });

  it('appends several items at once', () => {
    const file = loadSource('a.yaml', 'rules:\n  - a\n');
    const edit = appendItemsEdit(file, file.documents[0]!, ['rules'], ['b', { c: 1 }]);
    expect(edit && applyTextEdits(file.text, [edit])).toBe('rules:\n  - a\n  - "b"\n  - {"c":1}\n');
  });

  it('appends to a flow sequence and to an empty one', () => {
    expect(append('a.yaml', 'rules: [a, b]\n', ['rules'], 'c')).toBe('rules: [a, b, "c"]\n');
    expect(append('a.yaml', 'rules: []\n', ['rules'], RULE)).toBe(`rules: [${RULE_JSON}]\n`);
  });

  it('appends to a JSON array', () => {
    expect(append('a.json', '{"rules": [\n  {"action": "block"}\n]}', ['rules'], RULE)).toBe(`{"rules": [\n  {"action": "block"}, ${RULE_JSON}\n]}`);
  });

  it('creates a missing sequence in its parent mapping (block, flow, JSON)', () => {
    const zone = 'zones:\n  - id: z1\n    name: example.com\n';
    const ruleset = { phase: 'http_request_origin', rules: [RULE] };
    expect(append('a.yaml', zone, ['zones', 0, 'rulesets'], ruleset)).toBe(`zones:\n  - id: z1\n    name: example.com\n    rulesets: [${JSON.stringify(ruleset)}]\n`);
    expect(append('a.yaml', 'zones: [{ id: z1 }]\n', ['zones', 0, 'rulesets'], 1)).toBe('zones: [{ id: z1, rulesets: [1] }]\n');
    expect(append('a.json', '{"id": "z1"}', ['rulesets'], 1)).toBe('{"id": "z1", "rulesets": [1]}');
  });

  it('gives up where it cannot be sure of the result', () => {
    expect(append('a.yaml', 'rules: 3\n', ['rules'], 1)).toBeUndefined();
    expect(append('a.yaml', 'a: 1\n', ['x', 'y'], 1)).toBeUndefined();
  });
});

describe('replaceMemberEdit', () => {
  it('replaces a key and its value in YAML and JSON', () => {
    expect(replace('a.yaml', 'name: job\nlogpull_options: fields=A,B&timestamps=rfc3339\nkind: ""\n', ['logpull_options'], 'output_options', { field_names: ['A', 'B'] })).toBe(
      'name: job\noutput_options: {"field_names":["A","B"]}\nkind: ""\n',
    );
    expect(replace('a.json', '{"name": "job", "logpull_options": "fields=A"}', ['logpull_options'], 'output_options', { field_names: ['A'] })).toBe(
      '{"name": "job", "output_options": {"field_names":["A"]}}',
    );
  });
});
