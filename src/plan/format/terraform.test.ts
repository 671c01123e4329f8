/**
 * `plan --format terraform` writes provider v5 resources that edgelint's own
 * HCL front end reads back to the same rulesets, and that lint clean: the
 * configuration's rulesets and the replacement rules generated for
 * uncovered ESC behaviours.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../../rules/index.js';
import { lintText } from '../../engine/linter.js';
import { loadSource, prepareFrontEnds } from '../../load/source-file.js';
import { TEST_NOW } from '../../testing/rule-tester.js';
import { planSources, renderPlan } from '../index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const rules = ALL_RULES.filter((r) => r.meta.defaultSeverity !== 'off').map((rule) => ({ rule, severity: rule.meta.defaultSeverity as 'info' | 'warn' | 'error', options: rule.defaultOptions }));
const config = { rules, settings: { now: TEST_NOW, lists: {} } };

function terraformOf(fixture: string): string {
  const filePath = `fixtures/esc/${fixture}`;
  const outcome = planSources([{ filePath, text: readFileSync(join(root, filePath), 'utf8') }], { config, force: true });
  return renderPlan(outcome.plan!, 'terraform');
}

beforeAll(() => prepareFrontEnds(['plan.tf']));

describe('plan --format terraform', () => {
  const text = terraformOf('migration.edge.yaml');

  it('writes the generated replacement rules with the configuration’s rulesets', () => {
    expect(text).toMatch(/with [1-9][0-9]* generated rules replacing ESC behaviours/);
    expect(text).toContain('Replaces ESC redirect_to_url');
    expect(text).toContain('resource "cloudflare_ruleset"');
  });

  it('parses with the HCL grammar and reads back to the planned rulesets', () => {
    const file = loadSource('plan.tf', text);
    expect(file.problems).toEqual([]);
    const value = file.documents[0]!.value as { zones?: { rulesets: { rules: unknown[] }[] }[]; account?: { rulesets: { rules: unknown[] }[] } };
    const read = [...(value.account?.rulesets ?? []), ...(value.zones ?? []).flatMap((z) => z.rulesets)];
    const outcome = planSources([{ filePath: 'fixtures/esc/migration.edge.yaml', text: readFileSync(join(root, 'fixtures/esc/migration.edge.yaml'), 'utf8') }], { config, force: true });
    const planned = outcome.plan!.rulesets!;
    expect(read.map((r) => JSON.stringify(r.rules)).sort()).toEqual(planned.map((r) => JSON.stringify(r.body['rules'])).sort());
  });

  it('lints clean', () => {
    const messages = lintText('plan.tf', text, config).messages;
    expect(messages.filter((m) => m.severity >= 1).map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`)).toEqual([]);
  });

  it('puts literal secrets in sensitive variables: a credential header, a cookie secret in an expression', () => {
    const manifest = `zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    rulesets:\n      - phase: http_request_late_transform\n        rules:\n          - action: rewrite\n            expression: 'not http.cookie contains "disable_esc=SEKRIT-cookie"'\n            action_parameters:\n              headers:\n                Authorization: { operation: set, value: "Bearer SEKRIT-token" }\n`;
    const outcome = planSources([{ filePath: 'edge/z.yaml', text: manifest }], { config, force: true });
    const written = renderPlan(outcome.plan!, 'terraform');
    expect(written).not.toContain('SEKRIT');
    expect(written).toContain('variable "esc_secret_example_com" {\n  type      = string\n  sensitive = true\n}');
    expect(written).toContain('variable "header_authorization_example_com" {');
    expect(written).toContain('"Bearer ${var.header_authorization_example_com}"');
    expect(written).toContain('disable_esc=${var.esc_secret_example_com}');
    expect(loadSource('plan.tf', written).problems).toEqual([]);
  });

  it('keeps a file name with a line break inside its comment', () => {
    const filePath = 'fixtures/esc/evil\nresource "x" "y" {}\n.edge.yaml';
    const outcome = planSources([{ filePath, text: readFileSync(join(root, 'fixtures/esc/migration.edge.yaml'), 'utf8') }], { config, force: true });
    const written = renderPlan(outcome.plan!, 'terraform');
    expect(written).toContain('# From fixtures/esc/evil resource "x" "y" {} .edge.yaml');
    expect(written).not.toMatch(/^resource "x"/m);
  });
});
