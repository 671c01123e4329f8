import { beforeAll, describe, expect, it } from 'vitest';
import { loadSource, prepareFrontEnds, type SourceFile } from '../source-file.js';

beforeAll(() => prepareFrontEnds(['x.tf', 'x.tf.json']));

const RULESET = (description: string): string =>
  `resource "cloudflare_ruleset" "r" {\n  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"\n  name = "x"\n  kind = "zone"\n  phase = "http_request_firewall_custom"\n  rules = [{ action = "block", expression = "true", description = ${description} }]\n}\n`;

/** Locals that each use the one before twice: `double(i)` writes local `i` from local `i - 1`. */
function doublingHcl(count: number, double: (i: number) => string, first: string): string {
  const lines = ['locals {', `  l0 = ${first}`];
  for (let i = 1; i <= count; i++) lines.push(`  l${i} = ${double(i)}`);
  return `${lines.join('\n')}\n}\n${RULESET(`local.l${count}`)}`;
}

function doublingJson(count: number): string {
  const locals: Record<string, unknown> = { l0: 'a' };
  for (let i = 1; i <= count; i++) locals[`l${i}`] = [`\${local.l${i - 1}}`, `\${local.l${i - 1}}`];
  const rules = [{ action: 'block', expression: 'true', description: `\${local.l${count}}` }];
  return JSON.stringify({ locals, resource: { cloudflare_ruleset: { r: { zone_id: '023e105f4ecef8ad9ca31a8372d0c353', name: 'x', kind: 'zone', phase: 'http_request_firewall_custom', rules } } } }, null, 1);
}

function limitProblems(file: SourceFile): { code: string; text: string; message: string }[] {
  return file.documents.flatMap((d) => d.problems).filter((p) => p.code === 'locals-limit').map((p) => ({ code: p.code, text: file.text.slice(p.start, p.end), message: p.message }));
}

describe('Terraform locals: what references to them may add (LocalBudget)', () => {
  it.each([
    ['lists, in HCL', 'x.tf', doublingHcl(40, (i) => `[local.l${i - 1}, local.l${i - 1}]`, '"a"')],
    ['strings, in HCL', 'x.tf', doublingHcl(40, (i) => `"\${local.l${i - 1}}\${local.l${i - 1}}"`, '"ab"')],
    ['lists, in .tf.json', 'x.tf.json', doublingJson(40)],
  ])('stops locals that double at each step (%s) with one fatal problem at the reference', (_name, path, text) => {
    const file = loadSource(path, text);
    const problems = limitProblems(file);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.text).toMatch(/local\.l\d+/);
    expect(problems[0]!.message).toMatch(/^Locals expand to far more than the file holds \(`local\.l\d+` here\); edgelint does not read this file\.$/);
    expect(file.documents[0]!.fatal).toBe(true);
  });

  it('reads a module that uses a large local many times', () => {
    const ips = Array.from({ length: 1000 }, (_, i) => `"192.0.${i >> 8}.${i & 255}"`).join(', ');
    const rules = Array.from({ length: 20 }, (_, i) => `{ action = "block", expression = "true", description = "r${i}", ref = local.refs[${i % 3}] }`).join(',\n    ');
    const text = `locals {\n  ips = [${ips}]\n  refs = ["a", "b", "c"]\n  all = [local.ips, local.ips, local.ips]\n}\n${RULESET('"d"').replace(/rules = \[.*\]/, `rules = [\n    ${rules}\n  ]\n  tags = [local.all, local.all, local.all, local.all, local.all, local.all, local.all]`)}`;
    const file = loadSource('x.tf', text);
    expect(limitProblems(file)).toEqual([]);
    expect(file.documents[0]!.fatal).toBe(false);
  });
  it('counts the part of a local a reference reads, not the whole local', () => {
    // A map of 150 zones' addresses, each rule reading its own zone's: the whole map 150 times would be past the budget.
    const zones = Array.from({ length: 150 }, (_, z) => `    z${z} = [${Array.from({ length: 20 }, (_, i) => `"198.51.${z}.${i}"`).join(', ')}]`).join('\n');
    const rules = Array.from({ length: 150 }, (_, z) => `{ action = "block", expression = "true", description = "r${z}", tags = local.zone_ips.z${z} }`).join(',\n    ');
    const text = `locals {\n  zone_ips = {\n${zones}\n  }\n}\n${RULESET('"d"').replace(/rules = \[.*\]/, `rules = [\n    ${rules}\n  ]`)}`;
    const file = loadSource('x.tf', text);
    expect(limitProblems(file)).toEqual([]);
    expect(file.documents[0]!.fatal).toBe(false);
  });
});
