import { describe, expect, it } from 'vitest';
import { isScalar, type Node, type Scalar } from 'yaml';
import { keyRange, locate, nodeContext, pairRange, pathRange, pathValueRange, valueRange } from './locate.js';
import type { SourceRange } from '../position.js';
import { loadYamlSource, type YamlSourceFile as SourceFile } from './load-yaml.js';

/** The YAML/JSON front end, by file name. */
const loadSource = (path: string, text: string): SourceFile => loadYamlSource(path, text, { format: /\.json$/i.test(path) ? 'json' : 'yaml' });

function fmt(f: SourceFile, r: SourceRange): string {
  const p = f.range(r.start, r.end);
  return `${p.line}:${p.column}-${p.endLine}:${p.endColumn}`;
}

const MANIFEST = `zones:
  - id: 023e105f4ecef8ad9ca31a8372d0c353   # zone id
    name: example.com
    rulesets:
      - phase: http_request_firewall_custom
        rules:
          - action: block
            expression: >-
              ip.src in {192.0.2.0/24}

          - action: skip
            "expression": 'true'
    logpush_jobs: [{ name: blocked, filter: '{"where":{}}' }]
settings: &s
  level: 1
other: *s
dup: 1
dup: 2
empty:
`;

describe('locate', () => {
  const f = loadSource('m.yaml', MANIFEST);
  const doc = f.documents[0]!;

  it('follows map keys and sequence indexes (numbers or digit strings)', () => {
    const a = locate(doc, ['zones', 0, 'rulesets', 0, 'rules', 1, 'expression']);
    expect(a.found).toBe(true);
    expect(a.depth).toBe(7);
    expect((a.node as Scalar).value).toBe('true');
    expect(locate(doc, ['zones', '0', 'name']).found).toBe(true);
    expect(locate(doc, ['zones', '01', 'name']).found).toBe(false);
  });

  it('a missing member gives the nearest existing ancestor and how deep it got', () => {
    const a = locate(doc, ['zones', 0, 'rulesets', 0, 'rules', 5, 'action']);
    expect(a.found).toBe(false);
    expect(a.depth).toBe(5);
    expect(fmt(f, valueRange(f, a.node as Node))).toBe('7:11-12:33');
    expect(a.pair && fmt(f, keyRange(f, a.pair))).toBe('6:9-6:14');
  });

  it('follows aliases to the anchored node', () => {
    const a = locate(doc, ['other', 'level']);
    expect(a.found).toBe(true);
    expect(fmt(f, valueRange(f, a.node as Node))).toBe('15:10-15:11');
    const alias = locate(doc, ['other']);
    expect(alias.alias).toBeDefined();
    expect(pathRange(f, doc, ['other'])).toEqual({ start: MANIFEST.indexOf('*s'), end: MANIFEST.indexOf('*s') + 2 });
  });

  it('finds the last of duplicate keys, like the value', () => {
    const a = locate(doc, ['dup']);
    expect((a.node as Scalar).value).toBe(2);
    expect(fmt(f, keyRange(f, a.pair!))).toBe('18:1-18:4');
  });

  it('an empty value is found, with a zero-width value range after the colon', () => {
    const a = locate(doc, ['empty']);
    expect(a.found).toBe(true);
    expect(isScalar(a.node) && a.node.value).toBeNull();
    expect(fmt(f, pathRange(f, doc, ['empty']))).toBe('19:7-19:7');
  });

  it('an empty document locates its root as null', () => {
    const e = loadSource('e.yaml', '');
    const a = locate(e.documents[0]!, []);
    expect(a.found).toBe(true);
    expect(a.node === null || (isScalar(a.node) && a.node.value === null)).toBe(true);
    expect(locate(e.documents[0]!, ['x']).found).toBe(false);
    expect(pathRange(e, e.documents[0]!, ['x'])).toEqual({ start: 0, end: 0 });
  });

  it('map keys compare as strings: 1 and "1"', () => {
    const g = loadSource('x.yaml', '1: one\ntrue: yes\n~: nothing\n');
    const d = g.documents[0]!;
    expect((locate(d, ['1']).node as Scalar).value).toBe('one');
    expect((locate(d, [1]).node as Scalar).value).toBe('one');
    expect((locate(d, ['true']).node as Scalar).value).toBe('yes');
    expect((locate(d, ['']).node as Scalar).value).toBe('nothing');
  });

  it('large maps (indexed) find the same member', () => {
    const text = Array.from({ length: 100 }, (_, i) => `k${i}: ${i}`).join('\n') + '\nk7: last\n';
    const g = loadSource('x.yaml', text);
    expect((locate(g.documents[0]!, ['k7']).node as Scalar).value).toBe('last');
    expect((locate(g.documents[0]!, ['k99']).node as Scalar).value).toBe(99);
    expect(locate(g.documents[0]!, ['nope']).found).toBe(false);
  });
});

