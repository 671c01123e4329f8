/**
 * `edgelint init`: a starter configuration that loads, an example manifest
 * that lints clean in a repository without edge files, existing edge files
 * outside the default patterns added to `files`, and never an overwrite.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, project } from '../testing/cli-project.js';

describe('edgelint init', () => {
  it('writes a starter configuration and an example manifest that lints clean', async () => {
    const dir = project({ '.github/workflows/ci.yml': 'on: push\njobs: {}\n' });
    const out = await cli(['init'], dir);
    expect(out).toEqual({ code: 0, stdout: '.edgelintrc.yaml\nedge/example.yaml (an example manifest: the repository holds no edge configuration yet)\n', stderr: '' });
    const lint = await cli(['--format', 'json'], dir);
    expect(lint.code).toBe(0);
    const results = JSON.parse(lint.stdout) as { filePath: string; messages: { ruleId: string; severity: number }[] }[];
    expect(results.map((r) => r.filePath)).toEqual([join(dir, 'edge/example.yaml')]);
    // Only the informational summary of the core ruleset's settings.
    expect(results[0]!.messages.filter((m) => m.severity > 0)).toEqual([]);
    expect((await cli(['plan'], dir)).code).toBe(0);
  });

  it('keeps every commented setting valid: uncommented, the configuration still loads', async () => {
    const dir = project({});
    await cli(['init'], dir);
    const text = readFileSync(join(dir, '.edgelintrc.yaml'), 'utf8');
    const uncommented = text.replace(/^# ([a-zA-Z]+:.*)$/gm, '$1').replace(/^#( {2,}.*)$/gm, '$1').replace(/^rules: \{\}\n/m, 'rules:\n');
    expect(uncommented).toContain('\noverrides:\n   - files: ["legacy/**"]\n');
    const check = project({ '.edgelintrc.yaml': uncommented, 'edge/zone.yaml': 'zones:\n  - id: z1\n' });
    const out = await cli(['--print-config', 'legacy/a.yaml'], check);
    expect(out.stderr).toBe('');
    expect(JSON.parse(out.stdout)).toMatchObject({ tier: 'enterprise', removalDate: '2025-06-30', lists: { office_ips: 'ip' } });
  });

  it('adds folders of existing edge files to `files`, and writes no example then', async () => {
    const dir = project({ 'cloudflare/zones/shop.yaml': 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n' });
    const out = await cli(['init'], dir);
    expect(out.stdout).toBe('.edgelintrc.yaml\n');
    expect(out.stderr).toBe('edgelint: found 1 edge file, such as cloudflare/zones/shop.yaml; run `edgelint` to lint them\n');
    expect(existsSync(join(dir, 'edge/example.yaml'))).toBe(false);
    expect(readFileSync(join(dir, '.edgelintrc.yaml'), 'utf8')).toContain('files: ["**/*.edge.{yaml,yml,json}", "edge/**/*.{yaml,yml,json}", "**/*.tf", "**/*.tf.json", "cloudflare/**/*.{yaml,yml,json,tf}"]');
    const lint = JSON.parse((await cli(['-f', 'json'], dir)).stdout) as { filePath: string }[];
    expect(lint.map((r) => r.filePath)).toEqual([join(dir, 'cloudflare/zones/shop.yaml')]);
  });

  const PLAN_JSON = '{"format_version":"1.2","terraform_version":"1.9.5","values":{"root_module":{"resources":[{"address":"cloudflare_ruleset.waf","mode":"managed","type":"cloudflare_ruleset","name":"waf","values":{"zone_id":"023e105f4ecef8ad9ca31a8372d0c353","kind":"zone","phase":"http_request_firewall_custom","rules":[{"action":"block","expression":"ip.src eq 192.0.2.1"}]}}]}}}';
  it.each<{ name: string; files: Record<string, string>; added: string[]; linted: string[] }>([
    {
      name: 'a folder of edge files only: the folder',
      files: { 'infra/cloudflare/plan.json': PLAN_JSON, 'infra/main.tf': 'resource "aws_s3_bucket" "b" {\n  bucket = "x"\n}\n' },
      added: ['infra/**/*.{yaml,yml,json,tf}'],
      linted: ['infra/cloudflare/plan.json', 'infra/main.tf'],
    },
    {
      name: 'a folder that also holds other YAML and JSON: the edge files by name',
      files: { 'infra/cloudflare/plan.json': PLAN_JSON, 'infra/k8s/deploy.yaml': 'apiVersion: apps/v1\nkind: Deployment\n', 'infra/package.json': '{"name": "x"}\n' },
      added: ['infra/cloudflare/plan.json'],
      linted: ['infra/cloudflare/plan.json'],
    },
    {
      name: 'two folders, one mixed: each as it is',
      files: { 'cf/zone.yaml': 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n', 'ops/plan.json': PLAN_JSON, 'ops/ansible.yml': '- hosts: all\n' },
      added: ['cf/**/*.{yaml,yml,json,tf}', 'ops/plan.json'],
      linted: ['cf/zone.yaml', 'ops/plan.json'],
    },
  ])('edge files outside the defaults: $name, and the first run reports nothing else', async ({ files, added, linted }) => {
    const dir = project(files);
    expect((await cli(['init'], dir)).code).toBe(0);
    const defaults = ['**/*.edge.{yaml,yml,json}', 'edge/**/*.{yaml,yml,json}', '**/*.tf', '**/*.tf.json'];
    expect(readFileSync(join(dir, '.edgelintrc.yaml'), 'utf8')).toContain(`files: ${JSON.stringify([...defaults, ...added]).replaceAll('","', '", "')}\n`);
    const lint = await cli(['-f', 'json'], dir);
    const results = JSON.parse(lint.stdout) as { filePath: string; messages: { ruleId: string | null }[] }[];
    expect(results.map((r) => r.filePath)).toEqual(linted.map((f) => join(dir, f)));
    expect(results.flatMap((r) => r.messages.map((m) => m.ruleId)).filter((id) => id === 'document/unrecognised')).toEqual([]);
  });

  it('never replaces a configuration, unless --force for its own file', async () => {
    const dir = project({ '.edgelintrc.yaml': 'tier: pro\n' });
    expect(await cli(['init'], dir)).toEqual({ code: 2, stdout: '', stderr: 'edgelint: .edgelintrc.yaml configures edgelint here already; replace it with --force\n' });
    expect((await cli(['init', '--force'], dir)).code).toBe(0);
    const pkg = project({});
    const withPackage = project({ 'package.json': '{"name": "x", "edgelint": {"tier": "pro"}}' });
    expect((await cli(['init'], withPackage)).stderr).toBe('edgelint: package.json#edgelint configures edgelint here already\n');
    expect((await cli(['init'], pkg)).code).toBe(0);
    // Every place cosmiconfig searches counts, `.config/` and code configurations included.
    for (const name of ['.config/edgelintrc.yaml', '.edgelintrc.cjs', 'edgelint.config.ts']) {
      expect((await cli(['init'], project({ [name]: 'tier: pro\n' }))).stderr).toBe(`edgelint: ${name} configures edgelint here already\n`);
    }
  });

  it('reads the folder as lint does: no FIFO read, no link followed out of the project', async () => {
    const outside = project({ 'zone.yaml': 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n' });
    const dir = project({});
    execFileSync('mkfifo', [join(dir, 'pipe.yaml')]);
    symlinkSync(join(outside, 'zone.yaml'), join(dir, 'linked.yaml'));
    const out = await cli(['init'], dir);
    expect(out).toEqual({ code: 0, stdout: '.edgelintrc.yaml\nedge/example.yaml (an example manifest: the repository holds no edge configuration yet)\n', stderr: '' });
  });
});
