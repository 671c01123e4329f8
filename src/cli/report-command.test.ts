/** `edgelint report`, in-process: the command with its options, as main.ts will register it. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cli, project } from '../testing/cli-project.js';
import type { CliIo } from './io.js';
import { createReportCommand, REPORT_OPTIONS, reportCommand } from './report-command.js';
import { parseArgsOptions } from './options.js';
import { UsageError } from './usage-error.js';

async function report(args: string[], cwd: string, command = reportCommand): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const io: CliIo = { cwd, env: {}, writeOut: (t) => (stdout += t), writeErr: () => undefined };
  const { values, positionals } = parseArgs({ args, options: parseArgsOptions(REPORT_OPTIONS), allowPositionals: true, strict: true });
  const code = await command(values as Record<string, unknown>, positionals, io);
  return { code, stdout };
}

const MANIFEST = [
  'account:',
  '  id: a1',
  'zones:',
  '  - id: z1',
  '    name: example.com',
  '    esc:',
  '      disable: { with_secret: "${ESC_SECRET}" }',
  '      behaviours:',
  '        - use_case: rewrite_sni',
  '          sni: origin.example.net',
  '        - use_case: status_redirect',
  '          redirects: { "404": "https://example.com/404" }',
  '',
].join('\n');

describe('edgelint report', () => {
  it('writes Markdown by default, for the configured files and `now`', async () => {
    const dir = project({ 'edge/site.yaml': MANIFEST, '.edgelintrc.yaml': 'now: 2023-11-01\n' });
    const out = await report([], dir);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('# ESC migration report');
    expect(out.stdout).toContain('ESC is removed on 2024-01-01: 61 days left.');
    expect(out.stdout).toContain('Files: `edge/site.yaml`');
  });

  it('writes the JSON contract with --format json, --now and --removal-date', async () => {
    const dir = project({ 'edge/site.yaml': MANIFEST });
    const out = await report(['edge', '--format', 'json', '--now', '2024-06-01', '--removal-date', '2025-01-01'], dir);
    const json = JSON.parse(out.stdout) as { now: string; removal_date: string; days_left: number; removal_date_source: string; scopes: { kind: string; behaviours: { use_case: string; status: string; line: number }[] }[] };
    expect(json).toMatchObject({ now: '2024-06-01', removal_date: '2025-01-01', days_left: 214, removal_date_source: '--removal-date' });
    expect(json.scopes[1]!.behaviours).toMatchObject([
      { use_case: 'rewrite_sni', status: 'uncovered', line: 9 },
      { use_case: 'status_redirect', status: 'needs_worker', line: 11 },
    ]);
  });

  it('takes the removal date from the configuration', async () => {
    const dir = project({ 'edge/site.yaml': MANIFEST, '.edgelintrc.yaml': 'now: 2024-06-01\nremovalDate: "2025-01-01"\n' });
    const json = JSON.parse((await report(['--format', 'json'], dir)).stdout) as { removal_date: string; removed: boolean; removal_date_source: string };
    expect(json).toEqual(expect.objectContaining({ removal_date: '2025-01-01', removed: false, removal_date_source: 'the configuration (`removalDate`)' }));
  });

  it('writes HTML into --output', async () => {
    const dir = project({ 'edge/site.yaml': MANIFEST });
    const out = await report(['edge', '-f', 'html', '-o', 'report.html', '--now', '2023-11-01'], dir);
    expect(out).toEqual({ code: 0, stdout: '' });
    expect(existsSync(join(dir, 'report.html'))).toBe(true);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toMatch(/^<!doctype html>/);
  });

  it('connects a planner through createReportCommand', async () => {
    const dir = project({ 'edge/site.yaml': MANIFEST });
    const command = createReportCommand({ planCalls: ({ scope }) => [{ method: 'POST', path: `/${scope.level === 'zone' ? 'zones' : 'accounts'}/${scope.id}/disable_esc`, body: { always: true } }] });
    const json = JSON.parse((await report(['edge', '--format', 'json', '--now', '2023-11-01'], dir, command)).stdout) as { planned_calls_available: boolean; scopes: { planned_calls: { path: string }[] }[] };
    expect(json.planned_calls_available).toBe(true);
    expect(json.scopes.map((s) => s.planned_calls[0]?.path)).toEqual(['/accounts/a1/disable_esc', '/zones/z1/disable_esc']);
  });

  it('says when the planned calls come from a configuration with lint errors', async () => {
    const dir = project({ 'edge/site.yaml': MANIFEST.replace('${ESC_SECRET}', 'hunter2hunter2') });
    const command = createReportCommand({ planCalls: () => [{ method: 'DELETE', path: '/zones/z1/disable_esc' }] });
    const out = await report(['edge', '--now', '2023-11-01'], dir, command);
    expect(out.stdout).toContain('_The configuration has 1 lint error: `edgelint plan` does not plan until they are fixed');
    expect(out.stdout).not.toContain('hunter2');
    const clean = await report(['edge', '--now', '2023-11-01'], project({ 'edge/site.yaml': MANIFEST }), command);
    expect(clean.stdout).not.toContain('lint error');
  });

  it('refuses an unknown format and a bad removal date', async () => {
    const dir = project({ 'edge/site.yaml': MANIFEST });
    await expect(report(['edge', '--format', 'pdf'], dir)).rejects.toThrow(UsageError);
    await expect(report(['edge', '--format', 'pdf'], dir)).rejects.toThrow('--format must be one of md, json, html, not "pdf"');
    await expect(report(['edge', '--removal-date', '2024-13-01'], dir)).rejects.toThrow('--removal-date must be a date written YYYY-MM-DD');
  });
});

describe('zones the manifest gives no id', () => {
  it('each scope of the report gets its own planned calls, even without a name', async () => {
    const zone = (ip: string): string =>
      `  - rulesets: [{ phase: http_request_firewall_custom, rules: [{ action: block, expression: "ip.src eq ${ip}" }] }]\n    esc:\n      behaviours:\n        - { use_case: rewrite_sni, sni: origin.example.net }\n`;
    const dir = project({ 'edge/zones.yaml': `zones:\n${zone('192.0.2.1')}${zone('192.0.2.2')}`, '.edgelintrc.yaml': 'now: 2023-11-01\n' });
    const json = JSON.parse((await cli(['report', '-f', 'json'], dir)).stdout) as { scopes: { planned_calls: { method: string; body?: { rules?: { expression: string }[] } }[] }[] };
    const puts = json.scopes.map((s) => s.planned_calls.filter((c) => c.method === 'PUT').flatMap((c) => (c.body?.rules ?? []).map((r) => r.expression)));
    expect(puts).toEqual([['ip.src eq 192.0.2.1'], ['ip.src eq 192.0.2.2']]);
  });
});

describe('lint errors are counted as edgelint counts them, across files (edgelint, edgelint plan and edgelint report agree)', () => {
  const zone = 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: shop.example.com\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - { action: block, expression: ip.src eq 192.0.2.1 }\n';
  const lists = 'zones:\n  - id: 9a8b7c6d5e4f43a2b1c0d9e8f7a6b5c4\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - { action: block, expression: ip.src in $office }\n';
  const account = 'account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  lists:\n    - { name: office, kind: ip, items: ["192.0.2.0/24"] }\n';
  const tfList = 'resource "cloudflare_list" "office" {\n  account_id = "01a7362d577a6c3019a474fd6f485823"\n  name       = "office"\n  kind       = "ip"\n  items      = [{ ip = "192.0.2.0/24" }]\n}\n';
  const tfWaf = (list: string): string =>
    `resource "cloudflare_ruleset" "waf" {\n  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"\n  name    = "default"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  rules   = [{ action = "block", expression = "ip.src in ${list}" }]\n}\n`;
  it.each<{ name: string; files: Record<string, string>; errors: number }>([
    { name: 'one entry point per zone and phase', files: { 'edge/a.yaml': zone }, errors: 0 },
    { name: 'a second entry point in another file', files: { 'edge/a.yaml': zone, 'edge/b.yaml': zone }, errors: 1 },
    { name: 'a list the account declares in another file', files: { 'edge/account.yaml': account, 'edge/zone.yaml': lists }, errors: 0 },
    { name: 'a list no file declares', files: { 'edge/account.yaml': account, 'edge/zone.yaml': lists.replace('$office', '$nope') }, errors: 1 },
    // Every .tf file of the folder is in the run: the module's lists are all known (README "Across files").
    { name: 'a Terraform module whose files declare the list', files: { 'infra/lists.tf': tfList, 'infra/waf.tf': tfWaf('$office') }, errors: 0 },
    { name: 'a Terraform module none of whose files declares the list', files: { 'infra/lists.tf': tfList, 'infra/waf.tf': tfWaf('$nope') }, errors: 1 },
    { name: 'a Terraform list of another folder (another module)', files: { 'infra/a/lists.tf': tfList, 'infra/b/waf.tf': tfWaf('$office') }, errors: 0 },
  ])('$name: $errors', async ({ files, errors }) => {
    const dir = project({ ...files, '.edgelintrc.yaml': 'now: 2023-11-01\n' });
    const lint = await cli(['-f', 'json'], dir);
    const linted = (JSON.parse(lint.stdout) as { errorCount: number }[]).reduce((n, r) => n + r.errorCount, 0);
    const report = JSON.parse((await cli(['report', '-f', 'json'], dir)).stdout) as { lint_error_count: number };
    const plan = await cli(['plan', '-f', 'json'], dir);
    expect([linted, report.lint_error_count, lint.code, plan.code]).toEqual([errors, errors, errors ? 1 : 0, errors ? 1 : 0]);
  });
});