describe('ranges', () => {
  const f = loadSource('m.yaml', MANIFEST);
  const doc = f.documents[0]!;
  const r = (path: (string | number)[], target: 'key' | 'value' = 'value') => fmt(f, pathRange(f, doc, path, target));

  it('a quoted value includes its quotes; a plain one is its text', () => {
    expect(r(['zones', 0, 'rulesets', 0, 'rules', 1, 'expression'])).toBe('12:27-12:33');
    expect(r(['zones', 0, 'name'])).toBe('3:11-3:22');
  });

  it('a block scalar runs from its indicator to its last non-blank line', () => {
    expect(r(['zones', 0, 'rulesets', 0, 'rules', 0, 'expression'])).toBe('8:25-9:39');
  });

  it('a block collection ends with its last value, not at a trailing comment or blank line', () => {
    expect(r(['zones', 0, 'rulesets', 0, 'rules', 0])).toBe('7:13-9:39');
    expect(r(['zones', 0, 'rulesets'])).toBe('5:7-12:33');
  });

  it('a flow collection includes its brackets', () => {
    expect(r(['zones', 0, 'logpush_jobs'])).toBe('13:19-13:62');
    expect(r(['zones', 0, 'logpush_jobs', 0])).toBe('13:20-13:61');
  });

  it('key ranges are the key token, quotes included; pair ranges span key to value', () => {
    expect(r(['zones', 0, 'rulesets', 0, 'rules', 1, 'expression'], 'key')).toBe('12:13-12:25');
    const a = locate(doc, ['zones', 0, 'name']);
    expect(fmt(f, pairRange(f, a.pair!))).toBe('3:5-3:22');
  });

  it('a missing member is reported at the key of its nearest existing parent, or the opening of a collection', () => {
    expect(r(['zones', 0, 'rulesets', 0, 'phase', 'x'])).toBe('5:9-5:14');
    expect(r(['zones', 0, 'missing'])).toBe('2:5-2:7');
    expect(r(['zones', 7])).toBe('1:1-1:6');
    const j = loadSource('x.json', '{"a": {"b": 1}}');
    expect(fmt(j, pathRange(j, j.documents[0]!, ['a', 'c']))).toBe('1:2-1:5');
    expect(fmt(j, pathRange(j, j.documents[0]!, ['z']))).toBe('1:1-1:2');
  });

  it('pathValueRange maps into a scalar, or falls back to the node', () => {
    const path = ['zones', 0, 'rulesets', 0, 'rules', 0, 'expression'];
    expect(fmt(f, pathValueRange(f, doc, path, 0, 6))).toBe('9:15-9:21');
    expect(fmt(f, pathValueRange(f, doc, ['zones', 0, 'logpush_jobs', 0, 'filter'], 2, 7))).toBe('13:48-13:53');
    expect(fmt(f, pathValueRange(f, doc, ['zones', 0, 'nope'], 0, 1))).toBe('2:5-2:7');
  });
});

describe('nodeContext', () => {
  it('tells flow context and keys apart', () => {
    const f = loadSource('x.yaml', 'a: x\nb: [y, {c: z}]\n');
    const doc = f.documents[0]!;
    const ctx = (path: (string | number)[]) => nodeContext(doc, locate(doc, path).node as Node);
    expect(ctx(['a'])).toEqual({ inFlow: false, isKey: false, found: true });
    expect(ctx(['b', 0])).toEqual({ inFlow: true, isKey: false, found: true });
    expect(ctx(['b', 1, 'c'])).toEqual({ inFlow: true, isKey: false, found: true });
    const key = locate(doc, ['a']).pair!.key as Node;
    expect(nodeContext(doc, key)).toEqual({ inFlow: false, isKey: true, found: true });
  });
});
