/**
 * Terraform values known only at apply stop the plan, each named where it is
 * written; zone ids written as one reference and rules lists do not (the plan
 * asks for the former, and leaves the latter out with a note).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareFrontEnds } from '../load/source-file.js';
import { DEFAULT_CONFIG } from '../testing/pipeline.js';
import { cli, project } from '../testing/cli-project.js';
import { planSources } from './index.js';

const ZONE = '023e105f4ecef8ad9ca31a8372d0c353';

/** A v5 zone ruleset whose one rule has `rule` as its members (HCL). */
const ruleset = (rule: string, zoneId = `"${ZONE}"`): string =>
  `resource "cloudflare_ruleset" "waf" {\n  zone_id = ${zoneId}\n  name    = "custom"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  rules = [{\n${rule}\n  }]\n}\n`;

/** Each found value as `line:column-endLine:endColumn resource: message`. */
function found(text: string, force = false, filePath = 'main.tf'): string[] | 'planned' {
  const outcome = planSources([{ filePath, text }], { config: DEFAULT_CONFIG, force });
  if (outcome.plan && !force) return 'planned';
  return (outcome.applyTimeValues ?? []).map((v) => `${v.line}:${v.column}-${v.endLine}:${v.endColumn} ${v.resource}: ${v.message}`);
}

/** A v5 zone log push job with `members` (HCL). */
const job = (members: string): string =>
  `resource "cloudflare_logpush_job" "j" {\n  zone_id = "${ZONE}"\n  dataset = "http_requests"\n${members}\n}\n`;

beforeAll(async () => {
  await prepareFrontEnds(['main.tf']);
});

