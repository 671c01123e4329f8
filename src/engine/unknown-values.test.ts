/**
 * What Terraform knows only when it applies the configuration never produces
 * a finding: the engine drops every report that touches an unknown value
 * (a variable, a reference, an interpolation), while the checks that do not
 * need it still run. Reports about a plan carry the resource address.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../rules/index.js';
import { prepareFrontEnds } from '../load/source-file.js';
import { TEST_NOW } from '../testing/rule-tester.js';
import { lintText } from './linter.js';

const config = {
  rules: ALL_RULES.filter((r) => r.meta.defaultSeverity !== 'off').map((rule) => ({ rule, severity: rule.meta.defaultSeverity as 'info' | 'warn' | 'error', options: rule.defaultOptions })),
  settings: { now: TEST_NOW, lists: {} },
};

beforeAll(() => prepareFrontEnds(['x.tf', 'x.json']));

function findings(text: string, file = 'x.tf'): string[] {
  return lintText(file, text, config).messages.map((m) => `${m.line}:${m.column} ${m.ruleId}`);
}

describe('unknown values', () => {
  it('a wholly unknown value produces no finding, however the rules would judge a placeholder', () => {
    const text = 'resource "cloudflare_ruleset" "r" {\n  zone_id = var.zone\n  name    = var.name\n  kind    = var.kind\n  phase   = var.phase\n  rules = [{ action = var.action, expression = var.expression, action_parameters = var.parameters }]\n}\n';
    expect(findings(text)).toEqual([]);
  });

  it('an interpolation held by a placeholder: the rest of the expression is still checked', () => {
    const text = 'resource "cloudflare_ruleset" "r" {\n  zone_id = var.zone\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  rules = [{ action = "block", expression = "${var.prefix} and ip.src eq 1.2.3.400 and http.host eq \\"${var.host}\\"" }]\n}\n';
    expect(findings(text)).toEqual(['5:74 expression/invalid-ip']);
  });

  it('a placeholder in a number slot of a filter is no finding either', () => {
    const text = 'resource "cloudflare_logpush_job" "j" {\n  zone_id = "z"\n  dataset = "http_requests"\n  destination_conf = "s3://logs/${var.prefix}?region=us-east-1"\n  filter = jsonencode({ where = { key = "EdgeResponseStatus", operator = "geq", value = var.status } })\n}\n';
    expect(findings(text)).toEqual([]);
  });

  it('a report about an object of plain values, one of them unknown, is dropped with it', () => {
    const text = 'resource "cloudflare_list" "r" {\n  account_id = "a"\n  name = "redirects"\n  kind = "redirect"\n  dynamic "item" {\n    for_each = var.redirects\n    content {\n      value {\n        redirect {\n          source_url = item.value.from\n          target_url = item.value.to\n        }\n      }\n    }\n  }\n}\n';
    expect(findings(text)).toEqual([]);
  });

  it('a literal known only at apply may be any value: no contradiction, unreachable rule or duplicate rests on it', () => {
    const ruleset = (rules: string): string =>
      `variable "host" { type = string }\nresource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  rules = [\n${rules}  ]\n}\n`;
    const rule = (action: string, expression: string): string => `    { action = "${action}", expression = "${expression.replace(/"/g, '\\"')}" },\n`;
    // Each of these is a finding with a literal in place of the interpolation.
    expect(findings(ruleset(rule('block', 'http.host eq "${var.host}" and http.host eq "a.com"')))).toEqual([]);
    expect(findings(ruleset(rule('block', 'http.request.uri.path in {"/a" "${var.other}"} and http.request.uri.path eq "/b"')))).toEqual([]);
    expect(findings(ruleset(rule('block', 'starts_with(http.request.uri.path, "/a${var.p}") and starts_with(http.request.uri.path, "/b")')))).toEqual([]);
    expect(findings(ruleset(rule('block', 'http.host ne "${var.allowed}"') + rule('block', 'http.host eq "shop.example.com" and ip.src in {192.0.2.0/24}')))).toEqual([]);
    expect(findings(ruleset(rule('log', 'http.host eq "${var.a}"') + rule('log', 'http.host eq "${var.b}"')))).toEqual([]);
    // The known parts still decide: a contradiction among them, and a rule after a catch-all, are reported.
    expect(findings(ruleset(rule('block', 'http.host eq "${var.host}" and http.host eq "a.com" and http.host eq "b.com"')))).toEqual(['7:99 expression/contradiction']);
    expect(findings(ruleset(rule('block', 'ip.src in {192.0.2.0/24} or http.host eq "${var.host}"') + rule('log', 'ip.src eq 192.0.2.7')))).toEqual(['8:36 ruleset/unreachable-rule']);
  });

  it('a plan prefixes each message with the resource address', () => {
    const plan = JSON.stringify({
      format_version: '1.2',
      terraform_version: '1.9.0',
      planned_values: { root_module: { resources: [{ address: 'cloudflare_ruleset.r', mode: 'managed', type: 'cloudflare_ruleset', name: 'r', values: { zone_id: 'z', kind: 'zone', phase: 'http_request_firewall_custom', rules: [{ action: 'block', expression: 'http.hots eq "a"' }] } }] } },
    });
    const [message] = lintText('plan.json', plan, config).messages;
    expect(message?.message).toMatch(/^`cloudflare_ruleset\.r`: Unknown field `http\.hots`/);
  });
});