describe('values known only at apply', () => {
  it.each([
    ['a variable as the action', '    action = var.action\n    expression = "true"', ['7:14-7:24 cloudflare_ruleset.waf: `var.action` is known only when Terraform applies it']],
    [
      'an interpolation inside the expression',
      '    action = "block"\n    expression = "http.host eq \\"${var.host}\\""',
      ['8:34-8:45 cloudflare_ruleset.waf: `${var.host}` is known only when Terraform applies it'],
    ],
    [
      'an interpolation with braces of its own',
      '    action = "block"\n    expression = "ip.src in {${join(" ", [for a in var.ips : "${a}"])}}"',
      ['8:30-8:71 cloudflare_ruleset.waf: `${join(" ", [for a in var.ips : "${a}"])}` is known only when Terraform applies it'],
    ],
    [
      'an interpolation with a `}` in a string of its own: the whole interpolation',
      '    action = "block"\n    expression = "http.host eq \\"${replace(var.h, "}", "")}\\""',
      ['8:34-8:60 cloudflare_ruleset.waf: `${replace(var.h, "}", "")}` is known only when Terraform applies it'],
    ],
    [
      'two interpolations in one string: each',
      '    action = "block"\n    expression = "http.host eq \\"${var.a}.${var.b}\\""',
      ['8:34-8:42 cloudflare_ruleset.waf: `${var.a}` is known only when Terraform applies it', '8:43-8:51 cloudflare_ruleset.waf: `${var.b}` is known only when Terraform applies it'],
    ],
    [
      'an expression too long for a headline: named, not quoted',
      '    action = "block"\n    expression = lookup(var.expressions_by_environment_and_zone_name, "production-shop")',
      ['8:18-8:89 cloudflare_ruleset.waf: the expression written here is known only when Terraform applies it'],
    ],
    [
      'a whole value computed with a literal: not quoted (it may compute a secret from it)',
      '    action = "block"\n    expression = "true"\n    description = lookup(var.m, "k")',
      ['9:19-9:37 cloudflare_ruleset.waf: the expression written here is known only when Terraform applies it'],
    ],
    ['another resource\'s attribute', '    action = "block"\n    expression = "true"\n    description = cloudflare_list.x.name', ['9:19-9:41 cloudflare_ruleset.waf: `cloudflare_list.x.name` is known only when Terraform applies it']],
  ])('%s', (_, rule, expected) => {
    expect(found(ruleset(rule))).toEqual(expected);
  });

  it('a dynamic block: how many rules it makes', () => {
    const text =
      'resource "cloudflare_ruleset" "waf" {\n  zone_id = "' +
      ZONE +
      '"\n  name = "custom"\n  kind = "zone"\n  phase = "http_request_firewall_custom"\n  dynamic "rules" {\n    for_each = var.paths\n    content {\n      action = "block"\n      expression = "http.request.uri.path eq \\"/admin\\""\n    }\n  }\n}\n';
    expect(found(text)).toEqual(['6:3-12:4 cloudflare_ruleset.waf: how many times this is repeated (`dynamic`, `for_each`, `count`) is known only when Terraform applies it']);
  });

  it('a zone id written as a reference is a plan input, not a stop; a resource with for_each is a stop, once', () => {
    expect(found(ruleset('    action = "block"\n    expression = "true"', 'var.zone_id'))).toBe('planned');
    const many = ruleset('    action = "block"\n    expression = "true"', 'each.value').replace('resource "cloudflare_ruleset" "waf" {\n', 'resource "cloudflare_ruleset" "waf" {\n  for_each = var.zones\n');
    expect(found(many)).toEqual(['1:1-11:2 cloudflare_ruleset.waf: how many times this is repeated (`dynamic`, `for_each`, `count`) is known only when Terraform applies it']);
  });

  it.each([
    [
      'a secret member written as a plain reference: quoted',
      '  destination_conf = "https://logs.example.com/in"\n  ownership_challenge = var.challenge',
      ['5:25-5:38 cloudflare_logpush_job.j: `var.challenge` is known only when Terraform applies it'],
    ],
    [
      'a secret member written as an expression with a literal: never quoted',
      '  destination_conf = "https://logs.example.com/in"\n  ownership_challenge = format("%s%s", "00000000000000000000000000000000", var.x)',
      ['5:25-5:82 cloudflare_logpush_job.j: the secret written here is known only when Terraform applies it'],
    ],
    [
      'credentials of a destination written as references: quoted',
      '  destination_conf = "s3://logs/http?region=us-east-1&access-key-id=${var.key}&secret-access-key=${var.secret}"',
      [
        '4:69-4:79 cloudflare_logpush_job.j: `${var.key}` is known only when Terraform applies it',
        '4:98-4:111 cloudflare_logpush_job.j: `${var.secret}` is known only when Terraform applies it',
      ],
    ],
    [
      'a credential of a destination computed from a literal: never quoted',
      '  destination_conf = "https://logs.example.com/in?header_Authorization=Basic%20${base64encode("admin:hunter2pass")}"',
      ['4:80-4:116 cloudflare_logpush_job.j: the secret written here is known only when Terraform applies it'],
    ],
  ])('%s', (_, members, expected) => {
    expect(found(job(members))).toEqual(expected);
  });

  it('a .tf.json file: a whole value and an interpolation, each at its range', () => {
    const text = `{"resource":{"cloudflare_ruleset":{"waf":{"zone_id":"${ZONE}","kind":"zone","phase":"http_request_firewall_custom","rules":[{"action":"\${var.a}","expression":"http.host eq \\"\${var.h}\\""}]}}}}`;
    expect(found(text, false, 'main.tf.json')).toEqual([
      '1:160-1:170 cloudflare_ruleset.waf: `var.a` is known only when Terraform applies it',
      '1:200-1:208 cloudflare_ruleset.waf: `${var.h}` is known only when Terraform applies it',
    ]);
  });

  it('a list named or filled at apply is left to the planner (a note), not a stop', () => {
    const text = 'resource "cloudflare_list" "l" {\n  account_id = "a"\n  name = var.name\n  kind = "ip"\n  items = [{ ip = var.ip }]\n}\n';
    expect(found(text)).toBe('planned');
  });

  it('with --force the plan is made, a reference written as it is written (not as {})', () => {
    const outcome = planSources([{ filePath: 'main.tf', text: ruleset('    action = var.action\n    expression = "true"') }], { config: DEFAULT_CONFIG, force: true });
    const put = outcome.plan!.calls.find((c) => c.method === 'PUT');
    expect((put!.body as { rules: unknown[] }).rules).toEqual([{ action: '${var.action}', expression: 'true' }]);
  });

  it('the CLI never prints a secret computed at apply', async () => {
    const dir = project({ 'main.tf': job('  destination_conf = "https://logs.example.com/in?header_Authorization=Basic%20${base64encode("admin:hunter2pass")}"') });
    const out = await cli(['plan', 'main.tf'], dir);
    expect([out.code, out.stderr.includes('hunter2pass'), out.stderr.split('\n')[0]]).toEqual([1, false, 'main.tf:4:80  cloudflare_logpush_job.j: the secret written here is known only when Terraform applies it']);
  });

  it('with --force, a whole value computed from a literal is masked in every format, a reference written as it is', async () => {
    const dir = project({
      'main.tf': job('  destination_conf = format("https://logs.example.com/in?header_Authorization=Basic%%20%s", base64encode("admin:hunter2pass"))'),
    });
    for (const format of ['json', 'curl', 'http', 'md']) {
      const out = await cli(['plan', 'main.tf', '--force', '-f', format], dir);
      expect([format, out.code, out.stdout.includes('hunter2pass'), out.stderr.includes('hunter2pass')]).toEqual([format, 0, false, false]);
    }
  });

  it('the CLI: each value on stderr with its position, no plan, exit 1', async () => {
    const dir = project({ 'main.tf': ruleset('    action = var.action\n    expression = "true"') });
    const out = await cli(['plan', 'main.tf'], dir);
    expect(out).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'main.tf:7:14  cloudflare_ruleset.waf: `var.action` is known only when Terraform applies it\n' +
        'edgelint: no plan: 1 value of the Terraform configuration is known only when Terraform applies it; plan with `terraform plan`, or anyway with --force\n',
    });
  });
});
